import { useTranslation } from '../../lib/i18n.tsx';
import { fractionDigits } from './order-actions.ts';

/** Amounts in minor units of `currency`, written in the screen's language. */
export function useMoney(currency: string | null) {
  const { lang } = useTranslation();
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency: currency ?? 'EUR' });
  const digits = fractionDigits(currency);
  return (cents: number) => format.format(cents / 10 ** digits);
}

export function useDateTime() {
  const { lang } = useTranslation();
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string | null) => (iso === null ? '' : format.format(new Date(iso)));
}

export function buyerName(order: { firstName: string | null; lastName: string | null; email: string | null }) {
  return [order.firstName, order.lastName].filter(Boolean).join(' ') || order.email || '';
}

/** The start of the order's id, as buyers see it in their e-mails. */
export const shortReference = (id: string) => id.slice(0, 8).toUpperCase();
