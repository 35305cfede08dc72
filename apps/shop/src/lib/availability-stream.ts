import type { AvailabilityUpdate } from '@shop/contract';
import { availabilityEventName, buildPath, routes } from '@shop/contract/routes';

/**
 * How long the page's own requests must have been over before the stream opens. Headless
 * renderers and crawlers take a page as loaded after 500 ms without a request in flight; a stream
 * open by then would keep them waiting for ever, so it opens only after they have seen that.
 */
export const quietBeforeStreamMs = 1000;

/** `document.prerendering`, which not every browser's typings know yet. */
const prerendering = () => (document as Document & { prerendering?: boolean }).prerendering === true;
const shown = () => document.visibilityState === 'visible' && !prerendering();

/** When the latest of the page's requests so far ended, on `performance.now()`'s clock. */
function lastRequestEnd(): number {
  let last = 0;
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    last = Math.max(last, entry.responseEnd);
  }
  return last;
}

/**
 * Calls `settled` once the page has loaded, drawn a frame, given the browser an idle moment and
 * then made no request for `quietBeforeStreamMs`. Returns the function that cancels the wait.
 */
function afterPageSettles(settled: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let idle: number | undefined;
  const whenQuiet = () => {
    if (cancelled) return;
    const wait = lastRequestEnd() + quietBeforeStreamMs - performance.now();
    if (wait > 0) timer = setTimeout(whenQuiet, wait);
    else settled();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(whenQuiet, { timeout: 2000 });
    else timer = setTimeout(whenQuiet, 0);
  };
  // A frame is drawn before the callback of the frame after; the wait starts once one has been.
  const whenLoaded = () => {
    if (!cancelled) frame = requestAnimationFrame(() => (frame = requestAnimationFrame(whenIdle)));
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenLoaded);
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}

/**
 * Follows an event's availability pushed by the server (only servers that list
 * `liveAvailabilityCapability` offer it). The stream never competes with the page's first screen:
 * it opens once the page has settled (`afterPageSettles`) and is shown, closes while the tab is
 * hidden or the page is only being prerendered, and opens again when it is shown, when the
 * server's first message brings the availability up to date. The browser reconnects by itself
 * after a lost connection; a refusal (the server's stream cap) ends the stream until the page is
 * shown again, and the page keeps its own refresh. Returns the function that closes the stream.
 */
export function followAvailability(eventName: string, onUpdate: (update: AvailabilityUpdate) => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let settled = false;
  let source: EventSource | undefined;
  const open = () => {
    if (source || !settled || !shown()) return;
    source = new EventSource(buildPath(routes.streamAvailability.path, { eventName }));
    source.addEventListener(availabilityEventName, (message) => {
      try {
        onUpdate(JSON.parse((message as MessageEvent<string>).data) as AvailabilityUpdate);
      } catch {
        // A message that does not parse changes nothing on the page.
      }
    });
  };
  const close = () => {
    source?.close();
    source = undefined;
  };
  const follow = () => (shown() ? open() : close());
  document.addEventListener('visibilitychange', follow);
  document.addEventListener('prerenderingchange', follow);
  const cancelWait = afterPageSettles(() => {
    settled = true;
    open();
  });
  return () => {
    cancelWait();
    document.removeEventListener('visibilitychange', follow);
    document.removeEventListener('prerenderingchange', follow);
    close();
  };
}
