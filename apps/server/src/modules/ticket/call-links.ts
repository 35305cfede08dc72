import type { TicketRecord } from './ticket-repository.ts';

/**
 * The links to an online event's virtual room. The organizer sets them in the metadata of the
 * category or of the event (`onlineConfiguration.callLinks`: `link`, `validFrom`, `validTo`); a
 * category that has its own replaces the event's.
 */
export interface CallLink {
  link: string;
  validFrom: Date;
  validTo: Date;
}

/**
 * Whether the ticket is for the online part, with nothing to show at a door (no wallet pass, a
 * call link instead): every ticket of an online event, and those of a hybrid event whose category
 * says online. The shop reads the same rule from the event's format and the category.
 */
export function isOnlineTicket(ticket: Pick<TicketRecord, 'categoryAccessType' | 'eventFormat'>): boolean {
  return ticket.eventFormat === 'ONLINE' || (ticket.eventFormat === 'HYBRID' && ticket.categoryAccessType === 'ONLINE');
}

export function callLinksOf(ticket: Pick<TicketRecord, 'categoryMetadata' | 'eventMetadata'>): CallLink[] {
  const ofCategory = parseCallLinks(ticket.categoryMetadata);
  return ofCategory.length > 0 ? ofCategory : parseCallLinks(ticket.eventMetadata);
}

/** The first link still to come or open at `now`, in the order the organizer listed them. */
export function nextCallLink(links: readonly CallLink[], now: Date): CallLink | null {
  return links.find((link) => link.validTo.getTime() >= now.getTime()) ?? null;
}

/** The first link open at `now`. */
export function openCallLink(links: readonly CallLink[], now: Date): CallLink | null {
  return (
    links.find((link) => link.validFrom.getTime() <= now.getTime() && now.getTime() <= link.validTo.getTime()) ?? null
  );
}

/** Entries without a link or with unreadable dates are left out. */
function parseCallLinks(metadata: Record<string, unknown> | null): CallLink[] {
  const configuration = metadata?.onlineConfiguration;
  if (!configuration || typeof configuration !== 'object') return [];
  const links = (configuration as { callLinks?: unknown }).callLinks;
  if (!Array.isArray(links)) return [];
  return links.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { link, validFrom, validTo } = entry as Record<string, unknown>;
    if (typeof link !== 'string' || !/^https?:\/\//i.test(link)) return [];
    const from = new Date(typeof validFrom === 'string' || typeof validFrom === 'number' ? validFrom : NaN);
    const to = new Date(typeof validTo === 'string' || typeof validTo === 'number' ? validTo : NaN);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return [];
    return [{ link, validFrom: from, validTo: to }];
  });
}
