import { formatVatChecker, nationalVatNumber, vatCountryCode, type VatCheck, type VatNumberChecker } from './eu-vat.ts';

/**
 * The EU's VIES service (its REST API, no key) asked whether a VAT number is registered, as alf.io
 * asks it when the organizer leaves ENABLE_VIES_VALIDATION on. A number of the wrong shape is
 * refused here without asking. VIES answers a number it does not know `valid: false`; its own or a
 * member state's trouble comes as a fault, and so does a network failure: then the answer is
 * 'unavailable' and the booking step asks the buyer to try again.
 */

/** VIES refuses the input itself: the number cannot be one. */
const INPUT_FAULTS = new Set(['INVALID_INPUT']);

/** A registration does not change by the minute, and VIES limits concurrent requests. */
const CACHE_MS = 15 * 60 * 1000;
const CACHE_ENTRIES = 1000;
/** The buyer waits for the answer before the booking step goes on, so not for long. */
const TIMEOUT_MS = 8000;

export function viesChecker(apiUrl: URL, now: () => number = Date.now): VatNumberChecker {
  const checkUrl = new URL('check-vat-number', apiUrl.href.endsWith('/') ? apiUrl : `${apiUrl.href}/`);
  const cache = new Map<string, { check: VatCheck; until: number }>();

  async function ask(countryCode: string, vatNumber: string): Promise<VatCheck> {
    try {
      const response = await fetch(checkUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ countryCode, vatNumber }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json()) as {
        valid?: unknown;
        errorWrappers?: { error?: unknown }[];
      };
      if (response.ok && typeof body.valid === 'boolean') return body.valid ? 'valid' : 'invalid';
      const faults = (body.errorWrappers ?? []).map((wrapper) => wrapper.error);
      return faults.length > 0 && faults.every((fault) => INPUT_FAULTS.has(String(fault))) ? 'invalid' : 'unavailable';
    } catch {
      return 'unavailable';
    }
  }

  return {
    async check(country, number) {
      if ((await formatVatChecker.check(country, number)) === 'invalid') return 'invalid';
      const countryCode = vatCountryCode(country);
      const vatNumber = nationalVatNumber(countryCode, number);
      const key = countryCode + vatNumber;
      const cached = cache.get(key);
      if (cached && cached.until > now()) return cached.check;
      const check = await ask(countryCode, vatNumber);
      if (check !== 'unavailable') {
        cache.delete(key);
        if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
        cache.set(key, { check, until: now() + CACHE_MS });
      }
      return check;
    },
  };
}
