import type { ScopedSettings } from '../../settings/scoped-settings.ts';

/** The organizer's PayPal REST app, named as alf.io names its settings, plus the webhook's id. */
export interface PayPalCredentials {
  clientId: string;
  clientSecret: string;
  /** Live account; otherwise PayPal's sandbox. */
  live: boolean;
  /** The id PayPal gave the webhook endpoint, needed to verify its calls; null leaves webhooks unverified and ignored. */
  webhookId: string | null;
}

export const paypalSettingKeys = [
  'PAYPAL_ENABLED',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_LIVE_MODE',
  'PAYPAL_WEBHOOK_ID',
] as const;

/** Null unless the client id and secret are both set. */
export function paypalCredentialsOf(settings: ScopedSettings): PayPalCredentials | null {
  const clientId = settings.text('PAYPAL_CLIENT_ID')?.trim();
  const clientSecret = settings.text('PAYPAL_CLIENT_SECRET')?.trim();
  return clientId && clientSecret
    ? {
        clientId,
        clientSecret,
        live: settings.flag('PAYPAL_LIVE_MODE', false),
        webhookId: settings.text('PAYPAL_WEBHOOK_ID')?.trim() || null,
      }
    : null;
}
