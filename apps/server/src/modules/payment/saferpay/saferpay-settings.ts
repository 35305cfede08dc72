import type { ScopedSettings } from '../../settings/scoped-settings.ts';

/**
 * The organizer's Saferpay settings, named as alf.io names them: SAFERPAY_ENABLED turns Saferpay
 * on; the JSON API user and password (Saferpay Backoffice, Settings > JSON API basic
 * authentication), the customer id and the terminal id say whose payment page it is;
 * SAFERPAY_LIVE_MODE picks Saferpay's live system instead of its test system.
 */
export const saferpaySettingKeys = [
  'SAFERPAY_ENABLED',
  'SAFERPAY_API_USERNAME',
  'SAFERPAY_API_PASSWORD',
  'SAFERPAY_CUSTOMER_ID',
  'SAFERPAY_TERMINAL_ID',
  'SAFERPAY_LIVE_MODE',
] as const;

export interface SaferpayCredentials {
  username: string;
  password: string;
  customerId: string;
  terminalId: string;
  live: boolean;
}

/** Null unless Saferpay is on and all four of its values are set. */
export function saferpayCredentialsOf(settings: ScopedSettings): SaferpayCredentials | null {
  const value = (key: (typeof saferpaySettingKeys)[number]) => settings.text(key)?.trim() || null;
  const username = value('SAFERPAY_API_USERNAME');
  const password = value('SAFERPAY_API_PASSWORD');
  const customerId = value('SAFERPAY_CUSTOMER_ID');
  const terminalId = value('SAFERPAY_TERMINAL_ID');
  if (!settings.flag('SAFERPAY_ENABLED', false) || !username || !password || !customerId || !terminalId) return null;
  return { username, password, customerId, terminalId, live: settings.flag('SAFERPAY_LIVE_MODE', false) };
}
