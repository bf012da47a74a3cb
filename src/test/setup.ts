import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(cleanup);

// waitFor/findBy give up after 1 s by default: too short for a whole-app render on a busy 2-core CI
// machine running two test workers. Assertions are unchanged; they are only given time.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  // jsdom has no layout: the router's scroll-to-top on navigation has nothing to scroll.
  window.scrollTo = (() => undefined) as typeof window.scrollTo;

  // This runs before each test file. Files of one worker share their modules (the `app` project does
  // not isolate them), so state a module holds outlives its file: each file starts as a fresh page
  // would, signed out, with the default layout, the real clock, no stubs, and nothing in the document
  // or in storage.
  const [{ useSessionStore }, { useUiStore }] = await Promise.all([
    import('@/stores/session'),
    import('@/stores/ui'),
  ]);
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useUiStore.setState(useUiStore.getInitialState(), true);
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
}
