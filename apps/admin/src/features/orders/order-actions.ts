import type { OrderOverview, OrganizerRole, ReservationStatus } from '@shop/contract';

/**
 * What the back office offers to do with an order, by its status. The server refuses anything
 * else anyway; this map only keeps off the screen what it would refuse.
 */
export type OrderAction = 'confirm-transfer' | 'confirm-on-site' | 'resend' | 'change-attendee' | 'cancel' | 'refund';

/** Who may change orders: the organization's owners and its programs (check-in staff may not). */
const ORDER_ROLES: readonly OrganizerRole[] = ['OWNER', 'API_CLIENT'];

export const canManageOrders = (role: OrganizerRole) => ORDER_ROLES.includes(role);

type OrderFacts = Pick<OrderOverview, 'status' | 'paymentProxy' | 'paid' | 'refundableCents'>;

export function orderActions(order: OrderFacts, role: OrganizerRole): OrderAction[] {
  if (!canManageOrders(role)) return [];
  const refund: OrderAction[] = order.refundableCents > 0 ? ['refund'] : [];
  switch (order.status) {
    case 'OFFLINE_PAYMENT':
    case 'CUSTOM_OFFLINE_PAYMENT':
    case 'DEFERRED_OFFLINE_PAYMENT':
      return ['confirm-transfer', 'resend', 'cancel'];
    case 'COMPLETE': {
      const onSite: OrderAction[] = order.paymentProxy === 'ON_SITE' && !order.paid ? ['confirm-on-site'] : [];
      return [...onSite, 'resend', 'change-attendee', ...refund, 'cancel'];
    }
    case 'CANCELLED':
    case 'CREDIT_NOTE_ISSUED':
      // A cancellation without refund may still be refunded afterwards.
      return refund;
    case 'PENDING':
    case 'IN_PAYMENT':
    case 'EXTERNAL_PROCESSING_PAYMENT':
    case 'WAITING_EXTERNAL_CONFIRMATION':
    case 'FINALIZING':
    case 'OFFLINE_FINALIZING':
    case 'STUCK':
      // The buyer or the payment provider still has the order in hand.
      return [];
  }
}

/** Every status, in the order the filter lists them. */
export const orderStatuses = [
  'OFFLINE_PAYMENT',
  'CUSTOM_OFFLINE_PAYMENT',
  'DEFERRED_OFFLINE_PAYMENT',
  'COMPLETE',
  'CANCELLED',
  'CREDIT_NOTE_ISSUED',
  'PENDING',
  'IN_PAYMENT',
  'EXTERNAL_PROCESSING_PAYMENT',
  'WAITING_EXTERNAL_CONFIRMATION',
  'FINALIZING',
  'OFFLINE_FINALIZING',
  'STUCK',
] as const satisfies readonly ReservationStatus[];

/** The ways of paying the filter offers. */
export const paymentProxies = [
  'OFFLINE',
  'CUSTOM_OFFLINE',
  'ON_SITE',
  'STRIPE',
  'PAYPAL',
  'MOLLIE',
  'SAFERPAY',
  'TEST_GATEWAY',
  'ADMIN',
  'NONE',
] as const satisfies readonly NonNullable<OrderOverview['paymentProxy']>[];

/** Minor units to the decimal text the refund endpoint reads, in the currency's own digits. */
export function majorUnits(cents: number, currency: string | null): string {
  const digits = fractionDigits(currency);
  return (cents / 10 ** digits).toFixed(digits);
}

export function fractionDigits(currency: string | null): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: currency ?? 'EUR' }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** A refund amount typed by the organizer, in minor units; null when it is not a positive amount of the currency. */
export function parseAmount(text: string, currency: string | null): number | null {
  const normalized = text.trim().replace(',', '.');
  const digits = fractionDigits(currency);
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(normalized)) return null;
  const cents = Math.round(Number(normalized) * 10 ** digits);
  return cents > 0 ? cents : null;
}
