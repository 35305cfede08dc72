import type { PaymentProvider } from '../payment-provider.ts';
import { stripeKeysOf, stripeSettingKeys } from './stripe-settings.ts';

/**
 * Cards through Stripe, on where the organizer turned on STRIPE_CC_ENABLED and set its keys. Only
 * the PaymentIntents way (Strong Customer Authentication) is implemented: with STRIPE_ENABLE_SCA
 * off the shop is still told SCA, since the older charge-by-token way would need its own flow.
 */
export const stripeProvider: PaymentProvider = {
  proxy: 'STRIPE',
  settingKeys: stripeSettingKeys,
  fixedMethods: ['CREDIT_CARD'],
  methods: async () => ['CREDIT_CARD'],
  offlineCaptcha: false,
  isAvailable: (context) =>
    context.settings.flag('STRIPE_CC_ENABLED', false) && stripeKeysOf(context.settings) !== null,
  parameters: (context) => ({ enableSCA: true, stripe_p_key: stripeKeysOf(context.settings)?.publicKey ?? null }),
  confirm: () => ({ kind: 'paid-in-browser' }),
};
