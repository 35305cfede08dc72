import type { EventCode } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { formatCents } from '../../lib/money.ts';
import { countPromoCodeUsage } from '../reservation/hold/inventory-claim.ts';
import {
  findPromoCode,
  findSpecialPrice,
  type CategoryRow,
  type EventRow,
  type PromoCodeRow,
  type SpecialPriceRow,
} from './event-repository.ts';

/**
 * The codes a buyer can type or follow a link with: a special-price
 * token (single use, reveals one hidden category) or a promo code of the event or its
 * organization (DISCOUNT lowers prices, ACCESS reveals a hidden category). DYNAMIC codes apply
 * by themselves and are never accepted typed.
 */
export type ResolvedCode =
  | { kind: 'special-price'; code: string; specialPrice: SpecialPriceRow }
  | { kind: 'promo-code'; code: string; promoCode: PromoCodeRow }
  /** A hidden category's own access code: only the code link (`endpoints.applyCodeLink`) accepts it. */
  | { kind: 'category-access-code'; code: string; categoryId: number };

export async function resolveCode(db: Queryable, event: EventRow, rawCode: string): Promise<ResolvedCode | null> {
  const code = rawCode.trim();
  if (code === '') return null;
  const specialPrice = await findSpecialPrice(db, event.id, code);
  if (specialPrice) {
    return specialPrice.status === 'FREE' && specialPrice.categoryActive
      ? { kind: 'special-price', code, specialPrice }
      : null;
  }
  // Codes are stored upper-case and the shop upper-cases what buyers type; links may not.
  const promoCode = await findPromoCode(db, event, code.toUpperCase());
  if (!promoCode || !(await isUsable(db, event, promoCode))) return null;
  return { kind: 'promo-code', code, promoCode };
}

async function isUsable(db: Queryable, event: EventRow, promoCode: PromoCodeRow): Promise<boolean> {
  if (promoCode.type === 'DYNAMIC') return false;
  if (!isWithinValidity(promoCode, event.now)) return false;
  if (promoCode.currency !== null && promoCode.currency !== event.currency) return false;
  if (promoCode.maxUsage === null) return true;
  return (await countPromoCodeUsage(db, promoCode.id, usageScope(promoCode))) < promoCode.maxUsage;
}

export function isWithinValidity(promoCode: Pick<PromoCodeRow, 'validFrom' | 'validTo'>, now: Date): boolean {
  return promoCode.validFrom.getTime() <= now.getTime() && now.getTime() <= promoCode.validTo.getTime();
}

/** The categories whose tickets use up a code's `maxUsage`. */
export function usageScope(promoCode: Pick<PromoCodeRow, 'type' | 'categoryIds' | 'hiddenCategoryId'>): number[] {
  if (promoCode.type === 'ACCESS' && promoCode.categoryIds.length === 0 && promoCode.hiddenCategoryId !== null)
    return [promoCode.hiddenCategoryId];
  return promoCode.categoryIds;
}

/** Whether the code unlocks this access-restricted category. */
export function revealsCategory(code: ResolvedCode | null, category: Pick<CategoryRow, 'id'>): boolean {
  if (!code) return false;
  if (code.kind === 'special-price') return code.specialPrice.categoryId === category.id;
  if (code.kind === 'category-access-code') return code.categoryId === category.id;
  return code.promoCode.type === 'ACCESS' && code.promoCode.hiddenCategoryId === category.id;
}

/**
 * The promo code that counts for this category's tickets, if any: a DISCOUNT code for its
 * categories (all when it names none), or an ACCESS code for the category it reveals. Its
 * `maxUsage` then limits the category's tickets.
 */
export function promoCodeFor(
  code: ResolvedCode | null,
  category: Pick<CategoryRow, 'id' | 'accessRestricted'>,
): PromoCodeRow | null {
  if (code?.kind !== 'promo-code') return null;
  const promoCode = code.promoCode;
  if (promoCode.type === 'DISCOUNT')
    return promoCode.categoryIds.length === 0 || promoCode.categoryIds.includes(category.id) ? promoCode : null;
  if (promoCode.type === 'ACCESS')
    return category.accessRestricted && promoCode.hiddenCategoryId === category.id ? promoCode : null;
  return null;
}

/** The promo code whose discount prices this category's tickets, if any. */
export function discountFor(
  code: ResolvedCode | null,
  category: Pick<CategoryRow, 'id' | 'accessRestricted'>,
): PromoCodeRow | null {
  const promoCode = promoCodeFor(code, category);
  return promoCode && promoCode.discountType !== 'NONE' ? promoCode : null;
}

/** The validate-code answer for a usable code. */
export function eventCodeOf(code: ResolvedCode, currency: string | null): EventCode {
  if (code.kind !== 'promo-code')
    return { code: code.code, type: 'SPECIAL_PRICE', discountType: 'NONE', discountAmount: null };
  const promoCode = code.promoCode;
  return {
    code: code.code,
    type: promoCode.type === 'ACCESS' ? 'ACCESS' : 'DISCOUNT',
    discountType: promoCode.discountType,
    discountAmount: formatDiscountAmount(promoCode, currency),
  };
}

/** The integer percentage for PERCENTAGE, otherwise the amount in the event currency. */
export function formatDiscountAmount(
  promoCode: Pick<PromoCodeRow, 'discountType' | 'discountAmount'>,
  currency: string | null,
): string {
  return promoCode.discountType === 'PERCENTAGE'
    ? String(promoCode.discountAmount)
    : formatCents(promoCode.discountAmount, currency);
}
