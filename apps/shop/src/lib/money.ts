/**
 * Amounts arrive as decimal strings with as many decimals as the currency has ("290.00"); the
 * visitor reads them in their language's form ("CHF 290.00", "290,00 CHF", "€ 25,00").
 */
export function formatMoney(
  amount: string,
  currency: string | null | undefined,
  lang: string,
  fractionDigits?: number,
): string {
  const value = Number(amount);
  if (!currency) return amount;
  try {
    if (amount.trim() === '' || Number.isNaN(value)) throw new RangeError('not a decimal');
    const digits = fractionDigits ?? currencyDigits(currency);
    return new Intl.NumberFormat(lang, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    // A currency or an amount Intl cannot read is shown as the server wrote it.
    return `${currency} ${amount}`;
  }
}

/** How many decimals the currency has (2 for EUR, 0 for JPY); throws for a code Intl does not know. */
function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in minor units (our server's own answers: 2500 for EUR 25.00), shown as `formatMoney` does. */
export function formatMinorUnits(minor: number, currency: string, lang: string): string {
  let digits = 2;
  try {
    digits = currencyDigits(currency);
  } catch {
    // An unknown currency keeps two decimals.
  }
  return formatMoney((minor / 10 ** digits).toFixed(digits), currency, lang, digits);
}

/**
 * A summary row's unit price: money, a percentage for percentage discounts ("-10%", as alf.io
 * sends it), or nothing (a TAX_DETAIL row's empty price).
 */
export function formatUnitPrice(
  price: string,
  currency: string | null | undefined,
  lang: string,
  fractionDigits?: number,
): string {
  const trimmed = price.trim();
  if (trimmed === '') return '';
  if (trimmed.endsWith('%')) {
    const value = Number(trimmed.slice(0, -1));
    return Number.isNaN(value)
      ? trimmed
      : new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  }
  return formatMoney(price, currency, lang, fractionDigits);
}

/** `8.10` reads as 8.1 (8,1 in German): VAT rates carry no meaningful trailing zeros. */
export function formatVatRate(rate: number | string, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(Number(rate));
}
