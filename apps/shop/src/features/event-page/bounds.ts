import type { AdditionalService, TicketCategory } from '@shop/contract';

/** A supplement without a known availability counts as 999 left. */
export const defaultSupplementAvailability = 999;

/** The quantities a visitor may pick in one category: 0 up to `maximumSaleableTickets`. */
export function quantityChoices(category: Pick<TicketCategory, 'maximumSaleableTickets'>): number[] {
  return range(Math.max(0, category.maximumSaleableTickets));
}

/**
 * Items of a supplement still on offer. alf.io may leave the number out, and stores "unlimited"
 * as a negative number; both read as `defaultSupplementAvailability`.
 */
export function availabilityOf(service: Pick<AdditionalService, 'availableQuantity'>): number {
  const available = service.availableQuantity as number | null | undefined;
  return available === null || available === undefined || available < 0 ? defaultSupplementAvailability : available;
}

export type MandatoryNote = 'one-for-ticket' | 'percentage-of-tickets' | 'percentage-of-reservation';

/** What the page offers for one supplement or donation. */
export type SupplementBound =
  | { kind: 'unavailable' }
  /** Added by the server on its own; the page only explains it. */
  | { kind: 'mandatory'; note: MandatoryNote }
  /** A quantity from 0 to `max`. */
  | { kind: 'quantity'; max: number }
  /** A free amount: any non-negative decimal. */
  | { kind: 'amount' };

type BoundedService = Pick<
  AdditionalService,
  'availableQuantity' | 'maxQtyPerOrder' | 'supplementPolicy' | 'fixPrice' | 'saleInFuture' | 'expired'
>;

/** How many of a supplement may be added; `selectedTickets` is the number of tickets chosen so far. */
export function supplementBound(service: BoundedService, selectedTickets: number): SupplementBound {
  const available = availabilityOf(service);
  if (available === 0 || service.saleInFuture || service.expired) return { kind: 'unavailable' };
  const note = mandatoryNote(service.supplementPolicy);
  if (note) return { kind: 'mandatory', note };
  if (!service.fixPrice) return { kind: 'amount' };
  switch (service.supplementPolicy) {
    case 'OPTIONAL_MAX_AMOUNT_PER_TICKET':
      return { kind: 'quantity', max: Math.max(0, Math.min(selectedTickets * service.maxQtyPerOrder, available)) };
    case 'OPTIONAL_UNLIMITED_AMOUNT':
      return { kind: 'quantity', max: available };
    default:
      // OPTIONAL_MAX_AMOUNT_PER_RESERVATION, and services without a policy.
      return { kind: 'quantity', max: Math.max(0, Math.min(service.maxQtyPerOrder, available)) };
  }
}

function mandatoryNote(policy: AdditionalService['supplementPolicy']): MandatoryNote | null {
  switch (policy) {
    case 'MANDATORY_ONE_FOR_TICKET':
      return 'one-for-ticket';
    case 'MANDATORY_PERCENTAGE_FOR_TICKET':
      return 'percentage-of-tickets';
    case 'MANDATORY_PERCENTAGE_RESERVATION':
      return 'percentage-of-reservation';
    default:
      return null;
  }
}

/** 0, 1, … `max`. */
export function range(max: number): number[] {
  return Array.from({ length: max + 1 }, (_, index) => index);
}
