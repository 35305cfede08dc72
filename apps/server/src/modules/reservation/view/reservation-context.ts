import type { ReservationStatus } from '@shop/contract';
import { pageHref } from '@shop/contract/routes';
import type { Queryable } from '../../../db/database.ts';
import { sameDay } from '../../../lib/localized-dates.ts';
import { readSettingsForEach, type ScopedSettings } from '../../settings/scoped-settings.ts';
import { findReservationContextRow } from './reservation-context-repository.ts';

/**
 * A booked reservation as paying for it, confirming it and writing its documents and e-mails
 * read it: the reservation, its purchase context (event or subscription), the proxies the
 * organizer allows, and the settings of the context and of each category in the order.
 */
export interface ReservationContext {
  reservationId: string;
  status: ReservationStatus;
  validity: Date;
  validated: boolean;
  purchaseContextType: 'event' | 'subscription';
  eventId: number | null;
  subscriptionDescriptorId: string | null;
  organizationId: number;
  organizationName: string;
  organizationEmail: string;
  /** Event short name or subscription descriptor id. */
  publicIdentifier: string;
  contextTitle: Record<string, string>;
  language: string;
  email: string | null;
  userId: number | null;
  allowedProxies: string[];
  timeZone: string;
  /** The last day a bank transfer can arrive; null when only OFFLINE_PAYMENT_DAYS limits it. */
  lastPaymentDay: Date | null;
  privacyUrl: string | null;
  /** The database clock when the context was read. */
  now: Date;
  settings: ScopedSettings;
  /** One entry per category of the reservation's tickets. */
  categorySettings: ScopedSettings[];
}

/** The settings every reader of the context needs; payment adds its providers' (see `loadReservationContext`). */
export const reservationContextSettingKeys = [
  'OFFLINE_PAYMENT_DAYS',
  'OFFLINE_PAYMENT_BUSINESS_DAYS',
  'DEFERRED_BANK_TRANSFER_ENABLED',
  'ENABLE_CAPTCHA_FOR_OFFLINE_PAYMENTS',
  'RECAPTCHA_API_KEY',
  'RECAPTCHA_SECRET',
  'PAYMENT_METHODS_BLACKLIST',
  'INVOICE_ADDRESS',
  'VAT_NR',
  'GENERATE_ONLY_INVOICE',
  'ENABLE_ITALY_E_INVOICING',
  'INVOICE_NUMBER_PATTERN',
  'REUSE_INVOICE_NUMBER_FOR_CREDIT_NOTE',
  'BANK_ACCOUNT_NR',
  'BANK_ACCOUNT_OWNER',
  'PARTIAL_RESERVATION_ID_LENGTH',
  'USE_INVOICE_NUMBER_AS_ID',
  'TEST_GATEWAY_ENABLED',
] as const;

/** The reservation's context with its settings of `keys`; null when the reservation is unknown. */
export async function loadReservationContext(
  q: Queryable,
  reservationId: string,
  keys: readonly string[] = reservationContextSettingKeys,
): Promise<ReservationContext | null> {
  const row = await findReservationContextRow(q, reservationId);
  if (!row) return null;
  const { start, end, validityFrom, categoryIds, privacyUrl, ...context } = row;
  const base = {
    organizationId: context.organizationId,
    eventId: context.eventId,
    subscriptionDescriptorId: context.subscriptionDescriptorId,
  };
  const [settings, ...categorySettings] = await readSettingsForEach(
    q,
    [base, ...categoryIds.map((categoryId) => ({ ...base, categoryId }))],
    keys,
  );
  return {
    ...context,
    privacyUrl: privacyUrl?.trim() ? privacyUrl : null,
    lastPaymentDay: lastPaymentDayOf(start, end, validityFrom, context.timeZone),
    settings: settings!,
    categorySettings,
  };
}

/**
 * An event is paid before it takes place: by its start when it lasts one day, else by its end.
 * A subscription whose fixed validity is still to come is paid by its first day; other
 * subscriptions have no such bound.
 */
function lastPaymentDayOf(
  start: Date | null,
  end: Date | null,
  validityFrom: Date | null,
  timeZone: string,
): Date | null {
  if (start && end) return sameDay(start, end, timeZone) ? start : end;
  return validityFrom;
}

/** The shop's page of the reservation, which leads to the step its status is at. */
export function shopReservationPath(
  context: Pick<ReservationContext, 'purchaseContextType' | 'publicIdentifier' | 'reservationId'>,
): string {
  return pageHref.reservation({
    type: context.purchaseContextType,
    publicIdentifier: context.publicIdentifier,
    reservationId: context.reservationId,
  });
}
