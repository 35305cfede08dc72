import type { PaymentProvider } from '../payment-provider.ts';
import { availableMollieMethods, mollieMethodIds } from './mollie-methods.ts';
import { mollieKeyOf, mollieSettingKeys } from './mollie-settings.ts';

/**
 * Redirect payments through Mollie, on where the organizer turned on MOLLIE_CC_ENABLED and set
 * MOLLIE_API_KEY: of its methods, those Mollie lists as available for the order's amount and
 * currency (asked once a minute at most). The buyer pays on Mollie's checkout page.
 */
export const mollieProvider: PaymentProvider = {
  proxy: 'MOLLIE',
  settingKeys: mollieSettingKeys,
  fixedMethods: mollieMethodIds,
  methods: availableMollieMethods,
  offlineCaptcha: false,
  isAvailable: (context) => mollieKeyOf(context.settings) !== null,
  parameters: () => ({}),
  confirm: () => ({ kind: 'redirect' }),
};
