import type { Country } from '@shop/contract';

/** ISO 3166-1 alpha-2 codes of the countries and territories the lists offer. */
const isoCodes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Member states of the EU; Greece is listed under its VAT prefix EL in VAT lists. */
const euCodes = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');

/**
 * Keyed by the locale Intl resolves a request to, not by what the client asked for, so the cache
 * holds at most one list per locale the runtime knows, whatever languages are requested.
 */
const cache = new Map<string, Country[]>();

/** Countries named in `lang` and sorted as a French collator sorts them (alf.io's order). */
export function countries(lang: string): Country[] {
  const names = displayNames(lang);
  return cached(`all:${names.resolvedOptions().locale}`, () => localized(isoCodes, names));
}

/** As `countries`, with Greece as `EL`, the code VAT numbers use. */
export function vatCountries(lang: string): Country[] {
  const names = displayNames(lang);
  return cached(`vat:${names.resolvedOptions().locale}`, () => localized(isoCodes, names).map(toVatCode));
}

export function euVatCountries(lang: string): Country[] {
  const names = displayNames(lang);
  return cached(`eu:${names.resolvedOptions().locale}`, () => localized(euCodes, names).map(toVatCode));
}

function localized(codes: readonly string[], names: Intl.DisplayNames): Country[] {
  const collator = new Intl.Collator('fr');
  return codes
    .map((isoCode) => ({ isoCode, name: names.of(isoCode) ?? isoCode }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

function displayNames(lang: string): Intl.DisplayNames {
  try {
    return new Intl.DisplayNames([lang, 'en'], { type: 'region' });
  } catch {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  }
}

function toVatCode(country: Country): Country {
  return country.isoCode === 'GR' ? { ...country, isoCode: 'EL' } : country;
}

function cached(key: string, build: () => Country[]): Country[] {
  let value = cache.get(key);
  if (!value) {
    value = build();
    cache.set(key, value);
  }
  return value;
}
