import { afterEach, describe, expect, test, vi } from 'vitest';
import { heightTarget, notifyParent, reportHeight } from '../../src/lib/embedding.ts';

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

/** A ResizeObserver and animation frames the test drives by hand, and a page height it sets. */
function controlledLayout() {
  const observers: (() => void)[] = [];
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.callback), 1);
      }
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  let height = 0;
  vi.spyOn(document.documentElement, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
  return {
    resize(to: number) {
      height = to;
      observers.forEach((observe) => observe());
    },
    nextFrame() {
      frames.splice(0).forEach((frame) => frame(0));
    },
  };
}

function framedBy(referrer: string) {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  return framed();
}

describe('the height told to an embedding page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  test('goes to the origin the event names when its notifications are on, whoever framed it', () => {
    framedBy('https://partner.example/');
    const target = heightTarget({ enabled: true, notificationOrigin: 'https://organizer.example/tickets' }, [
      'https://partner.example',
    ]);
    expect(target).toBe('https://organizer.example');
  });

  test('goes to the framing page only when the server lets its origin frame the shop', () => {
    framedBy('https://organizer.example/our-events');
    expect(heightTarget(null, ['https://organizer.example'])).toBe('https://organizer.example');
    expect(heightTarget(null, [])).toBeNull();
    expect(heightTarget({ enabled: false, notificationOrigin: '' }, ['https://partner.example'])).toBeNull();
    vi.restoreAllMocks();
    framedBy('https://stranger.example/');
    expect(heightTarget(null, ['https://organizer.example'])).toBeNull();
  });

  test('is never sent outside a frame', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://organizer.example/');
    expect(heightTarget(null, ['https://organizer.example'])).toBeNull();
    expect(heightTarget({ enabled: true, notificationOrigin: 'https://organizer.example' }, [])).toBeNull();
  });

  test('is posted to that origin once per animation frame, and only when it changed', () => {
    const postMessage = framed();
    const layout = controlledLayout();
    const stop = reportHeight('https://organizer.example');

    layout.resize(700);
    layout.resize(812.4);
    layout.nextFrame();
    expect(postMessage.mock.calls).toEqual([[{ type: 'height', height: 813 }, 'https://organizer.example']]);

    layout.resize(813);
    layout.nextFrame();
    layout.resize(400);
    layout.nextFrame();
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'height', height: 400 }, 'https://organizer.example');
    expect(postMessage).toHaveBeenCalledTimes(2);

    stop();
    layout.resize(900);
    layout.nextFrame();
    expect(postMessage).toHaveBeenCalledTimes(2);
  });
});
