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
