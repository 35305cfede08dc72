import { methodsOfProxy } from '../payment-methods.ts';
import type { PaymentProvider } from '../payment-provider.ts';

/** The built-in gateway that moves no money, on where the organizer's setting TEST_GATEWAY_ENABLED says so. */
export const testGatewayProvider: PaymentProvider = {
  proxy: 'TEST_GATEWAY',
  settingKeys: [],
  methods: async () => [...methodsOfProxy.TEST_GATEWAY],
  offlineCaptcha: false,
  isAvailable: (context) => context.settings.flag('TEST_GATEWAY_ENABLED', false),
  parameters: () => ({}),
  confirm: () => ({ kind: 'redirect' }),
};
