import type { PaymentProvider } from '../payment-provider.ts';

/** The built-in gateway that moves no money, on where the organizer's setting TEST_GATEWAY_ENABLED says so. */
export const testGatewayProvider: PaymentProvider = {
  proxy: 'TEST_GATEWAY',
  settingKeys: [],
  fixedMethods: ['CREDIT_CARD'],
  methods: async () => ['CREDIT_CARD'],
  offlineCaptcha: false,
  isAvailable: (context) => context.settings.flag('TEST_GATEWAY_ENABLED', false),
  parameters: () => ({}),
  confirm: () => ({ kind: 'redirect' }),
};
