import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { followAvailability, quietBeforeStreamMs } from '../../src/lib/availability-stream.ts';

/** The browser's EventSource as the stream module uses it. */
class FakeEventSource {
  static made: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
}
const openStreams = () => FakeEventSource.made.filter((source) => !source.closed);

/** The page's state as the browser reports it; each test sets what it needs. */
const page = {
  readyState: 'complete' as DocumentReadyState,
  visibilityState: 'visible' as DocumentVisibilityState,
  prerendering: false,
  lastRequestEnd: 0,
};
function show(visibility: DocumentVisibilityState) {
  page.visibilityState = visibility;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the availability stream', () => {
  beforeEach(() => {
    FakeEventSource.made = [];
    Object.assign(page, { readyState: 'complete', visibilityState: 'visible', prerendering: false, lastRequestEnd: 0 });
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
      ],
    });
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => page.readyState);
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => page.visibilityState);
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => page.prerendering });
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(() =>
      page.lastRequestEnd > 0 ? [{ responseEnd: page.lastRequestEnd } as PerformanceResourceTiming] : [],
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'prerendering');
  });

  test('opens only once the page has loaded and painted, and no request has been made for a while', async () => {
    page.readyState = 'loading';
    const stop = followAvailability('demo', () => undefined);
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeEventSource.made).toEqual([]);

    page.readyState = 'complete';
    page.lastRequestEnd = performance.now();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(quietBeforeStreamMs / 2);
    expect(FakeEventSource.made).toEqual([]);

    await vi.advanceTimersByTimeAsync(quietBeforeStreamMs);
    expect(openStreams().map((source) => source.url)).toEqual(['/api/v2/public/event/demo/availability-stream']);
    stop();
  });

  test('a request finishing while it waits puts the opening off until the page is quiet again', async () => {
    const stop = followAvailability('demo', () => undefined);
    await vi.advanceTimersByTimeAsync(quietBeforeStreamMs - 100);
    page.lastRequestEnd = performance.now();
    await vi.advanceTimersByTimeAsync(quietBeforeStreamMs - 100);
    expect(FakeEventSource.made).toEqual([]);

    await vi.advanceTimersByTimeAsync(quietBeforeStreamMs);
    expect(openStreams()).toHaveLength(1);
    stop();
  });

  test('closes while the tab is hidden and opens again when it is shown', async () => {
    const stop = followAvailability('demo', () => undefined);
    await vi.advanceTimersByTimeAsync(quietBeforeStreamMs * 3);
    expect(openStreams()).toHaveLength(1);

    show('hidden');
    expect(openStreams()).toEqual([]);

    show('visible');
    expect(openStreams()).toHaveLength(1);
    expect(FakeEventSource.made).toHaveLength(2);
    stop();
  });

  test('a page opened in a hidden tab opens no stream until it is shown', async () => {
    page.visibilityState = 'hidden';
    const stop = followAvailability('demo', () => undefined);
    await vi.advanceTimersByTimeAsync(quietBeforeStreamMs * 10);
    expect(FakeEventSource.made).toEqual([]);

    show('visible');
    await vi.advanceTimersByTimeAsync(quietBeforeStreamMs * 3);
    expect(openStreams()).toHaveLength(1);
    stop();
  });

  test('a prerendered page opens no stream until the visitor activates it', async () => {
    page.prerendering = true;
    const stop = followAvailability('demo', () => undefined);
    await vi.advanceTimersByTimeAsync(quietBeforeStreamMs * 10);
    expect(FakeEventSource.made).toEqual([]);

    page.prerendering = false;
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(openStreams()).toHaveLength(1);
    stop();
  });

  test('stopping closes the stream, before or after it opened, and the tab shown again opens none', async () => {
    const early = followAvailability('demo', () => undefined);
    early();
    await vi.advanceTimersByTimeAsync(quietBeforeStreamMs * 3);
    expect(FakeEventSource.made).toEqual([]);

    const late = followAvailability('demo', () => undefined);
    await vi.advanceTimersByTimeAsync(quietBeforeStreamMs * 3);
    late();
    show('hidden');
    show('visible');
    expect(openStreams()).toEqual([]);
  });
});
