import {
  emailBounceCapability,
  emailDeliveryCapability,
  eventListAvailabilityCapability,
  fairQueueCapability,
  reservationLinkRecoveryCapability,
  holdExtensionCapability,
  liveAvailabilityCapability,
  paidCancellationCapability,
  reservationTicketsPdfCapability,
  subscriptionInvoiceCapability,
  testPaymentGatewayCapability,
  type AlfioInfo,
} from '@shop/contract';
import type { Config } from '../../config.ts';
import type { SystemSettings } from '../settings/settings.ts';
import { matomoConfiguration } from '../settings/purchase-context-configuration.ts';
import { walletConfiguration } from '../ticket/wallet-pass-content.ts';

/** Features our server adds to alf.io's API; the shop uses each only when it is listed here. */
export function capabilities(
  config: Pick<Config, 'holdExtension' | 'availabilityStreamsMax' | 'bounceDomain'>,
): string[] {
  return [
    eventListAvailabilityCapability,
    reservationLinkRecoveryCapability,
    reservationTicketsPdfCapability,
    subscriptionInvoiceCapability,
    testPaymentGatewayCapability,
    fairQueueCapability,
    paidCancellationCapability,
    emailDeliveryCapability,
    ...(config.bounceDomain ? [emailBounceCapability] : []),
    ...(config.holdExtension.times > 0 ? [holdExtensionCapability] : []),
    ...(config.availabilityStreamsMax > 0 ? [liveAvailabilityCapability] : []),
  ];
}

/** `GET /api/v2/info` (`endpoints.getInfo` in the contract), also preloaded into every page. */
export async function buildInfo(config: Config, settings: SystemSettings): Promise<AlfioInfo> {
  const [banner, terms, privacy, gaKey, gaScrambled, matomoUrl, matomoSiteId, wallets, italy, accessibilityContact] =
    await Promise.all([
      settings.text('ANNOUNCEMENT_BANNER_CONTENT'),
      settings.text('GLOBAL_TERMS_URL'),
      settings.text('GLOBAL_PRIVACY_URL'),
      settings.text('GOOGLE_ANALYTICS_KEY'),
      settings.flag('GOOGLE_ANALYTICS_ANONYMOUS_MODE', true),
      settings.text('MATOMO_URL'),
      settings.text('MATOMO_SITE_ID'),
      walletConfiguration(config, settings),
      settings.flag('ENABLE_ITALY_E_INVOICING', false),
      settings.text('ACCESSIBILITY_CONTACT_EMAIL'),
    ]);
  return {
    demoModeEnabled: config.demoMode,
    devModeEnabled: config.profile === 'dev',
    prodModeEnabled: config.profile === 'prod',
    analyticsConfiguration: {
      googleAnalyticsKey: gaKey,
      googleAnalyticsScrambledInfo: gaScrambled,
      clientId: null,
      ...matomoConfiguration(matomoUrl, matomoSiteId),
    },
    globalPrivacyPolicyUrl: privacy,
    globalTermsUrl: terms,
    invoicingConfiguration: {
      userCanDownloadReceiptOrInvoice: !italy,
      euVatCheckingEnabled: false,
      // Invoices need an organizer's address and VAT number, which no system-wide answer has.
      invoiceAllowed: false,
      onlyInvoice: false,
      customerReferenceEnabled: false,
      enabledItalyEInvoicing: italy,
      vatNumberStrictlyRequired: false,
    },
    announcementBannerContentHTML: banner?.trim() || null,
    walletConfiguration: wallets,
    challengeConfiguration: config.turnstile
      ? { enabled: true, providerId: 'turnstile', apiKey: config.turnstile.siteKey }
      : { enabled: false, providerId: null, apiKey: null },
    capabilities: capabilities(config),
    embedAllowedOrigins: config.embedAllowedOrigins,
    accessibilityContactEmail: accessibilityContact?.trim() || null,
  };
}
