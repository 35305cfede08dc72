import type { ScopedSettings } from '../settings/scoped-settings.ts';

/**
 * The id buyers see of a reservation, in the shop, e-mails and documents alike: its first
 * PARTIAL_RESERVATION_ID_LENGTH characters upper-cased (8 unless configured), or its invoice
 * number when USE_INVOICE_NUMBER_AS_ID is on and there is one.
 */
export function shortIdOf(r: { id: string; invoiceNumber: string | null }, settings: ScopedSettings): string {
  if (settings.flag('USE_INVOICE_NUMBER_AS_ID', false) && r.invoiceNumber) return r.invoiceNumber;
  const length = Math.min(Math.max(settings.integer('PARTIAL_RESERVATION_ID_LENGTH', 8), 1), r.id.length);
  return r.id.slice(0, length).toUpperCase();
}
