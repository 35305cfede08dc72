import { buildPath, matchPath, pagePaths, routes } from '@shop/contract/routes';

/**
 * Which requests the offline-ticket worker answers, and how. A ticket page the buyer opened keeps
 * working without a network; every other page of the shop goes to the network as if no worker
 * were there.
 */
export type OfflineStrategy =
  /** Hashed shell files: their content never changes under a name, so the kept copy is current. */
  | 'cache-first'
  /** The ticket page and its data: fresh while online, the last copy when offline. */
  | 'network-first'
  /** Not the worker's business. */
  | 'network-only';

export interface RequestFacts {
  url: string;
  method: string;
  mode: RequestMode;
  /** The page that asked, as the browser reports it; empty when it does not say. */
  referrer: string;
}

/** Where the ticket pages live: the worker's scope, so no other page is ever under its control. */
export const offlineScope = pagePaths.ticketView.slice(0, pagePaths.ticketView.indexOf('{'));

/** The address the server serves the worker at. */
export const serviceWorkerPath = '/service-worker.js';

/**
 * `origin` is the shop's; `shell` the same-origin paths of the hashed files a ticket page loads,
 * listed by the build.
 */
export function offlineStrategy(request: RequestFacts, origin: string, shell: ReadonlySet<string>): OfflineStrategy {
  if (request.method !== 'GET') return 'network-only';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network-only';
  if (request.mode === 'navigate') return ticketOfPage(url.pathname) ? 'network-first' : 'network-only';
  if (shell.has(url.pathname)) return 'cache-first';
  const page = pageOf(request.referrer, origin);
  const ticket = page ? ticketOfPage(page.pathname) : null;
  if (!ticket) return 'network-only';
  return isTicketData(ticket, url.pathname) ? 'network-first' : 'network-only';
}

export interface TicketOfPage {
  eventShortName: string;
  ticketId: string;
}

/** The ticket shown at `pathname`, or null when it is not a ticket's page. */
export function ticketOfPage(pathname: string): TicketOfPage | null {
  const params = matchPath(pagePaths.ticketView, pathname);
  if (!params?.eventShortName || !params.ticketId) return null;
  return { eventShortName: params.eventShortName, ticketId: params.ticketId };
}

/**
 * What a ticket's page asks the server for beyond its shell: the ticket, its QR code, and what
 * the page reads from the preloads when they are there (the info, the event, the texts).
 */
function isTicketData({ eventShortName, ticketId }: TicketOfPage, pathname: string): boolean {
  const ticket = { eventName: eventShortName, ticketUuid: ticketId };
  return (
    pathname === buildPath(routes.getTicket.path, ticket) ||
    pathname === buildPath(routes.getTicketQrCode.path, ticket) ||
    pathname === routes.getInfo.path ||
    pathname === buildPath(routes.getEvent.path, { eventName: eventShortName }) ||
    matchPath(routes.getBundle.path, pathname) !== null
  );
}

/**
 * What the worker fetches to keep a ticket's page (a same-origin path, with its query): the page,
 * the ticket and its QR code, and of the addresses the page has `loaded` (absolute), the data the
 * page may keep, such as the texts a page without preloaded data asked for. Nothing for any other
 * page. Paths are same-origin, with their query.
 */
export function ticketPageResources(page: string, origin: string, loaded: readonly string[] = []): string[] {
  const url = new URL(page, origin);
  const ticket = ticketOfPage(url.pathname);
  if (!ticket || url.origin !== origin) return [];
  const params = { eventName: ticket.eventShortName, ticketUuid: ticket.ticketId };
  const data = loaded.flatMap((address) => {
    const facts = { url: address, method: 'GET', mode: 'cors', referrer: url.href } as const;
    if (offlineStrategy(facts, origin, new Set()) !== 'network-first') return [];
    const found = new URL(address);
    return [found.pathname + found.search];
  });
  return [
    ...new Set([
      url.pathname + url.search,
      buildPath(routes.getTicket.path, params),
      buildPath(routes.getTicketQrCode.path, params),
      ...data,
    ]),
  ];
}

function pageOf(referrer: string, origin: string): URL | null {
  try {
    const url = new URL(referrer);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}
