import { globalErrorFieldOf, type ErrorCode, type ErrorDescriptor, type ReservationForm } from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { fieldError } from '../../http/validated-response.ts';
import { verifyRecaptcha } from '../../lib/recaptcha.ts';
import { holdMinutes } from '../reservation/hold/hold-duration.ts';
import {
  countPromoCodeUsage,
  claimInventory,
  type CodeLimit,
  type TicketRequest,
} from '../reservation/hold/inventory-claim.ts';
import { priceOf, sumPrices, unitDiscount, vatStatusOf, type PriceParts } from '../reservation/pricing/item-price.ts';
import { fixedMethodsOf } from '../payment/payment-providers.ts';
import { captchaConfiguration } from '../settings/purchase-context-configuration.ts';
import { settingsFromRows, type ScopedSettings } from '../settings/scoped-settings.ts';
import { additionalServiceItems } from './additional-services.ts';
import { isInSale, maxPerReservation } from './category-rules.ts';
import { discountFor, promoCodeFor, resolveCode, revealsCategory, usageScope, type ResolvedCode } from './codes.ts';
import {
  acceptsDynamicDiscount,
  appliesTo,
  bestDynamicDiscount,
  selectionOf,
  type AppliedDynamicDiscount,
} from './dynamic-discount.ts';
import {
  findCustomPaymentMethodIds,
  type CategoryRow,
  type EventRow,
  type PromoCodeRow,
  type ReservationContext,
} from './event-repository.ts';
import { eventLanguage } from '../../lib/event-texts.ts';
import { takeAdmission } from '../queue/queue-service.ts';
import { queueSettingsFrom } from '../queue/queue-settings.ts';

/**
 * `POST …/reserve-tickets` (`endpoints.reserveTickets` in the contract): checks a ticket selection
 * the way alf.io does, in its order (captcha, code, selection, maximum, saleable categories and
 * services, access, payment methods), prices it, and hands it to the inventory, which claims the
 * tickets or refuses when too few are left. Every refusal is a global error on `reservationForm`.
 */
export type ReservationFormInput = z.output<typeof ReservationForm>;

export interface TicketReservationContext {
  db: Database;
  /** The buyer's session, which the event's queue must have let in. */
  sessionId: string;
  recaptchaVerifyUrl: string;
  remoteIp?: string | undefined;
  userId?: number | null;
}

export type TicketReservationOutcome = { ok: true; reservationId: string } | { ok: false; errors: ErrorDescriptor[] };

const refuse = (code: ErrorCode, args?: Record<string, number>): TicketReservationOutcome => ({
  ok: false,
  errors: [fieldError(globalErrorFieldOf.reserveTickets, code, args)],
});

export interface TicketReservationOptions {
  /** A code already resolved by the caller (the code link's category access code). */
  code?: ResolvedCode;
  /** The code link is a plain browser GET: there is no widget to answer a captcha. */
  withoutCaptcha?: boolean;
}

export async function reserveTickets(
  ctx: TicketReservationContext,
  context: ReservationContext,
  form: ReservationFormInput,
  lang: string,
  options: TicketReservationOptions = {},
): Promise<TicketReservationOutcome> {
  // At an on-sale peak only the queue's order lets a buyer in, whichever road the request takes,
  // and the admission is used up by the reservation it lets in; a refused one gets it back.
  const queue = queueSettingsFrom(settingsFromRows(context.settingRows.event));
  const admission = await takeAdmission(ctx.db, context.event.id, queue, ctx.sessionId);
  if (!admission) return refuse('error.QUEUE_ADMISSION_REQUIRED');
  const outcome = await reserveAdmitted(ctx, context, form, lang, options);
  if (!outcome.ok) await admission.giveBack();
  return outcome;
}

/**
 * An organizer's reservation for a buyer: the same checks, prices and claim as a buyer's, without
 * the queue (the organizer is not in the crowd) and without a captcha.
 */
export function reserveForBuyer(
  db: Database,
  context: ReservationContext,
  form: ReservationFormInput,
  lang: string,
): Promise<TicketReservationOutcome> {
  return reserveAdmitted({ db, sessionId: '', recaptchaVerifyUrl: '' }, context, form, lang, { withoutCaptcha: true });
}

async function reserveAdmitted(
  ctx: TicketReservationContext,
  { event, categories, services, dynamicCodes, settingRows }: ReservationContext,
  form: ReservationFormInput,
  lang: string,
  options: TicketReservationOptions,
): Promise<TicketReservationOutcome> {
  const { db } = ctx;
  const code = options.code ?? (form.promoCode?.trim() ? await resolveCode(db, event, form.promoCode) : null);
  const eventSettings = settingsFromRows(settingRows.event);
  const perCategory = new Map(
    categories.map((c) => [c.id, settingsFromRows(settingRows.byCategory.get(c.id) ?? settingRows.event)]),
  );
  const settingsOf = (category: CategoryRow) => perCategory.get(category.id) ?? eventSettings;

  if (!options.withoutCaptcha && captchaConfiguration(eventSettings).captchaForTicketSelection) {
    const passed = await verifyRecaptcha({
      verifyUrl: ctx.recaptchaVerifyUrl,
      secret: eventSettings.text('RECAPTCHA_SECRET'),
      token: form.captcha,
      remoteIp: ctx.remoteIp,
    });
    if (!passed) return refuse('error.STEP_2_CAPTCHA_VALIDATION_FAILED');
  }
  if (!options.code && form.promoCode?.trim() && !code) return refuse('error.STEP_1_CODE_NOT_FOUND');

  const selection = selectionOf(form.reservation);
  if (selection.size === 0) return refuse('error.STEP_1_SELECT_AT_LEAST_ONE');

  const byId = new Map(categories.map((category) => [category.id, category]));
  const codeUsage =
    code?.kind === 'promo-code' && code.promoCode.maxUsage !== null
      ? await countPromoCodeUsage(db, code.promoCode.id, usageScope(code.promoCode))
      : null;
  for (const [categoryId, quantity] of selection) {
    const category = byId.get(categoryId);
    const max = category
      ? maxForReservation(category, settingsOf(category), code, codeUsage)
      : eventSettings.integer('MAX_AMOUNT_OF_TICKETS_BY_RESERVATION', 5);
    if (quantity > max) return refuse('error.STEP_1_OVER_MAXIMUM', { 0: Math.max(0, max) });
  }

  const chosen: { category: CategoryRow; quantity: number }[] = [];
  for (const [categoryId, quantity] of selection) {
    const category = byId.get(categoryId);
    if (!category || !isInSale(category, event.now)) return refuse('error.STEP_1_TICKET_CATEGORY_MUST_BE_SALEABLE');
    chosen.push({ category, quantity });
  }
  const ticketCount = chosen.reduce((sum, { quantity }) => sum + quantity, 0);

  const dynamic = acceptsDynamicDiscount(code)
    ? await bestDynamicDiscount(db, event, selection, byId, dynamicCodes)
    : null;
  const tickets = chosen.map(({ category, quantity }) => ticketRequest(event, category, quantity, code, dynamic));
  const ticketsNet = tickets.reduce((sum, t) => sum + t.quantity * (t.price.src - t.price.discount), 0);
  const items = additionalServiceItems(form.additionalService, services, event, code, ticketCount, ticketsNet);
  if (!items) return refuse('error.STEP_1_TICKET_CATEGORY_MUST_BE_SALEABLE');

  if (chosen.some(({ category }) => category.accessRestricted && !revealsCategory(code, category)))
    return refuse('error.STEP_1_ACCESS_RESTRICTED');

  const ticketPrices = tickets.flatMap((t) => Array<PriceParts>(t.quantity).fill(t.price));
  const itemPrices = items.flatMap((item) =>
    item.perTicket ? Array<PriceParts>(ticketCount).fill(item.prices[0]!) : item.prices,
  );
  const orderDiscount = reservationDiscount(
    chosen.some(({ category }) => discountFor(code, category)) ? code : null,
    dynamic,
    ticketsNet,
  );
  const totals = withReservationDiscount(sumPrices([...ticketPrices, ...itemPrices]), orderDiscount);
  if (
    totals.final > 0 &&
    !(await havePaymentMethodInCommon(
      db,
      event,
      chosen.map(({ category }) => settingsOf(category)),
    ))
  ) {
    return refuse('error.STEP_1_CATEGORIES_NOT_COMPATIBLE');
  }

  const typed = code?.kind === 'promo-code' ? code.promoCode : null;
  const outcome = await claimInventory(db, {
    eventId: event.id,
    language: eventLanguage(lang, event.contentLanguages),
    holdMinutes: holdMinutes(eventSettings),
    currency: event.currency,
    vatStatus: vatStatusOf(event.currency, event.vat, event.vatIncluded),
    vatPercent: event.currency === null ? null : event.vat,
    promoCodeId: typed?.id ?? dynamic?.promoCode.id ?? null,
    userId: ctx.userId ?? null,
    tickets,
    items,
    codeLimit: codeLimitOf(typed, chosen),
    totals,
  });
  return outcome.ok ? { ok: true, reservationId: outcome.reservationId } : refuse(outcome.code);
}

/**
 * A special-price token buys one ticket; an ACCESS code with a usage limit, what is left of it
 * (alf.io checks a DISCOUNT code's limit only when the reservation is created).
 */
function maxForReservation(
  category: CategoryRow,
  settings: ScopedSettings,
  code: ResolvedCode | null,
  codeUsage: number | null,
): number {
  const max = maxPerReservation(category, settings);
  if (code?.kind === 'special-price')
    return category.accessRestricted && code.specialPrice.categoryId === category.id ? Math.min(1, max) : max;
  const promoCode = promoCodeFor(code, category);
  if (promoCode?.type === 'ACCESS' && promoCode.maxUsage !== null && codeUsage !== null)
    return Math.min(max, promoCode.maxUsage - codeUsage);
  return max;
}

function ticketRequest(
  event: EventRow,
  category: CategoryRow,
  quantity: number,
  code: ResolvedCode | null,
  dynamic: AppliedDynamicDiscount | null,
): TicketRequest {
  const typed = discountFor(code, category);
  const automatic = dynamic && appliesTo(dynamic.promoCode, category.id) ? dynamic.promoCode : null;
  const discount = typed ?? automatic;
  const vat = category.taxFree ? '0' : event.vat;
  return {
    categoryId: category.id,
    bounded: category.bounded,
    quantity,
    price: priceOf(
      category.priceCents,
      discount ? unitDiscount(discount, category.priceCents) : 0,
      vat,
      event.vatIncluded,
    ),
    vatStatus: vatStatusOf(event.currency, event.vat, event.vatIncluded, category.taxFree),
    specialPriceId:
      code?.kind === 'special-price' && code.specialPrice.categoryId === category.id && category.accessRestricted
        ? code.specialPrice.id
        : null,
  };
}

/** FIXED_AMOUNT_RESERVATION takes its amount off the whole order, not off each ticket (once a ticket is in the code's categories). */
function reservationDiscount(
  code: ResolvedCode | null,
  dynamic: AppliedDynamicDiscount | null,
  ticketsNet: number,
): number {
  const typed = code?.kind === 'promo-code' ? code.promoCode : null;
  if (typed?.discountType === 'FIXED_AMOUNT_RESERVATION' && typed.type === 'DISCOUNT')
    return Math.min(typed.discountAmount, ticketsNet);
  if (dynamic?.promoCode.discountType === 'FIXED_AMOUNT_RESERVATION') return dynamic.totalCents;
  return 0;
}

/** The VAT shrinks in proportion to what the buyer pays. */
function withReservationDiscount(totals: PriceParts, discount: number): PriceParts {
  if (discount <= 0 || totals.final === 0) return totals;
  const applied = Math.min(discount, totals.final);
  const final = totals.final - applied;
  return {
    src: totals.src,
    discount: totals.discount + applied,
    vat: Math.round((totals.vat * final) / totals.final),
    final,
  };
}

function codeLimitOf(
  promoCode: PromoCodeRow | null,
  chosen: { category: CategoryRow; quantity: number }[],
): CodeLimit | null {
  if (!promoCode || promoCode.maxUsage === null) return null;
  const scope = usageScope(promoCode);
  const requested = chosen
    .filter(({ category }) => scope.length === 0 || scope.includes(category.id))
    .reduce((sum, { quantity }) => sum + quantity, 0);
  if (requested === 0) return null;
  return { promoCodeId: promoCode.id, maxUsage: promoCode.maxUsage, categoryIds: scope, requested };
}

/**
 * A category may exclude payment methods (setting PAYMENT_METHODS_BLACKLIST); a paid order must
 * keep at least one method every selected category accepts. An event that offers none is left
 * to the payment step to report.
 */
async function havePaymentMethodInCommon(db: Database, event: EventRow, settings: ScopedSettings[]): Promise<boolean> {
  const blacklists = settings.map(
    (s) => new Set((s.text('PAYMENT_METHODS_BLACKLIST') ?? '').split(/[\s,]+/).filter(Boolean)),
  );
  if (blacklists.every((list) => list.size === 0)) return true;
  const offered = event.allowedPaymentProxies.flatMap((proxy) => fixedMethodsOf(proxy));
  if (event.allowedPaymentProxies.includes('CUSTOM_OFFLINE'))
    offered.push(...(await findCustomPaymentMethodIds(db, event.id)));
  if (offered.length === 0) return true;
  return offered.some((method) => blacklists.every((list) => !list.has(method)));
}
