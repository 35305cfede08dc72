import { createHash } from 'node:crypto';
import type {
  AnalyticsConfiguration,
  CaptchaConfiguration,
  EmbeddingConfiguration,
  InvoicingConfiguration,
} from '@shop/contract';
import type { ScopedSettings } from './scoped-settings.ts';

/**
 * The configuration blocks an event or a subscription carries, derived from the
 * settings of that purchase context.
 */

/** Keys the blocks below read; pass them to `readSettings` to load no more than needed. */
export const purchaseContextSettingKeys = [
  'ENABLE_ITALY_E_INVOICING',
  'ENABLE_EU_VAT_DIRECTIVE',
  'COUNTRY_OF_BUSINESS',
  'INVOICE_ADDRESS',
  'VAT_NR',
  'GENERATE_ONLY_INVOICE',
  'ENABLE_CUSTOMER_REFERENCE',
  'VAT_NUMBER_IS_REQUIRED',
  'ENABLE_CAPTCHA_FOR_TICKET_SELECTION',
  'ENABLE_CAPTCHA_FOR_OFFLINE_PAYMENTS',
  'RECAPTCHA_API_KEY',
  'GOOGLE_ANALYTICS_KEY',
  'GOOGLE_ANALYTICS_ANONYMOUS_MODE',
  'MATOMO_URL',
  'MATOMO_SITE_ID',
  'EMBED_POST_MESSAGE_ORIGIN',
] as const;

export function invoicingConfiguration(settings: ScopedSettings): InvoicingConfiguration {
  const italy = settings.flag('ENABLE_ITALY_E_INVOICING', false);
  // An invoice needs the organizer's address and VAT number.
  const invoiceAllowed = settings.text('INVOICE_ADDRESS') !== null && settings.text('VAT_NR') !== null;
  return {
    userCanDownloadReceiptOrInvoice: !italy,
    euVatCheckingEnabled:
      settings.flag('ENABLE_EU_VAT_DIRECTIVE', false) && settings.text('COUNTRY_OF_BUSINESS') !== null,
    invoiceAllowed,
    onlyInvoice: invoiceAllowed && (settings.flag('GENERATE_ONLY_INVOICE', false) || italy),
    customerReferenceEnabled: settings.flag('ENABLE_CUSTOMER_REFERENCE', false),
    enabledItalyEInvoicing: italy,
    vatNumberStrictlyRequired: settings.flag('VAT_NUMBER_IS_REQUIRED', false),
  };
}

export function captchaConfiguration(settings: ScopedSettings): CaptchaConfiguration {
  const apiKey = settings.text('RECAPTCHA_API_KEY');
  const forTicketSelection = settings.flag('ENABLE_CAPTCHA_FOR_TICKET_SELECTION', false) && apiKey !== null;
  const forOfflineAndFree = settings.flag('ENABLE_CAPTCHA_FOR_OFFLINE_PAYMENTS', false) && apiKey !== null;
  return {
    captchaForTicketSelection: forTicketSelection,
    captchaForOfflinePaymentAndFree: forOfflineAndFree,
    // alf.io publishes the key only with the ticket-selection captcha, so a
    // free order that must solve one has no key to show it with; here either captcha publishes it.
    recaptchaApiKey: forTicketSelection || forOfflineAndFree ? apiKey : null,
  };
}

/** `clientId` identifies the visitor to analytics without revealing the session id. */
export function analyticsConfiguration(settings: ScopedSettings, sessionId: string): AnalyticsConfiguration {
  const key = settings.text('GOOGLE_ANALYTICS_KEY');
  const scrambled = settings.flag('GOOGLE_ANALYTICS_ANONYMOUS_MODE', true);
  return {
    googleAnalyticsKey: key,
    googleAnalyticsScrambledInfo: scrambled,
    clientId: key !== null && scrambled ? createHash('sha256').update(sessionId).digest('hex') : null,
    ...matomoConfiguration(settings.text('MATOMO_URL'), settings.text('MATOMO_SITE_ID')),
  };
}

/**
 * Matomo needs both its address and the site's id. The shop loads its script from that address, so
 * only https is accepted (http only on localhost, for a local instance); anything else reads as unset.
 */
export function matomoConfiguration(
  url: string | null,
  siteId: string | null,
): { matomoUrl: string | null; matomoSiteId: string | null } {
  const id = siteId?.trim();
  const base = url?.trim().replace(/\/+$/, '');
  if (!id || !base || !URL.canParse(base)) return { matomoUrl: null, matomoSiteId: null };
  const parsed = new URL(base);
  const secure = parsed.protocol === 'https:' || (parsed.protocol === 'http:' && parsed.hostname === 'localhost');
  if (!secure || parsed.search || parsed.hash || parsed.username || parsed.password) {
    return { matomoUrl: null, matomoSiteId: null };
  }
  return { matomoUrl: base, matomoSiteId: id };
}

export function embeddingConfiguration(settings: ScopedSettings): EmbeddingConfiguration {
  const origin = settings.text('EMBED_POST_MESSAGE_ORIGIN');
  return { enabled: origin !== null, notificationOrigin: origin ?? '' };
}
