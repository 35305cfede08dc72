import { pageHref } from '@shop/contract/routes';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { keepTicketOffline } from '../../src/lib/offline-ticket.ts';

const ticketPage = pageHref.ticket('summit', '6f1c2a4e-0b7d-4c55-9a51-2f0e8d3b7c10', 'view');

/** A built shop on a secure page of a browser with service workers, whose worker records what it is asked. */
function browserWithWorkers({ secure = true } = {}) {
  vi.stubEnv('PROD', true);
  const active = { postMessage: vi.fn() };
  const register = vi.fn().mockResolvedValue({});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve({ active }) },
  });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
  window.history.replaceState(null, '', `${ticketPage}?lang=de`);
  return { register, postMessage: active.postMessage };
}

describe('offline tickets', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'isSecureContext');
  });

  test('a ticket page registers the worker for the ticket pages only and asks it to keep this page', async () => {
    const { register, postMessage } = browserWithWorkers();
    await keepTicketOffline();
    expect(register).toHaveBeenCalledWith('/service-worker.js', { scope: '/event/' });
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ keepTicketPage: `${ticketPage}?lang=de`, loaded: expect.any(Array) }),
    );
  });

  test('nothing is registered on an insecure page, inside a frame, or by the development server', async () => {
    const insecure = browserWithWorkers({ secure: false });
    await keepTicketOffline();
    expect(insecure.register).not.toHaveBeenCalled();

    const framed = browserWithWorkers();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    await keepTicketOffline();
    expect(framed.register).not.toHaveBeenCalled();
    vi.restoreAllMocks();

    const development = browserWithWorkers();
    vi.stubEnv('PROD', false);
    await keepTicketOffline();
    expect(development.register).not.toHaveBeenCalled();
  });

  test('a browser that refuses the worker leaves the page as it is', async () => {
    const { register, postMessage } = browserWithWorkers();
    register.mockRejectedValue(new DOMException('refused', 'SecurityError'));
    await expect(keepTicketOffline()).resolves.toBeUndefined();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
