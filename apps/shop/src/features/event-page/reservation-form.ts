import type { AdditionalService, EndpointBody, EventCode, Endpoints, TicketCategory } from '@shop/contract';
import { supplementBound } from './bounds.ts';
import { categoryState } from './category-state.ts';

/** Body of reserve-tickets and check-discount. */
export type ReservationFormBody = EndpointBody<Endpoints['reserveTickets']>;

type AdditionalServiceEntry =
  { additionalServiceId: number; quantity: number } | { additionalServiceId: number; amount: number };

/** What the visitor chose: tickets and supplement quantities by id, free amounts as typed. */
export interface TicketSelection {
  quantities: Readonly<Record<number, number>>;
  supplementQuantities: Readonly<Record<number, number>>;
  amounts: Readonly<Record<number, string>>;
}

export const emptySelection: TicketSelection = { quantities: {}, supplementQuantities: {}, amounts: {} };

/** The chosen quantity of a saleable category, never above what it offers now. */
export function chosenQuantity(category: TicketCategory, selection: TicketSelection): number {
  if (categoryState(category) !== 'saleable') return 0;
  return clamp(selection.quantities[category.id] ?? 0, category.maximumSaleableTickets);
}

export function totalTickets(categories: readonly TicketCategory[], selection: TicketSelection): number {
  return categories.reduce((sum, category) => sum + chosenQuantity(category, selection), 0);
}

/**
 * A free amount as a number: `null` when the text is not a non-negative decimal, 0 when empty.
 * A decimal comma counts as a point.
 */
export function parseAmount(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (trimmed === '') return 0;
  if (!/^\d{1,13}(\.\d{1,10})?$|^\.\d{1,10}$/.test(trimmed)) return null;
  return Number(trimmed);
}

interface FormInput {
  categories: readonly TicketCategory[];
  services: readonly AdditionalService[];
  selection: TicketSelection;
  promoCode: string | null;
  captcha: string | null;
}

/**
 * The reservation form as the server reads it: only categories and services with a positive
 * quantity or amount; tickets and fixed-price services send `quantity` (alf.io's `amount` for
 * tickets is deprecated), free-amount services (donations) `amount`.
 * Mandatory supplements are left to the server, which adds them itself.
 */
export function buildReservationForm({
  categories,
  services,
  selection,
  promoCode,
  captcha,
}: FormInput): ReservationFormBody {
  const reservation = categories
    .map((category) => ({ ticketCategoryId: category.id, quantity: chosenQuantity(category, selection) }))
    .filter((entry) => entry.quantity > 0);
  const tickets = reservation.reduce((sum, entry) => sum + entry.quantity, 0);
  const additionalService = services.flatMap((service): AdditionalServiceEntry[] => {
    const bound = supplementBound(service, tickets);
    if (bound.kind === 'quantity') {
      const quantity = clamp(selection.supplementQuantities[service.id] ?? 0, bound.max);
      return quantity > 0 ? [{ additionalServiceId: service.id, quantity }] : [];
    }
    if (bound.kind === 'amount') {
      const amount = parseAmount(selection.amounts[service.id]);
      return amount !== null && amount > 0 ? [{ additionalServiceId: service.id, amount }] : [];
    }
    return [];
  });
  return { reservation, additionalService, promoCode, captcha };
}

/** Free amounts that are not a non-negative decimal, by service id. */
export function invalidAmounts(services: readonly AdditionalService[], selection: TicketSelection): number[] {
  return services
    .filter((service) => !service.fixPrice && parseAmount(selection.amounts[service.id]) === null)
    .map((service) => service.id);
}

/**
 * An automatic discount is looked for only when no code is applied or the applied
 * code merely opens access; a discount code already sets the price.
 */
export function shouldCheckDynamicDiscount(appliedCode: Pick<EventCode, 'type'> | null): boolean {
  return appliedCode === null || appliedCode.type === 'ACCESS';
}

function clamp(value: number, max: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.min(Math.trunc(value), max)) : 0;
}
