import type { PaymentProvider } from '../payment-provider.ts';
import { paypalCredentialsOf, paypalSettingKeys } from './paypal-settings.ts';

/**
 * PayPal, on where the organizer turned on PAYPAL_ENABLED and set its REST app's client id and
 * secret. Confirming sends the buyer to PayPal first; see `paypal-confirm.ts`.
 */
export const paypalProvider: PaymentProvider = {
  proxy: 'PAYPAL',
  settingKeys: paypalSettingKeys,
  fixedMethods: ['PAYPAL'],
  methods: async () => ['PAYPAL'],
  offlineCaptcha: false,
  isAvailable: (context) =>
    context.settings.flag('PAYPAL_ENABLED', false) && paypalCredentialsOf(context.settings) !== null,
  parameters: () => ({}),
  confirm: () => ({ kind: 'approve-then-capture' }),
};
