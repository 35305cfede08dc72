import { z } from 'zod';
import { AnalyticsConfiguration, InvoicingConfiguration } from './common.ts';
import { endpoint } from './endpoint.ts';

export const AlfioInfo = z.object({
  demoModeEnabled: z.boolean(),
  devModeEnabled: z.boolean(),
  prodModeEnabled: z.boolean(),
  analyticsConfiguration: AnalyticsConfiguration,
  globalPrivacyPolicyUrl: z.string().nullable(),
  globalTermsUrl: z.string().nullable(),
  invoicingConfiguration: InvoicingConfiguration,
  /** Raw HTML set by the operator; the shop renders it through SafeHtml. */
  announcementBannerContentHTML: z.string().nullable(),
  walletConfiguration: z.object({ gWalletEnabled: z.boolean(), passEnabled: z.boolean() }),
  challengeConfiguration: z.object({
    enabled: z.boolean(),
    providerId: z.string().nullable(),
    apiKey: z.string().nullable(),
  }),
  /**
   * Our server's additive features (architecture: advertised, used only when present). alf.io
   * does not send this field, so the shop treats a missing list as "none".
   */
  capabilities: z.array(z.string()).optional(),
  /**
   * Ours, not alf.io's: the origins the server lets frame the shop (besides its own). An embedded
   * catalogue tells such a parent its height; alf.io does not send the field, which means none.
   */
  embedAllowedOrigins: z.array(z.string()).optional(),
  /**
   * Ours: where buyers report an accessibility problem when no event names an organizer. alf.io
   * does not send it; the shop then names no contact beyond the organizers'.
   */
  accessibilityContactEmail: z.string().nullable().optional(),
});
export type AlfioInfo = z.infer<typeof AlfioInfo>;

export const infoEndpoints = {
  getInfo: endpoint('getInfo', { responses: { 200: AlfioInfo } }),
  /** The seed's path; alf.io serves only `/api/v2/info`, our server answers both. */
  getPublicInfo: endpoint('getPublicInfo', { responses: { 200: AlfioInfo } }),
};
