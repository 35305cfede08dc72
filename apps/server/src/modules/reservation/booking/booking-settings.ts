import type { Queryable } from '../../../db/database.ts';
import { invoicingConfiguration, purchaseContextSettingKeys } from '../../settings/purchase-context-configuration.ts';
import { readSettingsForEach, type ScopedSettings } from '../../settings/scoped-settings.ts';
import type { BookingReservation } from './booking-read-repository.ts';

const bookingSettingKeys = [
  ...purchaseContextSettingKeys,
  'APPLY_VAT_FOREIGN_BUSINESS',
  'FORCE_TICKET_OWNER_ASSIGNMENT_AT_RESERVATION',
  'PARTIAL_RESERVATION_ID_LENGTH',
  'USE_INVOICE_NUMBER_AS_ID',
  'SEND_TICKETS_AUTOMATICALLY',
  'ALLOW_TICKET_DOWNLOAD',
  'ALLOW_FREE_TICKETS_CANCELLATION',
  'ENABLE_TICKET_TRANSFER',
  'ENABLE_VIES_VALIDATION',
] as const;

export interface BookingSettings {
  /** The purchase context's settings (event or subscription, organization, system). */
  context: ScopedSettings;
  /** Narrowed to each category of the reservation's tickets. */
  category(categoryId: number): ScopedSettings;
}

/** One query for the context and every category the reservation has tickets of. */
export async function readBookingSettings(
  q: Queryable,
  reservation: BookingReservation,
  categoryIds: readonly number[],
): Promise<BookingSettings> {
  const target = {
    organizationId: reservation.organizationId,
    eventId: reservation.eventId,
    subscriptionDescriptorId: reservation.subscriptionDescriptorId,
  };
  const unique = [...new Set(categoryIds)];
  const [context, ...perCategory] = await readSettingsForEach(
    q,
    [target, ...unique.map((categoryId) => ({ ...target, categoryId }))],
    bookingSettingKeys,
  );
  if (!context) throw new Error('no settings for the purchase context');
  return { context, category: (categoryId) => perCategory[unique.indexOf(categoryId)] ?? context };
}

/** The organizer's VAT and invoicing rules that bear on the booking step. */
export function vatRulesOf(settings: ScopedSettings) {
  const invoicing = invoicingConfiguration(settings);
  return {
    invoicing,
    reverseChargeEnabled: invoicing.euVatCheckingEnabled,
    organizerCountry: settings.text('COUNTRY_OF_BUSINESS'),
    applyVatToForeignBusiness: settings.flag('APPLY_VAT_FOREIGN_BUSINESS', false),
    italianEInvoicingEnabled: invoicing.enabledItalyEInvoicing,
  };
}
