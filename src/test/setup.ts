import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// waitFor/findBy give up after 1 s by default: too short for a whole-app render on a busy 2-core CI
// machine running two test workers. Assertions are unchanged; they are only given time.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: the router's scroll-to-top on navigation has nothing to scroll.
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;
