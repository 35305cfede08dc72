import { buildPath, pagePaths } from '@shop/contract/routes';
import type { Database, Queryable } from '../../db/database.ts';
import { formatDate } from '../../lib/date-format.ts';
import { intoWorkingTime } from '../../lib/working-time.ts';
import { eventLanguage } from '../../lib/event-texts.ts';
import { bundleFor } from '../../messages/index.ts';
import { emailTexts } from '../../messages/texts/email-texts.ts';
import { fill } from '../../messages/texts/fill.ts';
import { waitingListTexts } from '../../messages/texts/waiting-list-texts.ts';
import { enqueueEmail } from '../outbox/outbox-repository.ts';
import { renderEmail } from '../email-template/email-layout.ts';
import { brandOf, wordingOf } from '../email-template/email-wording.ts';
import { emailLinkTexts } from '../../messages/texts/email-link-texts.ts';
import { readSettings } from '../settings/scoped-settings.ts';
import { sweepExpiredReservations } from '../reservation/hold/expiry-sweep.ts';
import {
  hasSeatsKeptForWaitingList,
  lockSeatsKeptForWaitingList,
  putKeptSeatsOnSale,
} from '../reservation/hold/hold-repository.ts';
import { claimHoldInTransaction } from '../reservation/hold/inventory-claim.ts';
import { priceOf, vatStatusOf } from '../reservation/pricing/item-price.ts';
import { saveReservationOwner } from '../reservation/status/reservation-repository.ts';
import { availableTickets, maxPerReservation } from '../event-page/category-rules.ts';
import {
  countTickets,
  findCategories,
  findVisibleEvent,
  type CategoryRow,
  type EventRow,
} from '../event-page/event-repository.ts';
import {
  findEventsWithQueue,
  findWaitingEntries,
  hasQueue,
  lockOffersOf,
  markOffered,
  settleOpenOffers,
  ticketsHeldBy,
  type QueuedEntry,
} from './offer-repository.ts';

/**
 * Seats that come back go to the waiting list before anyone else: for each free seat, the first
 * entry still waiting (for that seat's category, or for any) gets a reservation held for them and
 * an e-mail with its link. The hold lasts the organizer's WAITING_QUEUE_RESERVATION_TIMEOUT (hours,
 * 4 by default, as in alf.io), its end moved into working time (`intoWorkingTime`, as alf.io
 * does); when it ends unanswered, the expiry sweep releases the seat, the
 * entry reads EXPIRED and the next run offers the seat to the next entry.
 *
 * One event's offers run one at a time across every process (an advisory lock held for the whole
 * transaction), so a seat and an entry are offered once however many processes run this.
 */

export const OFFER_TIMEOUT_HOURS = 4;
/**
 * A pre-sale's offers are made this long before the sale opens, so that the people who signed up
 * hold their seats before the first buyer arrives (alf.io runs its pre-sale offers as early).
 */
export const PRE_SALE_LEAD_MS = 5 * 60 * 1000;

const OFFER_SETTING_KEYS = [
  'ENABLE_WAITING_QUEUE',
  'ENABLE_PRE_REGISTRATION',
  'WAITING_QUEUE_RESERVATION_TIMEOUT',
  'MAX_AMOUNT_OF_TICKETS_BY_RESERVATION',
] as const;

/** The hours an offer is held: a positive number of hours, else the default. */
export function offerHours(text: string | null): number {
  const hours = /^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(text ?? '') ? Number(text) : Number.NaN;
  return hours > 0 ? hours : OFFER_TIMEOUT_HOURS;
}

/**
 * Offers the free seats of the event `shortName` to its waiting list; resolves to the number of
 * offers made. Any module may call it once seats came back; the sweep calls it for every event
 * with a queue.
 */
export async function offerFreedSeats(db: Database, shortName: string, baseUrl: string): Promise<number> {
  const event = await findVisibleEvent(db, shortName);
  if (!event) return 0;
  const queued = await hasQueue(db, event.id);
  if (!queued && !(await hasSeatsKeptForWaitingList(db, event.id))) return 0;
  // Holds that ran out give their seats back first, and mark their offers EXPIRED.
  if (queued) await sweepExpiredReservations(db);
  return db.transaction(async (tx) => {
    await lockOffersOf(tx, event.id);
    // Seats freed while people waited are kept for them (RELEASED, migration 022): locked here,
    // those this run cannot offer go on sale at its end, and seats freed meanwhile start a run of
    // their own.
    const kept = await lockSeatsKeptForWaitingList(tx, event.id);
    let offered = 0;
    if (queued) {
      await settleOpenOffers(tx, event.id);
      // Read again under the lock: the clock and the stock of this run.
      const current = await findVisibleEvent(tx, shortName);
      if (current) offered = await offerInLock(tx, current, kept, baseUrl);
    }
    await putKeptSeatsOnSale(
      tx,
      kept.map((seat) => seat.id),
    );
    return offered;
  });
}

/** Every event with a queue, one after the other; resolves to the offers made. */
export async function offerFreedSeatsEverywhere(db: Database, baseUrl: string): Promise<number> {
  let offered = 0;
  for (const event of await findEventsWithQueue(db)) offered += await offerFreedSeats(db, event.shortName, baseUrl);
  return offered;
}

async function offerInLock(
  tx: Queryable,
  event: EventRow,
  kept: { categoryId: number | null }[],
  baseUrl: string,
): Promise<number> {
  const settings = await readSettings(
    tx,
    { organizationId: event.organizationId, eventId: event.id },
    OFFER_SETTING_KEYS,
  );
  if (!settings.flag('ENABLE_WAITING_QUEUE', false) && !settings.flag('ENABLE_PRE_REGISTRATION', false)) return 0;
  const opensBy = event.now.getTime() + PRE_SALE_LEAD_MS;
  const open = (await findCategories(tx, event.id)).filter(
    (category) =>
      !category.accessRestricted &&
      category.inception.getTime() <= opensBy &&
      event.now.getTime() < category.expiration.getTime(),
  );
  if (open.length === 0) return 0;
  const counts = await countTickets(tx, event.id);
  const keptIn = (categoryId: number | null) => kept.filter((seat) => seat.categoryId === categoryId).length;
  // The unbounded categories share the event's pool: one counter for all of them.
  const free = new Map(
    open.map((category) => [
      category.id,
      availableTickets(category, counts) + (category.bounded ? keptIn(category.id) : 0),
    ]),
  );
  let pool = counts.freeInPool + keptIn(null);
  const freeIn = (category: CategoryRow) => (category.bounded ? (free.get(category.id) ?? 0) : pool);
  const take = (category: CategoryRow) => {
    if (category.bounded) free.set(category.id, freeIn(category) - 1);
    else pool--;
  };
  const hours = offerHours(settings.text('WAITING_QUEUE_RESERVATION_TIMEOUT'));
  const deadline = intoWorkingTime(new Date(event.now.getTime() + hours * 3_600_000), event.timeZone);
  const holdMinutes = (deadline.getTime() - event.now.getTime()) / 60_000;

  let offered = 0;
  for (const entry of await findWaitingEntries(tx, event.id)) {
    const chosen = open.find((category) => category.id === entry.selectedCategoryId);
    const candidates = (chosen ? [chosen] : open).filter((category) => freeIn(category) > 0);
    if (candidates.length === 0) continue;
    for (const category of candidates) {
      if ((await ticketsHeldBy(tx, event.id, entry.email)) >= maxPerReservation(category, settings)) break;
      const held = await holdFor(tx, event, category, entry, holdMinutes);
      take(category);
      if (!held) continue;
      await markOffered(tx, entry.id, held.reservationId);
      await queueOfferEmail(tx, event, entry, held, baseUrl);
      offered++;
      break;
    }
  }
  return offered;
}

async function holdFor(
  tx: Queryable,
  event: EventRow,
  category: CategoryRow,
  entry: QueuedEntry,
  holdMinutes: number,
): Promise<{ reservationId: string; validity: Date } | null> {
  const vat = category.taxFree ? '0' : event.vat;
  const price = priceOf(category.priceCents, 0, vat, event.vatIncluded);
  const held = await claimHoldInTransaction(tx, {
    eventId: event.id,
    language: eventLanguage(entry.language, event.contentLanguages),
    holdMinutes,
    currency: event.currency,
    vatStatus: vatStatusOf(event.currency, event.vat, event.vatIncluded),
    vatPercent: event.currency === null ? null : event.vat,
    userId: null,
    tickets: [
      {
        categoryId: category.id,
        bounded: category.bounded,
        quantity: 1,
        price,
        vatStatus: vatStatusOf(event.currency, event.vat, event.vatIncluded, category.taxFree),
        specialPriceId: null,
      },
    ],
    totals: price,
  });
  if (!held) return null;
  await saveReservationOwner(
    tx,
    held.reservationId,
    { firstName: entry.firstName, lastName: entry.lastName, email: entry.email, language: null },
    {},
  );
  return held;
}

async function queueOfferEmail(
  tx: Queryable,
  event: EventRow,
  entry: QueuedEntry,
  held: { reservationId: string; validity: Date },
  baseUrl: string,
): Promise<void> {
  const lang = entry.language;
  const texts = waitingListTexts(lang);
  const common = emailTexts(lang);
  const path = buildPath(pagePaths.eventReservation, {
    eventShortName: event.shortName,
    reservationId: held.reservationId,
  });
  const values = {
    title: event.displayName,
    // The reservation's bare address: the server sends it on to the step the reservation is at.
    link: `${baseUrl}${path}?lang=${lang}`,
    deadline: formatDate(
      held.validity,
      bundleFor(lang)['datetime.pattern'] ?? 'd MMM yyyy, HH:mm',
      event.timeZone,
      lang,
    ),
  };
  const fullName = entry.fullName || [entry.firstName, entry.lastName].filter(Boolean).join(' ');
  const scope = { organizationId: event.organizationId, eventId: event.id, subscriptionDescriptorId: null };
  const wording = await wordingOf(
    tx,
    scope,
    'WAITING_QUEUE_RESERVATION_EMAIL',
    lang,
    {
      fullName,
      eventName: values.title,
      deadline: values.deadline,
      reservationUrl: values.link,
      organizationName: event.organizationName,
      organizationEmail: event.organizationEmail,
    },
    {
      subject: fill(texts.subjectOffer, values),
      lines: [fill(common.greeting, { name: fullName }), '', fill(texts.offer, values)],
    },
  );
  const email = renderEmail({
    lang,
    subject: wording.subject,
    brand: await brandOf(tx, scope, baseUrl, lang),
    blocks: [
      ...wording.lines,
      '',
      {
        href: values.link,
        label: fill(emailLinkTexts(lang).completeReservation, { title: values.title }),
        line: fill(texts.offerLink, values),
      },
      '',
      texts.offerLapse,
      '',
      fill(common.questions, { organizer: event.organizationName, email: event.organizationEmail }),
    ],
  });
  await enqueueEmail(tx, {
    purchaseContextType: 'event',
    eventId: event.id,
    subscriptionDescriptorId: null,
    reservationId: held.reservationId,
    recipient: entry.email,
    ...email,
    attachments: [],
  });
}
