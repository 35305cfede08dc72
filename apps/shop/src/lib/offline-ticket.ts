import { offlineScope, serviceWorkerPath } from '../service-worker/offline-policy.ts';
import { isEmbedded } from './embedding.ts';

/**
 * Keeps the ticket page on screen available without a network, through the offline-ticket
 * worker. Only a built shop registers it (the development server has no worker), only on a secure
 * page, and never inside another site's frame, where its storage would belong to that site.
 * Resolves once the page was handed to the worker, or at once when it is not registered.
 */
export async function keepTicketOffline(): Promise<void> {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator) || isEmbedded()) return;
  const page = window.location.pathname + window.location.search;
  // A browser that refuses (private mode, storage full) leaves the page as it is online.
  await navigator.serviceWorker
    .register(serviceWorkerPath, { scope: offlineScope })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ keepTicketPage: page, loaded: loadedAddresses() }))
    .catch(() => undefined);
}

/** What the page has fetched so far: the worker keeps, of these, the data a ticket page may keep. */
function loadedAddresses(): string[] {
  return performance.getEntriesByType('resource').map((entry) => entry.name);
}
