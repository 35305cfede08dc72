import type { PaymentProvider } from '../payment-provider.ts';
import { saferpayCredentialsOf, saferpaySettingKeys } from './saferpay-settings.ts';

/**
 * Cards on Saferpay's hosted payment page, on where the organizer turned on SAFERPAY_ENABLED and
 * set its JSON API user, password, customer id and terminal id. The buyer pays on Saferpay's page.
 */
export const saferpayProvider: PaymentProvider = {
  proxy: 'SAFERPAY',
  settingKeys: saferpaySettingKeys,
  fixedMethods: ['CREDIT_CARD'],
  methods: async () => ['CREDIT_CARD'],
  offlineCaptcha: false,
  isAvailable: (context) => saferpayCredentialsOf(context.settings) !== null,
  parameters: () => ({}),
  confirm: () => ({ kind: 'redirect' }),
};
