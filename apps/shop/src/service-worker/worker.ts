import { offlineStrategy, ticketOfPage, ticketPageResources } from './offline-policy.ts';

/**
 * The offline-ticket worker: keeps the ticket pages a buyer opened, with their shell, their data
 * and their QR code, so they open without a network. `lib/offline-ticket.ts` registers it, with
 * the ticket pages' folder as its scope, and asks it to keep the page, from a ticket page only.
 */

/** Set by the worker's build: a digest of the shop's build, and the hashed files a ticket page loads. */
declare const __SHOP_BUILD__: string;
declare const __TICKET_SHELL__: readonly string[];

// The worker's own global scope, typed here: the shop's compiler knows the window's only.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { url: string }[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;
const PREFIX = 'offline-tickets-';
const cacheName = `${PREFIX}${__SHOP_BUILD__}`;
const shell = new Set(__TICKET_SHELL__);
const origin = worker.location.origin;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll([...shell]))
      .then(() => worker.skipWaiting()),
  );
});

// The ticket pages kept by the previous build are fetched again with this build's shell, then the
// old caches go.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== cacheName);
      const kept = await Promise.all(old.map(async (name) => (await caches.open(name)).keys()));
      const pages = new Set(
        kept
          .flat()
          .map((request) => new URL(request.url))
          .filter((url) => ticketOfPage(url.pathname))
          .map((url) => url.pathname + url.search),
      );
      await Promise.all([...pages].map((page) => keepTicketPage(page, [])));
      await Promise.all(old.map((name) => caches.delete(name)));
    })(),
  );
});

// A ticket page asks to be kept, whether it was loaded or reached inside the shop (the browser
// knows a page by the address it was loaded at). It is taken over only once kept, so a page under
// the worker's control is one that opens offline.
worker.addEventListener('message', (event) => {
  const { keepTicketPage: page, loaded } = (event.data ?? {}) as { keepTicketPage?: unknown; loaded?: unknown };
  if (typeof page !== 'string') return;
  const addresses = Array.isArray(loaded) ? loaded.filter((address) => typeof address === 'string') : [];
  event.waitUntil(keepTicketPage(page, addresses).then(() => worker.clients.claim()));
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = offlineStrategy(request, origin, shell);
  if (strategy === 'cache-first') event.respondWith(cacheFirst(request));
  else if (strategy === 'network-first') event.respondWith(networkFirst(request));
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Only answers the server gave in full are kept: an error must not replace the last good copy. */
async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    else if (response.status === 404) await cache.delete(request);
    return response;
  } catch (error) {
    // The server's answers vary by encoding and language; offline, the last copy is the answer.
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function keepTicketPage(page: string, loaded: readonly string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    ticketPageResources(page, origin, loaded).map(async (path) => {
      try {
        const response = await fetch(path, { credentials: 'same-origin' });
        if (response.ok) await cache.put(path, response);
      } catch {
        // Offline: whatever copy there is stays.
      }
    }),
  );
}
