import type { ApplicationLanguage } from '@shop/contract';

/**
 * The languages the shop speaks, in which events are written and e-mails worded; listed here so
 * the contract's runtime stays out of the back office's bundle.
 */
export const shopLanguages = [
  'en',
  'de',
  'fr',
  'it',
  'es',
  'nl',
  'pt',
  'ro',
  'tr',
  'pl',
  'da',
  'bg',
  'sv',
  'cs',
] as const satisfies readonly ApplicationLanguage[];
