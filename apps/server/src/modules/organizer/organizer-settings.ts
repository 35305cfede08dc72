import type { Database, Queryable } from '../../db/database.ts';
import { findOwnSettings, saveSettings, type WritableScope } from '../settings/settings-repository.ts';
import { insertOrganizerChange } from './organizer-audit-repository.ts';
import type { Organizer } from './organizer-roles.ts';
import { findPurchaseContext } from './organization-repository.ts';
import { BRAND_COLOR_SETTING, isBrandColor } from '../email-template/email-wording.ts';

/**
 * The settings an organizer sets for the organization or for one event or subscription: those
 * this server reads at those levels, under alf.io's names. The installation's own (the system
 * announcement, terms and privacy links, maps and captcha keys, custom CSS of every page) are
 * not among them.
 */
export const organizerSettingKeys = new Set([
  'ALLOW_FREE_TICKETS_CANCELLATION',
  'ALLOW_TICKET_DOWNLOAD',
  'APPLY_VAT_FOREIGN_BUSINESS',
  'BANK_ACCOUNT_NR',
  'BANK_ACCOUNT_OWNER',
  'COUNTRY_OF_BUSINESS',
  'DEFERRED_BANK_TRANSFER_ENABLED',
  'DISPLAY_DISCOUNT_CODE_BOX',
  'DISPLAY_EXPIRED_CATEGORIES',
  'DISPLAY_TICKETS_LEFT_INDICATOR',
  'EMBED_POST_MESSAGE_ORIGIN',
  'ENABLE_ATTENDEE_AUTOCOMPLETE',
  'ENABLE_CAPTCHA_FOR_OFFLINE_PAYMENTS',
  'ENABLE_CAPTCHA_FOR_TICKET_SELECTION',
  'ENABLE_CUSTOMER_REFERENCE',
  'ENABLE_EU_VAT_DIRECTIVE',
  'ENABLE_ITALY_E_INVOICING',
  'ENABLE_PASS',
  'ENABLE_PRE_REGISTRATION',
  'ENABLE_TICKET_TRANSFER',
  'ENABLE_VIES_VALIDATION',
  'ENABLE_WAITING_QUEUE',
  'ENABLE_WALLET',
  BRAND_COLOR_SETTING,
  'EVENT_CUSTOM_CSS',
  'FORCE_TICKET_OWNER_ASSIGNMENT_AT_RESERVATION',
  'GENERATE_ONLY_INVOICE',
  'GOOGLE_ANALYTICS_ANONYMOUS_MODE',
  'GOOGLE_ANALYTICS_KEY',
  'INVOICE_ADDRESS',
  'INVOICE_NUMBER_PATTERN',
  'MATOMO_SITE_ID',
  'MATOMO_URL',
  'MAX_AMOUNT_OF_TICKETS_BY_RESERVATION',
  'MOLLIE_API_KEY',
  'MOLLIE_CC_ENABLED',
  'OFFLINE_PAYMENT_BUSINESS_DAYS',
  'OFFLINE_PAYMENT_DAYS',
  'PAID_CANCELLATION_DAYS',
  'PAID_CANCELLATION_FEE',
  'PARTIAL_RESERVATION_ID_LENGTH',
  'PAYMENT_METHODS_BLACKLIST',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_ENABLED',
  'PAYPAL_LIVE_MODE',
  'PAYPAL_WEBHOOK_ID',
  'QUEUE_ADMISSIONS_PER_MINUTE',
  'QUEUE_ENABLED',
  'QUEUE_PLACE_KEPT_MINUTES',
  'RESERVATION_TIMEOUT',
  'SAFERPAY_API_PASSWORD',
  'SAFERPAY_API_USERNAME',
  'SAFERPAY_CUSTOMER_ID',
  'SAFERPAY_ENABLED',
  'SAFERPAY_LIVE_MODE',
  'SAFERPAY_TERMINAL_ID',
  'SEND_TICKETS_AUTOMATICALLY',
  'SHOW_ONLY_BASIC_INSTRUCTIONS',
  'STOP_WAITING_QUEUE_SUBSCRIPTIONS',
  'STRIPE_CC_ENABLED',
  'STRIPE_ENABLE_SCA',
  'STRIPE_PUBLIC_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_KEY',
  'USE_INVOICE_NUMBER_AS_ID',
  'USE_PARTNER_CODE_INSTEAD_OF_PROMOTIONAL',
  'VAT_NR',
  'VAT_NUMBER_IS_REQUIRED',
]);

/** Credentials: the audit log records that they changed, never their values. */
const secretKeys = new Set([
  'MOLLIE_API_KEY',
  'PAYPAL_CLIENT_SECRET',
  'SAFERPAY_API_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_KEY',
]);

function forAudit(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, secretKeys.has(key) && value !== '' ? '(secret)' : value]),
  );
}

export type SettingsOutcome = { kind: 'saved' } | { kind: 'not-found' } | { kind: 'invalid'; message: string };

export interface SettingsTarget {
  organizationId: number;
  purchaseContext?: { type: 'event' | 'subscription'; publicIdentifier: string };
}

/** Saves the settings of the organization, or of one of its events or subscriptions, with an audit entry. */
export async function saveOrganizerSettings(
  db: Database,
  organizer: Organizer,
  target: SettingsTarget,
  values: Record<string, string>,
): Promise<SettingsOutcome> {
  if (target.organizationId !== organizer.organizationId) return { kind: 'not-found' };
  let scope: WritableScope = { scope: 'ORGANIZATION', organizationId: organizer.organizationId };
  let eventId: number | null = null;
  if (target.purchaseContext) {
    const found = await findPurchaseContext(db, organizer.organizationId, target.purchaseContext);
    if (!found) return { kind: 'not-found' };
    scope =
      found.eventId !== null
        ? { scope: 'EVENT', eventId: found.eventId }
        : { scope: 'SUBSCRIPTION', subscriptionDescriptorId: found.subscriptionDescriptorId! };
    eventId = found.eventId;
  }
  const keys = Object.keys(values);
  if (keys.length === 0) return { kind: 'invalid', message: 'Request contains no settings' };
  if (keys.some((key) => !organizerSettingKeys.has(key)))
    return { kind: 'invalid', message: 'Request contains unrecognized keys' };
  const color = values[BRAND_COLOR_SETTING];
  if (color !== undefined && color !== '' && !isBrandColor(color))
    return { kind: 'invalid', message: `${BRAND_COLOR_SETTING} must be a colour written #rrggbb` };
  await db.transaction(async (tx) => {
    const before = await findOwnSettings(tx, scope, keys);
    await saveSettings(tx, scope, values);
    const after = await findOwnSettings(tx, scope, keys);
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'CONFIGURATION_UPDATE',
      organizationId: organizer.organizationId,
      entityType: scope.scope,
      entityId:
        scope.scope === 'ORGANIZATION'
          ? String(scope.organizationId)
          : scope.scope === 'EVENT'
            ? String(scope.eventId)
            : scope.subscriptionDescriptorId,
      eventId,
      before: forAudit(before),
      after: forAudit(after),
    });
  });
  return { kind: 'saved' };
}

/**
 * The names of the settings an event sets itself and of those its organization sets, never their
 * values: the back office shows a secret as set and lets it be replaced or cleared.
 */
export async function settingNamesOf(
  db: Queryable,
  organizationId: number,
  eventId: number,
): Promise<{ event: string[]; organization: string[] }> {
  const keys = [...organizerSettingKeys];
  const [own, organization] = await Promise.all([
    findOwnSettings(db, { scope: 'EVENT', eventId }, keys),
    findOwnSettings(db, { scope: 'ORGANIZATION', organizationId }, keys),
  ]);
  return { event: Object.keys(own).sort(), organization: Object.keys(organization).sort() };
}
