import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetChallengeState } from '../src/lib/api-client.ts';
import { clearToasts } from '../src/lib/toasts.ts';
import { server } from './support/msw-server.ts';
import { resetPage } from './support/page.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetPage();
  clearToasts();
  resetChallengeState();
});
afterAll(() => server.close());
