import type { DynamicDiscount } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { formatCents } from '../../lib/money.ts';
import { bundleFor } from '../../messages/index.ts';
import { countPromoCodeUsage } from '../reservation/hold/inventory-claim.ts';
import { unitDiscount } from '../reservation/pricing/item-price.ts';
import { isWithinValidity, resolveCode, type ResolvedCode } from './codes.ts';
import {
  findCategories,
  findDynamicPromoCodes,
  findTranslationOverrides,
  type CategoryRow,
  type EventRow,
  type PromoCodeRow,
} from './event-repository.ts';
import { mergeOverrides } from './event-details.ts';

/**
 * Automatic discounts: a DYNAMIC code of the event or its organization applies
 * by itself once a selection has `min_tickets` paid tickets in the code's categories (all when
 * it names none). Of several, the buyer gets the largest.
 */

/** Tickets per category id. */
export type Selection = ReadonlyMap<number, number>;

/** The form's entries per category; entries without a category or a positive amount are ignored, as alf.io does. */
export function selectionOf(
  entries: readonly { ticketCategoryId: number | null; amount: number }[],
): Map<number, number> {
  const selection = new Map<number, number>();
  for (const entry of entries) {
    if (entry.ticketCategoryId === null || entry.amount <= 0) continue;
    selection.set(entry.ticketCategoryId, (selection.get(entry.ticketCategoryId) ?? 0) + entry.amount);
  }
  return selection;
}

export interface AppliedDynamicDiscount {
  promoCode: PromoCodeRow;
  /** What it takes off the selection, in cents. */
  totalCents: number;
}

export async function bestDynamicDiscount(
  db: Queryable,
  event: EventRow,
  selection: Selection,
  categories: ReadonlyMap<number, CategoryRow>,
  codes: readonly PromoCodeRow[],
): Promise<AppliedDynamicDiscount | null> {
  const paid = [...selection].filter(([id, quantity]) => quantity > 0 && (categories.get(id)?.priceCents ?? 0) > 0);
  if (paid.length === 0) return null;
  let best: AppliedDynamicDiscount | null = null;
  for (const promoCode of codes) {
    if (
      !isWithinValidity(promoCode, event.now) ||
      (promoCode.currency !== null && promoCode.currency !== event.currency)
    )
      continue;
    const inScope = paid.filter(([id]) => appliesTo(promoCode, id));
    const tickets = inScope.reduce((sum, [, quantity]) => sum + quantity, 0);
    if (tickets === 0 || tickets < (promoCode.minTickets ?? 1)) continue;
    if (
      promoCode.maxUsage !== null &&
      (await countPromoCodeUsage(db, promoCode.id, promoCode.categoryIds)) + tickets > promoCode.maxUsage
    )
      continue;
    const perTicket = inScope.reduce(
      (sum, [id, quantity]) => sum + quantity * unitDiscount(promoCode, categories.get(id)!.priceCents),
      0,
    );
    const ticketsTotal = inScope.reduce((sum, [id, quantity]) => sum + quantity * categories.get(id)!.priceCents, 0);
    const totalCents =
      promoCode.discountType === 'FIXED_AMOUNT_RESERVATION'
        ? Math.min(promoCode.discountAmount, ticketsTotal)
        : perTicket;
    if (totalCents > 0 && (!best || totalCents > best.totalCents)) best = { promoCode, totalCents };
  }
  return best;
}

/** An automatic discount applies without a code, or next to an ACCESS code that carries none. */
export function acceptsDynamicDiscount(code: ResolvedCode | null): boolean {
  return (
    code === null ||
    (code.kind === 'promo-code' && code.promoCode.type === 'ACCESS' && code.promoCode.discountType === 'NONE')
  );
}

/**
 * `POST …/check-discount`: the automatic discount the selection would get, null (204) when none
 * applies or the buyer already uses a code that excludes it.
 */
export async function checkDiscount(
  db: Queryable,
  event: EventRow,
  form: { reservation: { ticketCategoryId: number | null; amount: number }[]; promoCode: string | null },
): Promise<DynamicDiscount | null> {
  const selection = selectionOf(form.reservation);
  if (selection.size === 0) return null;
  if (form.promoCode?.trim() && !acceptsDynamicDiscount(await resolveCode(db, event, form.promoCode))) return null;
  const [categories, codes] = await Promise.all([findCategories(db, event.id), findDynamicPromoCodes(db, event)]);
  const best = await bestDynamicDiscount(
    db,
    event,
    selection,
    new Map(categories.map((category) => [category.id, category])),
    codes,
  );
  return best ? describeDynamicDiscount(db, event, best.promoCode) : null;
}

export function appliesTo(promoCode: Pick<PromoCodeRow, 'categoryIds'>, categoryId: number): boolean {
  return promoCode.categoryIds.length === 0 || promoCode.categoryIds.includes(categoryId);
}

const MESSAGE_KEYS = {
  PERCENTAGE: 'reservation.dynamic.discount.confirmation.percentage.message',
  FIXED_AMOUNT: 'reservation.dynamic.discount.confirmation.fix-per-ticket.message',
  FIXED_AMOUNT_RESERVATION: 'reservation.dynamic.discount.confirmation.fix-per-reservation.message',
} as const;

/** The answer of check-discount: the discount and the sentence announcing it in each event language. */
export async function describeDynamicDiscount(
  db: Queryable,
  event: EventRow,
  promoCode: PromoCodeRow,
): Promise<DynamicDiscount | null> {
  if (promoCode.discountType === 'NONE') return null;
  const overrides = mergeOverrides(await findTranslationOverrides(db, event), event.contentLanguages);
  const key = MESSAGE_KEYS[promoCode.discountType];
  const percentage = promoCode.discountType === 'PERCENTAGE';
  const amount = formatCents(promoCode.discountAmount, event.currency);
  const argument = percentage ? String(promoCode.discountAmount) : `${event.currency ?? ''} ${amount}`.trim();
  const formattedMessage = Object.fromEntries(
    event.contentLanguages.map((lang) => {
      const message = overrides[lang]?.[key] ?? bundleFor(lang)[key] ?? '';
      return [lang, message.replaceAll('{{0}}', argument)];
    }),
  );
  return {
    discount: percentage ? String(promoCode.discountAmount) : amount,
    discountType: promoCode.discountType,
    formattedMessage,
  };
}
