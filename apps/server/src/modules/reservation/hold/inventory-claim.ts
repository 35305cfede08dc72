import type { Database, Queryable } from '../../../db/database.ts';
import { sweepExpiredReservations } from './expiry-sweep.ts';
import type { PriceParts, VatStatus } from '../pricing/item-price.ts';
import { createAndClaimStatement, liveReservation } from '../status/reservation-repository.ts';

/**
 * The guarantee "a ticket is sold once". Every saleable ticket is a row. A reservation is created
 * together with its claim, in one transaction: `SELECT … FOR UPDATE SKIP LOCKED LIMIT n` locks n
 * FREE rows, which become PENDING rows of the new reservation. Two buyers, in one process or in
 * many sharing the database, never get the same row: a row another transaction has locked is
 * skipped, and a row it has claimed no longer reads as FREE. If fewer than n rows can be locked,
 * nothing of the reservation is created.
 *
 * The same transaction keeps the other limits of a reservation: the usage limit of a promo code
 * and the stock of additional services are counted while their row is locked, so concurrent
 * reservations take turns there; a special-price token is spent only if it is still FREE.
 */

export interface TicketRequest {
  categoryId: number;
  /** A bounded category owns its rows; an unbounded one takes rows of the event's shared pool and binds them. */
  bounded: boolean;
  quantity: number;
  /** Price of each ticket of this request. */
  price: PriceParts;
  vatStatus: VatStatus;
  /** A single-use token spent on this (single) ticket. */
  specialPriceId: number | null;
}

export interface AdditionalServiceItemRequest {
  additionalServiceId: number;
  /** The service's whole stock, -1 unlimited. */
  availableQuantity: number;
  /** One entry per item. */
  prices: PriceParts[];
  /** One item per ticket of the reservation, each linked to its ticket (mandatory per-ticket supplements). */
  perTicket: boolean;
}

export interface CodeLimit {
  promoCodeId: number;
  maxUsage: number;
  /** Categories whose tickets count against the limit; empty: all. */
  categoryIds: number[];
  /** Tickets of this reservation that count. */
  requested: number;
}

export interface InventoryClaim {
  eventId: number;
  /** One of the event's languages. */
  language: string;
  /** Minutes the hold lasts, possibly a fraction (setting RESERVATION_TIMEOUT). */
  holdMinutes: number;
  currency: string | null;
  vatStatus: VatStatus;
  vatPercent: string | null;
  /** The code the reservation was priced with (typed, or a dynamic one applied automatically). */
  promoCodeId: number | null;
  userId: number | null;
  tickets: TicketRequest[];
  items: AdditionalServiceItemRequest[];
  codeLimit: CodeLimit | null;
  /** Order totals (tickets, items, and a per-reservation discount). */
  totals: PriceParts;
}

export type RefusalCode =
  'error.STEP_1_NOT_ENOUGH_TICKETS' | 'error.STEP2_DISCOUNT_CODE_USAGE_EXCEEDED' | 'error.STEP_1_CODE_NOT_FOUND';

export type InventoryClaimOutcome =
  { ok: true; reservationId: string; validity: Date } | { ok: false; code: RefusalCode };

class Refusal extends Error {
  constructor(readonly code: RefusalCode) {
    super(code);
  }
}

/**
 * Tickets whose hold ran out are for sale again at once, not only after the next sweep: a claim
 * that finds too few FREE rows releases the expired holds and tries once more.
 */
export async function claimInventory(db: Database, request: InventoryClaim): Promise<InventoryClaimOutcome> {
  const outcome = await claimOnce(db, request);
  if (outcome.ok || outcome.code !== 'error.STEP_1_NOT_ENOUGH_TICKETS') return outcome;
  return (await sweepExpiredReservations(db)) > 0 ? claimOnce(db, request) : outcome;
}

async function claimOnce(db: Database, request: InventoryClaim): Promise<InventoryClaimOutcome> {
  // Categories in id order: a fixed order is the habit that keeps lock waits free of cycles.
  const [first, ...others] = [...request.tickets].sort((a, b) => a.categoryId - b.categoryId);
  if (!first) throw new Error('a reservation needs tickets');

  // The common case, tickets of one category and nothing else to count, is a single statement,
  // which PostgreSQL runs as a transaction of its own: one round trip on an on-sale rush.
  if (others.length === 0 && request.items.length === 0 && !request.codeLimit && first.specialPriceId === null) {
    const created = await createAndClaim(db, request, first);
    return created
      ? { ok: true, reservationId: created.id, validity: created.validity }
      : { ok: false, code: 'error.STEP_1_NOT_ENOUGH_TICKETS' };
  }

  try {
    return await db.transaction(async (tx) => {
      if (request.codeLimit) await checkCodeLimit(tx, request.codeLimit);
      for (const ticket of request.tickets) {
        if (ticket.specialPriceId !== null) await spendSpecialPrice(tx, ticket.specialPriceId);
      }
      const created = await createAndClaim(tx, request, first);
      if (!created) throw new Refusal('error.STEP_1_NOT_ENOUGH_TICKETS');
      const ticketIds = [...created.ticketIds];
      for (const ticket of others) {
        const claimed = await claimTickets(tx, created.id, request, ticket);
        if (claimed.length < ticket.quantity) throw new Refusal('error.STEP_1_NOT_ENOUGH_TICKETS');
        ticketIds.push(...claimed);
      }
      for (const item of [...request.items].sort((a, b) => a.additionalServiceId - b.additionalServiceId)) {
        await addItems(tx, created.id, request.currency, item, ticketIds);
      }
      return { ok: true as const, reservationId: created.id, validity: created.validity };
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code };
    throw error;
  }
}

/**
 * A hold of one category's tickets for the waiting list, without codes or items, created in the
 * caller's transaction: the waiting list decides under a lock of its own whom freed seats go to,
 * and the hold must exist when that lock is released. It takes the seats kept for the waiting
 * list (RELEASED) first, then FREE ones. Resolves to null when too few tickets are left.
 */
export async function claimHoldInTransaction(
  tx: Queryable,
  request: Omit<InventoryClaim, 'items' | 'codeLimit' | 'promoCodeId'> & { tickets: [TicketRequest] },
): Promise<{ reservationId: string; validity: Date } | null> {
  const created = await createAndClaim(
    tx,
    { ...request, items: [], codeLimit: null, promoCodeId: null },
    request.tickets[0],
    'waiting-list',
  );
  return created ? { reservationId: created.id, validity: created.validity } : null;
}

/**
 * FOR NO KEY UPDATE: concurrent reservations with the same code queue here and each counts what
 * the previous ones committed, while reservations merely referencing the code (a foreign key
 * takes KEY SHARE) are not held up.
 */
async function checkCodeLimit(tx: Queryable, limit: CodeLimit): Promise<void> {
  await tx.query('SELECT id FROM promo_code WHERE id = $1 FOR NO KEY UPDATE', [limit.promoCodeId]);
  const used = await countPromoCodeUsage(tx, limit.promoCodeId, limit.categoryIds);
  if (used + limit.requested > limit.maxUsage) throw new Refusal('error.STEP2_DISCOUNT_CODE_USAGE_EXCEEDED');
}

/** Tickets sold or held with the code in `categoryIds` (empty: all); expired holds no longer count. */
export async function countPromoCodeUsage(
  q: Queryable,
  promoCodeId: number,
  categoryIds: readonly number[],
): Promise<number> {
  const [row] = await q.query<{ used: number }>(
    `SELECT count(*)::int AS used
     FROM ticket t JOIN reservation r ON r.id = t.reservation_id
     WHERE r.promo_code_id = $1 AND t.status IN ('PENDING', 'TO_BE_PAID', 'ACQUIRED', 'CHECKED_IN') AND ${liveReservation('r')}
       AND (cardinality($2::integer[]) = 0 OR t.category_id = ANY($2::integer[]))`,
    [promoCodeId, categoryIds],
  );
  return row?.used ?? 0;
}

/** The row lock of the UPDATE makes a second spender wait, then find the token no longer FREE. */
async function spendSpecialPrice(tx: Queryable, specialPriceId: number): Promise<void> {
  const spent = await tx.query(
    "UPDATE special_price SET status = 'PENDING' WHERE id = $1 AND status = 'FREE' RETURNING id",
    [specialPriceId],
  );
  if (spent.length === 0) throw new Refusal('error.STEP_1_CODE_NOT_FOUND');
}

/**
 * The FREE rows a claim may take: a bounded category's own, or the event's shared pool, lowest
 * ids first. The category is matched by a range rather than `=`, and the order names it: then
 * only the partial index `ticket_free (event_id, category_id, id) WHERE status = 'FREE'` yields
 * that order, and a claim reads a few index entries. With `=` PostgreSQL may walk the primary
 * key from the lowest id instead, stepping over every ticket already sold, a cost that grows
 * with the sale (measured: 1 ms per claim after 4,000 sold).
 */
const claimable = (pool: boolean) => `SELECT id FROM ticket
    WHERE event_id = $1 AND ${pool ? 'category_id IS NULL' : 'category_id >= $2 AND category_id <= $2'} AND status = 'FREE'
    ORDER BY category_id, id
    LIMIT $3
    FOR UPDATE SKIP LOCKED`;

/** The rows an offer to the waiting list may take: those kept for it, then those on sale. */
const claimableForWaitingList = (pool: boolean) => `SELECT id FROM ticket
    WHERE event_id = $1 AND ${pool ? 'category_id IS NULL' : 'category_id = $2'} AND status IN ('RELEASED', 'FREE')
    ORDER BY status = 'FREE', id
    LIMIT $3
    FOR UPDATE SKIP LOCKED`;

const CREATE_AND_CLAIM = {
  sale: { own: createAndClaimStatement(claimable(false)), pool: createAndClaimStatement(claimable(true)) },
  'waiting-list': {
    own: createAndClaimStatement(claimableForWaitingList(false)),
    pool: createAndClaimStatement(claimableForWaitingList(true)),
  },
};

async function createAndClaim(
  q: Queryable,
  request: InventoryClaim,
  ticket: TicketRequest,
  claimant: keyof typeof CREATE_AND_CLAIM = 'sale',
): Promise<{ id: string; validity: Date; ticketIds: number[] } | null> {
  const [row] = await q.query<{ id: string; validity: Date; ticketIds: (number | string | bigint)[] }>(
    CREATE_AND_CLAIM[claimant][ticket.bounded ? 'own' : 'pool'],
    [
      request.eventId,
      ticket.categoryId,
      ticket.quantity,
      request.holdMinutes,
      request.language,
      request.promoCodeId,
      request.userId,
      request.currency,
      request.vatStatus,
      request.vatPercent,
      request.totals.src,
      request.totals.discount,
      request.totals.vat,
      request.totals.final,
      ticket.specialPriceId,
      ticket.price.src,
      ticket.price.discount,
      ticket.price.vat,
      ticket.price.final,
      ticket.vatStatus,
    ],
  );
  return row ? { id: row.id, validity: row.validity, ticketIds: row.ticketIds.map((id) => Number(id)) } : null;
}

/** Further categories of a reservation that already exists (in its transaction). */
const CLAIM = (pool: boolean) => `WITH claimable AS MATERIALIZED (
    ${claimable(pool)}
  )
  UPDATE ticket t
  SET status = 'PENDING', reservation_id = $4, category_id = $2, user_language = $5, special_price_id = $6,
    src_price_cents = $7, discount_cents = $8, vat_cents = $9, final_price_cents = $10, currency_code = $11, vat_status = $12,
    updated_at = now()
  FROM claimable c WHERE t.id = c.id
  RETURNING t.id`;

const CLAIM_OWN_ROWS = CLAIM(false);
const CLAIM_POOL_ROWS = CLAIM(true);

/** The part of a claim that says where the tickets go. */
export type ClaimTarget = Pick<InventoryClaim, 'eventId' | 'language' | 'currency'>;

/**
 * The same claim for a reservation that exists and lost its tickets: a payment that arrived
 * after the hold ended takes seats again while there are some. In the caller's transaction;
 * resolves to the tickets claimed, fewer than asked when too few are free.
 */
export async function claimTicketsFor(
  tx: Queryable,
  reservationId: string,
  target: ClaimTarget,
  ticket: TicketRequest,
): Promise<number[]> {
  return claimTickets(tx, reservationId, target, ticket);
}

async function claimTickets(
  tx: Queryable,
  reservationId: string,
  request: ClaimTarget,
  ticket: TicketRequest,
): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(ticket.bounded ? CLAIM_OWN_ROWS : CLAIM_POOL_ROWS, [
    request.eventId,
    ticket.categoryId,
    ticket.quantity,
    reservationId,
    request.language,
    ticket.specialPriceId,
    ticket.price.src,
    ticket.price.discount,
    ticket.price.vat,
    ticket.price.final,
    request.currency,
    ticket.vatStatus,
  ]);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

async function addItems(
  tx: Queryable,
  reservationId: string,
  currency: string | null,
  item: AdditionalServiceItemRequest,
  ticketIds: number[],
): Promise<void> {
  const prices = item.perTicket ? ticketIds.map((_, index) => item.prices[index] ?? item.prices[0]!) : item.prices;
  if (prices.length === 0) return;
  if (item.availableQuantity !== -1) {
    await tx.query('SELECT id FROM additional_service WHERE id = $1 FOR NO KEY UPDATE', [item.additionalServiceId]);
    const [row] = await tx.query<{ taken: number }>(
      `SELECT count(*)::int AS taken
       FROM additional_service_item i JOIN reservation r ON r.id = i.reservation_id
       WHERE i.additional_service_id = $1 AND i.status IN ('PENDING', 'TO_BE_PAID', 'ACQUIRED') AND ${liveReservation('r')}`,
      [item.additionalServiceId],
    );
    if ((row?.taken ?? 0) + prices.length > item.availableQuantity)
      throw new Refusal('error.STEP_1_NOT_ENOUGH_TICKETS');
  }
  await tx.query(
    `INSERT INTO additional_service_item (reservation_id, additional_service_id, ticket_id, status, src_price_cents,
       discount_cents, vat_cents, final_price_cents, currency_code)
     SELECT $1, $2, i.ticket_id, 'PENDING', i.src, i.discount, i.vat, i.final, $3
     FROM unnest($4::bigint[], $5::integer[], $6::integer[], $7::integer[], $8::integer[]) AS i(ticket_id, src, discount, vat, final)`,
    [
      reservationId,
      item.additionalServiceId,
      currency,
      prices.map((_, index) => (item.perTicket ? (ticketIds[index] ?? null) : null)),
      prices.map((p) => p.src),
      prices.map((p) => p.discount),
      prices.map((p) => p.vat),
      prices.map((p) => p.final),
    ],
  );
}

/** The reservation's tickets as claims: one per category and price. */
export async function snapshotTickets(q: Queryable, reservationId: string): Promise<TicketRequest[]> {
  const rows = await q.query<{
    categoryId: number;
    bounded: boolean;
    quantity: number;
    src: number;
    discount: number;
    vat: number;
    final: number;
    vatStatus: TicketRequest['vatStatus'];
  }>(
    `SELECT t.category_id AS "categoryId", c.bounded, count(*)::int AS quantity, t.src_price_cents AS src,
       t.discount_cents AS discount, t.vat_cents AS vat, t.final_price_cents AS final, t.vat_status AS "vatStatus"
     FROM ticket t JOIN ticket_category c ON c.id = t.category_id
     WHERE t.reservation_id = $1
     GROUP BY t.category_id, c.bounded, t.src_price_cents, t.discount_cents, t.vat_cents, t.final_price_cents, t.vat_status
     ORDER BY t.category_id`,
    [reservationId],
  );
  return rows.map((row) => ({
    categoryId: row.categoryId,
    bounded: row.bounded,
    quantity: row.quantity,
    price: { src: row.src, discount: row.discount, vat: row.vat, final: row.final },
    vatStatus: row.vatStatus,
    specialPriceId: null,
  }));
}

/** Where an event reservation's tickets are claimed: its event, language and currency. */
export async function findClaimTarget(q: Queryable, reservationId: string): Promise<ClaimTarget | null> {
  const [row] = await q.query<ClaimTarget>(
    'SELECT event_id AS "eventId", user_language AS language, currency_code AS currency FROM reservation WHERE id = $1 AND event_id IS NOT NULL',
    [reservationId],
  );
  return row ?? null;
}

/** Claims every ticket request for the reservation, or, when one falls short, none. */
export async function claimAllOrNothing(
  tx: Queryable,
  reservationId: string,
  target: ClaimTarget,
  tickets: readonly TicketRequest[],
): Promise<boolean> {
  await tx.query('SAVEPOINT claim_all');
  for (const ticket of tickets) {
    const claimed = await claimTicketsFor(tx, reservationId, target, ticket);
    if (claimed.length < ticket.quantity) {
      await tx.query('ROLLBACK TO SAVEPOINT claim_all');
      return false;
    }
  }
  await tx.query('RELEASE SAVEPOINT claim_all');
  return true;
}
