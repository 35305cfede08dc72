import type { ScopedSettings } from '../../settings/scoped-settings.ts';

/**
 * The organizer's Mollie settings, named as alf.io names them: MOLLIE_CC_ENABLED turns Mollie on,
 * MOLLIE_API_KEY is the profile's API key (`test_…` or `live_…`). alf.io's Mollie Connect
 * settings (platform mode with OAuth) are not read: each organizer pays with its own key.
 */
export const mollieSettingKeys = ['MOLLIE_CC_ENABLED', 'MOLLIE_API_KEY'] as const;

/** The organizer's API key; null unless Mollie is on and a key is set. */
export function mollieKeyOf(settings: ScopedSettings): string | null {
  const key = settings.text('MOLLIE_API_KEY')?.trim();
  return settings.flag('MOLLIE_CC_ENABLED', false) && key ? key : null;
}
