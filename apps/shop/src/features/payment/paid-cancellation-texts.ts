import type { PaidCancellationTarget } from './paid-cancellation-api.ts';

type CancellationText = 'button' | 'title' | 'keep' | 'confirm' | 'done' | 'refund-provider' | 'refund-organizer';

/**
 * The text of the cancellation of an order, or of one ticket, whose words differ ("this order" or
 * "this ticket"; the ticket's page may be read by its holder, not the one who paid). The fee's
 * sentence is the same for both.
 */
export function cancellationKey(target: PaidCancellationTarget, text: CancellationText): string {
  return 'reservationId' in target ? `shop.paid-cancellation.${text}` : `shop.paid-cancellation.ticket.${text}`;
}
