import type { AdditionalService, ReservationForm } from '@shop/contract';
import type { z } from 'zod';
import { formatForLanguages } from '../../lib/localized-dates.ts';
import { formatCents, fractionDigits } from '../../lib/money.ts';
import type { AdditionalServiceItemRequest } from '../reservation/hold/inventory-claim.ts';
import { priceOf, unitDiscount } from '../reservation/pricing/item-price.ts';
import type { ResolvedCode } from './codes.ts';
import type { AdditionalServiceRow, EventRow, OfferedService } from './event-repository.ts';
import { markdownFor, textsFor } from '../../lib/event-texts.ts';

/**
 * Supplements and donations: what the event page shows, and which
 * selections a reservation accepts.
 */

export function isOnSale(service: Pick<AdditionalServiceRow, 'inception' | 'expiration'>, now: Date): boolean {
  return service.inception.getTime() <= now.getTime() && now.getTime() < service.expiration.getTime();
}

function vatRate(service: OfferedService, event: EventRow): string {
  if (service.vatType === 'INHERITED') return event.vat;
  if (service.vatType === 'NONE') return '0';
  return service.vat ?? '0';
}

function vatIncluded(service: OfferedService, event: EventRow): boolean {
  if (service.vatType === 'INHERITED') return event.vatIncluded;
  return service.vatType === 'CUSTOM_INCLUDED';
}

/** A DISCOUNT code also lowers fixed-price supplements, whatever categories it names, as in alf.io. */
function supplementDiscount(service: OfferedService, code: ResolvedCode | null): number {
  if (code?.kind !== 'promo-code' || code.promoCode.type !== 'DISCOUNT') return 0;
  if (service.type === 'DONATION' || !service.fixPrice) return 0;
  return unitDiscount(code.promoCode, service.priceCents);
}

const isPercentage = (service: OfferedService) =>
  service.supplementPolicy === 'MANDATORY_PERCENTAGE_RESERVATION' ||
  service.supplementPolicy === 'MANDATORY_PERCENTAGE_FOR_TICKET';

export function toAdditionalService(
  service: AdditionalServiceRow,
  event: EventRow,
  code: ResolvedCode | null,
): AdditionalService {
  const languages = event.contentLanguages;
  const discount = supplementDiscount(service, code);
  const money = (cents: number) => (event.currency ? formatCents(cents, event.currency) : '');
  return {
    id: service.id,
    type: service.type,
    supplementPolicy: service.supplementPolicy,
    fixPrice: service.fixPrice,
    // -1 is alf.io's "unlimited"; a limited service shows what is left.
    availableQuantity: service.availableQuantity === -1 ? -1 : Math.max(0, service.availableQuantity - service.taken),
    maxQtyPerOrder: service.maxQtyPerOrder,
    free: service.fixPrice && service.priceCents === 0,
    formattedFinalPrice: isPercentage(service) ? Number(service.percentage ?? 0).toFixed(2) : money(service.priceCents),
    hasDiscount: discount > 0,
    formattedDiscountedPrice: discount > 0 ? money(service.priceCents - discount) : '',
    vatApplies: service.vatType !== 'NONE',
    vatIncluded: vatIncluded(service, event),
    vatPercentage: vatRate(service, event),
    expired: false,
    saleInFuture: service.inception.getTime() > event.now.getTime(),
    formattedInception: formatForLanguages(
      service.inception,
      'common.ticket-category.date-format',
      event.timeZone,
      languages,
    ),
    formattedExpiration: formatForLanguages(
      service.expiration,
      'common.ticket-category.date-format',
      event.timeZone,
      languages,
    ),
    title: textsFor(service.title, languages),
    description: markdownFor(service.description, languages),
  };
}

export type AdditionalServiceSelection = z.output<typeof ReservationForm>['additionalService'][number];

/** Ten million in major units: beyond it an amount is a typo or an attack, not a donation. */
const MAX_AMOUNT = 10_000_000;
/** Items of one service in one reservation, even under an unlimited policy: a bound on the work one request causes. */
const MAX_ITEMS_PER_SERVICE = 1_000;

/**
 * The items a reservation takes: the buyer's optional choices checked against each service's
 * policy, plus the mandatory supplements, added by the server. `ticketsNet` is what the tickets
 * cost before VAT is added or taken out (the base of percentage supplements). Null when a
 * choice is not acceptable (`error.STEP_1_TICKET_CATEGORY_MUST_BE_SALEABLE`).
 */
export function additionalServiceItems(
  selections: readonly AdditionalServiceSelection[],
  services: readonly OfferedService[],
  event: EventRow,
  code: ResolvedCode | null,
  ticketCount: number,
  ticketsNet: number,
): AdditionalServiceItemRequest[] | null {
  const byId = new Map(services.map((service) => [service.id, service]));
  const chosen = new Map<number, { quantity: number; amountCents: number }>();
  for (const selection of selections) {
    const quantity = selection.quantity ?? 0;
    const amount = selection.amount ?? 0;
    if (quantity < 0 || amount < 0 || !Number.isFinite(amount) || amount > MAX_AMOUNT) return null;
    if (quantity === 0 && amount === 0) continue;
    const service = selection.additionalServiceId === null ? undefined : byId.get(selection.additionalServiceId);
    if (!service || !isOnSale(service, event.now)) return null;
    // A free amount needs the amount; a quantity alone says nothing.
    if (!service.fixPrice && selection.amount === null) return null;
    // Mandatory supplements are the server's to add; a shop that sends them anyway is not refused.
    if (service.supplementPolicy?.startsWith('MANDATORY_')) continue;
    const amountCents = Math.round(amount * 10 ** (event.currency ? fractionDigits(event.currency) : 2));
    const previous = chosen.get(service.id) ?? { quantity: 0, amountCents: 0 };
    chosen.set(service.id, { quantity: previous.quantity + quantity, amountCents: previous.amountCents + amountCents });
  }

  const items: AdditionalServiceItemRequest[] = [];
  let optionalNet = 0;
  for (const [serviceId, choice] of chosen) {
    const service = byId.get(serviceId)!;
    const price = (src: number, discount = 0) =>
      priceOf(src, discount, vatRate(service, event), vatIncluded(service, event));
    if (service.fixPrice) {
      if (choice.quantity === 0 || choice.quantity > maxQuantity(service, ticketCount)) return null;
      const unit = price(service.priceCents, supplementDiscount(service, code));
      items.push({
        additionalServiceId: service.id,
        availableQuantity: service.availableQuantity,
        prices: Array(choice.quantity).fill(unit),
        perTicket: false,
      });
      optionalNet += choice.quantity * (unit.src - unit.discount);
    } else {
      // A free amount (a donation) is one item of the amount given, at least the service's minimum.
      if (choice.amountCents === 0) continue;
      if (choice.amountCents < service.priceCents) return null;
      items.push({
        additionalServiceId: service.id,
        availableQuantity: service.availableQuantity,
        prices: [price(choice.amountCents)],
        perTicket: false,
      });
      optionalNet += choice.amountCents;
    }
  }

  for (const service of services) {
    if (!service.supplementPolicy?.startsWith('MANDATORY_') || !isOnSale(service, event.now)) continue;
    const rate = vatRate(service, event);
    const included = vatIncluded(service, event);
    if (service.supplementPolicy === 'MANDATORY_ONE_FOR_TICKET') {
      const unit = priceOf(service.priceCents, supplementDiscount(service, code), rate, included);
      items.push({
        additionalServiceId: service.id,
        availableQuantity: service.availableQuantity,
        prices: Array(ticketCount).fill(unit),
        perTicket: true,
      });
    } else {
      const base =
        service.supplementPolicy === 'MANDATORY_PERCENTAGE_RESERVATION' ? ticketsNet + optionalNet : ticketsNet;
      const fee = Math.round((base * Number(service.percentage ?? 0)) / 100);
      items.push({
        additionalServiceId: service.id,
        availableQuantity: service.availableQuantity,
        prices: [priceOf(fee, 0, rate, included)],
        perTicket: false,
      });
    }
  }
  return items;
}

/** The most a buyer may take of an optional fixed-price service. */
function maxQuantity(service: OfferedService, ticketCount: number): number {
  switch (service.supplementPolicy) {
    case 'OPTIONAL_UNLIMITED_AMOUNT':
      return MAX_ITEMS_PER_SERVICE;
    case 'OPTIONAL_MAX_AMOUNT_PER_TICKET':
      return Math.min(service.maxQtyPerOrder * ticketCount, MAX_ITEMS_PER_SERVICE);
    default:
      return Math.min(service.maxQtyPerOrder, MAX_ITEMS_PER_SERVICE);
  }
}
