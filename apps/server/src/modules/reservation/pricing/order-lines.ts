import type { Queryable } from '../../../db/database.ts';
import type { OrderLine, Rate, ReservationVatStatus } from './order-pricing.ts';
import { vatStatusOf, type Discount } from './item-price.ts';
import {
  findDescriptorTitleOfSubscription,
  findOrderHeader,
  findOrderItems,
  findOrderSubscriptions,
  findOrderTickets,
  findPromo,
} from './order-repository.ts';

/**
 * What an order consists of, read from the database: the reservation's tickets, additional
 * service items or subscription, the promo code it was priced with, and the subscription applied
 * to its tickets, as lines ready to be priced.
 */

export interface PromoCode extends Discount {
  code: string;
  type: 'DISCOUNT' | 'ACCESS' | 'DYNAMIC';
  /** Empty: every category. */
  categoryIds: number[];
  hiddenCategoryId: number | null;
}

export interface OrderHeader {
  id: string;
  status: string;
  purchaseContextType: 'event' | 'subscription';
  eventId: number | null;
  subscriptionDescriptorId: string | null;
  organizationId: number;
  currency: string | null;
  /** The context's VAT rate and mode. */
  vat: string;
  vatIncluded: boolean;
  vatStatus: ReservationVatStatus;
  paymentProxy: string | null;
  registeredAt: Date | null;
  language: string;
  /** Title of a subscription reservation's descriptor. */
  contextTitle: Record<string, string> | null;
}

export interface LoadedOrder {
  header: OrderHeader;
  lines: (OrderLine & { id: number | string; categoryId: number | null })[];
  promo: PromoCode | null;
  /** Title of the descriptor of the subscription applied to tickets. */
  appliedSubscription: Record<string, string> | null;
}

export function localized(texts: Record<string, string> | null | undefined, lang: string): string {
  if (!texts) return '';
  return texts[lang] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

/** The rate a supplement or donation is taxed at (contract: INHERITED, NONE, CUSTOM_*). */
function serviceRate(vatType: string, vat: string | null, context: Rate): Rate {
  if (vatType === 'INHERITED') return context;
  if (vatType === 'NONE') return { percent: '0', included: true };
  return { percent: vat ?? '0', included: vatType === 'CUSTOM_INCLUDED' };
}

export async function loadOrder(q: Queryable, reservationId: string, lang: string): Promise<LoadedOrder | null> {
  const header = await findOrderHeader(q, reservationId);
  if (!header) return null;
  const { storedVatStatus, promoCodeId, ...rest } = header;
  const vatStatus = storedVatStatus ?? vatStatusOf(rest.currency, rest.vat, rest.vatIncluded);
  const context: Rate = { percent: rest.currency === null ? '0' : rest.vat, included: rest.vatIncluded };
  const promo = promoCodeId === null ? null : await findPromo(q, promoCodeId);

  const tickets = await findOrderTickets(q, reservationId);
  const items = await findOrderItems(q, reservationId);
  const subscriptions = await findOrderSubscriptions(q, reservationId);

  const lines: LoadedOrder['lines'] = [
    ...tickets.map((t) => ({
      id: t.id,
      categoryId: t.categoryId,
      kind: 'TICKET' as const,
      group: `category:${t.categoryId}`,
      name: t.name,
      src: t.src,
      // As priced when the tickets were reserved; a subscription's cover replaces it while applied.
      discount: t.subscriptionId === null ? t.discount : 0,
      rate: t.taxFree ? { percent: '0', included: context.included } : context,
      covered: t.subscriptionId !== null,
    })),
    ...items.map((i) => ({
      id: i.id,
      categoryId: null,
      kind: 'ADDITIONAL_SERVICE' as const,
      group: `service:${i.serviceId}`,
      name: localized(i.title, lang),
      src: i.src,
      discount: i.discount,
      rate: serviceRate(i.vatType, i.vat, context),
      covered: false,
    })),
    ...(rest.purchaseContextType === 'subscription'
      ? subscriptions.map((s) => ({
          id: s.id,
          categoryId: null,
          kind: 'SUBSCRIPTION' as const,
          group: 'subscription',
          name: localized(rest.contextTitle, lang),
          src: s.src,
          discount: s.discount,
          rate: context,
          covered: false,
        }))
      : []),
  ];
  const applied = tickets.find((t) => t.subscriptionId !== null)?.subscriptionId ?? null;
  return {
    header: { ...rest, vatStatus },
    lines,
    promo,
    appliedSubscription: applied === null ? null : await findDescriptorTitleOfSubscription(q, applied),
  };
}
