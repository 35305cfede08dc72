import type { ScopedSettings } from '../../settings/scoped-settings.ts';

/** The organizer's Stripe settings, named as alf.io names them. */
export interface StripeKeys {
  secretKey: string;
  publicKey: string;
  /** The webhook endpoint's signing secret (`whsec_…`). */
  webhookKey: string;
}

export const stripeSettingKeys = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLIC_KEY',
  'STRIPE_WEBHOOK_KEY',
  'STRIPE_ENABLE_SCA',
  'STRIPE_CC_ENABLED',
] as const;

/** The organizer's keys; null unless all three are set. */
export function stripeKeysOf(settings: ScopedSettings): StripeKeys | null {
  const secretKey = settings.text('STRIPE_SECRET_KEY');
  const publicKey = settings.text('STRIPE_PUBLIC_KEY');
  const webhookKey = settings.text('STRIPE_WEBHOOK_KEY');
  return secretKey && publicKey && webhookKey
    ? { secretKey: secretKey.trim(), publicKey: publicKey.trim(), webhookKey: webhookKey.trim() }
    : null;
}
