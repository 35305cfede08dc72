import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetAnalytics } from '../src/lib/analytics.ts';
import { resetChallengeState } from '../src/lib/api-client.ts';
import { sanitizerReady } from '../src/lib/safe-html.tsx';
import { clearToasts } from '../src/lib/toasts.ts';
import { server } from './support/msw-server.ts';
import { resetPage } from './support/page.ts';

// What findBy/waitFor await here (a lazy route's code, a mocked answer, a render) runs on no clock
// of the shop; tests of the shop's own timers use fake timers. Their one time limit is the test's.
configure({ asyncUtilTimeout: 20_000 });

// In a browser, effects run once the next frame is painted (an animation frame raced with a 35 ms
// timer), clocks that fake timers stop and that no test waits for. As React's test environment
// does, they run here as soon as a render is committed; `act` still takes them over while it runs.
options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// happy-dom has no native sanitiser: DOMPurify is loaded once, as a browser without one does at start.
beforeAll(() => sanitizerReady);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  server.resetHandlers();
  resetPage();
  clearToasts();
  resetChallengeState();
  resetAnalytics();
});
// A page may start loading a later step's code (the booking step from the event page) and the test
// end first: the file's environment must not be torn down under that import.
afterAll(async () => {
  await vi.dynamicImportSettled();
  server.close();
});
