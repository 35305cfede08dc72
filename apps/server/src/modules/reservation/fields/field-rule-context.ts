import { wallClock } from '../../../lib/date-format.ts';
import { countries } from '../../i18n/countries.ts';
import { formatVatChecker, type VatNumberChecker } from '../invoicing/eu-vat.ts';
import type { FieldRuleContext } from './additional-field-rules.ts';

const countryCodes: ReadonlySet<string> = new Set(countries('en').map((country) => country.isoCode));

/** What field rules compare with: today in the purchase context's zone (by `now`, the database clock). */
export function fieldRuleContext(
  context: { now: Date; timeZone: string },
  vatChecker: VatNumberChecker = formatVatChecker,
): FieldRuleContext {
  const today = wallClock(context.now, context.timeZone);
  return {
    today: `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`,
    countryCodes,
    vatChecker,
  };
}
