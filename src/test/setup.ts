import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// jsdom has no layout: the router's scroll-to-top on navigation has nothing to scroll.
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;
