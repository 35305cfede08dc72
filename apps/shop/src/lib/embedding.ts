import type { EmbeddingConfiguration, ReservationStatus } from '@shop/contract';

/** What an embedded shop tells its parent page, at the origin the event's `EmbeddingConfiguration` names, about a reservation. */
export interface ParentMessage {
  status: ReservationStatus;
  id: string;
  /** Payment errors only; HTTP errors as `"{message} ({status})"`. */
  error?: string;
}

export function isEmbedded(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/**
 * Tells the parent page, and only at the configured origin: a message to `*` would hand
 * reservation ids to whatever page framed the shop. Returns whether a message was posted.
 */
export function notifyParent(
  configuration: EmbeddingConfiguration | null | undefined,
  message: ParentMessage,
): boolean {
  if (!configuration?.enabled || !isEmbedded()) return false;
  const origin = allowedOrigin(configuration.notificationOrigin);
  if (!origin) return false;
  window.parent.postMessage(message, origin);
  return true;
}

function allowedOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Tells the embedding page how tall the shop's content is, in CSS pixels, so it can size the frame. */
export interface HeightMessage {
  type: 'height';
  height: number;
}

/**
 * The one origin the shop's height may go to, or null (never `*`). On an event or subscription
 * whose notifications are on, the origin it names, like its status messages. Elsewhere (the
 * catalogue, or notifications off) the parent's own origin, provided the server lets that origin
 * frame the shop or it is the shop's own, which can read the frame anyway. `embedAllowedOrigins`
 * is what the server's info lists; a server that lists none allows only the named origin.
 */
export function heightTarget(
  configuration: EmbeddingConfiguration | null,
  embedAllowedOrigins: readonly string[],
): string | null {
  if (!isEmbedded()) return null;
  if (configuration?.enabled) return allowedOrigin(configuration.notificationOrigin);
  const parent = parentOrigin();
  if (!parent) return null;
  if (parent === window.location.origin) return parent;
  return embedAllowedOrigins.some((origin) => allowedOrigin(origin) === parent) ? parent : null;
}

/**
 * Posts the content height to the parent at `targetOrigin` now and whenever it changes, at most
 * once per animation frame. Returns the function that stops it.
 */
export function reportHeight(targetOrigin: string): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const root = document.documentElement;
  let pending = 0;
  let lastHeight = -1;
  const post = () => {
    pending = 0;
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    const message: HeightMessage = { type: 'height', height };
    window.parent.postMessage(message, targetOrigin);
  };
  const observer = new ResizeObserver(() => {
    if (!pending) pending = requestAnimationFrame(post);
  });
  observer.observe(root);
  return () => {
    observer.disconnect();
    if (pending) cancelAnimationFrame(pending);
  };
}

/**
 * The framing page's origin: Chromium and Safari name it in `ancestorOrigins`; elsewhere the
 * referrer of the first page loaded in the frame is the page that framed it.
 */
function parentOrigin(): string | null {
  const ancestors = (window.location as Partial<Location>).ancestorOrigins;
  const candidate = ancestors && ancestors.length > 0 ? ancestors[0] : document.referrer;
  return candidate ? allowedOrigin(candidate) : null;
}
