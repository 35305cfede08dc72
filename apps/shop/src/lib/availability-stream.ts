import type { AvailabilityUpdate } from '@shop/contract';
import { availabilityEventName, buildPath, routes } from '@shop/contract/routes';

/**
 * Follows an event's availability pushed by the server (only servers that list
 * `liveAvailabilityCapability` offer it). The browser reconnects by itself after a lost
 * connection; a refusal (the server's stream cap) ends the stream for good, and the page keeps its
 * own refresh. Returns the function that closes the stream.
 */
export function followAvailability(eventName: string, onUpdate: (update: AvailabilityUpdate) => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(buildPath(routes.streamAvailability.path, { eventName }));
  source.addEventListener(availabilityEventName, (message) => {
    try {
      onUpdate(JSON.parse((message as MessageEvent<string>).data) as AvailabilityUpdate);
    } catch {
      // A message that does not parse changes nothing on the page.
    }
  });
  return () => source.close();
}
