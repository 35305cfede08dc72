import { afterEach, describe, expect, test, vi } from 'vitest';
import { notifyParent } from '../../src/lib/embedding.ts';

const message = { status: 'COMPLETE' as const, id: 'e1b2c3d4' };

/** Pretends the shop runs in a frame whose parent records what it receives. */
function framed() {
  const postMessage = vi.fn();
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
  return postMessage;
}

describe('parent-page notification', () => {
  afterEach(() => vi.restoreAllMocks());

  test('posts only to the configured origin', () => {
    const postMessage = framed();

    expect(notifyParent({ enabled: true, notificationOrigin: 'https://organizer.example/tickets' }, message)).toBe(
      true,
    );
    expect(postMessage).toHaveBeenCalledWith(message, 'https://organizer.example');
  });

  test('never posts to "*", to a missing origin, when disabled, or outside a frame', () => {
    const postMessage = framed();

    notifyParent({ enabled: true, notificationOrigin: '*' }, message);
    notifyParent({ enabled: true, notificationOrigin: '' }, message);
    notifyParent({ enabled: false, notificationOrigin: 'https://organizer.example' }, message);
    notifyParent(null, message);
    vi.restoreAllMocks();
    expect(notifyParent({ enabled: true, notificationOrigin: 'https://organizer.example' }, message)).toBe(false);

    expect(postMessage).not.toHaveBeenCalled();
  });
});
