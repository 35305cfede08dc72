import { describe, expect, test } from 'vitest';
import { formatMoney, formatUnitPrice, formatVatRate } from '../../src/lib/money.ts';

describe("amounts in the visitor's language", () => {
  test("the server's decimal string is written the way each language writes money", () => {
    expect(formatMoney('290.00', 'CHF', 'en').replace(/\s/g, ' ')).toBe('CHF 290.00');
    expect(formatMoney('290.00', 'CHF', 'fr').replace(/\s/g, ' ')).toBe('290,00 CHF');
    expect(formatMoney('25.00', 'EUR', 'de').replace(/\s/g, ' ')).toBe('25,00 €');
    expect(formatMoney('1500', 'JPY', 'en')).toBe('¥1,500');
  });

  test('what Intl cannot read is shown as the server wrote it', () => {
    expect(formatMoney('12.00', 'XYZ1', 'en')).toBe('XYZ1 12.00');
    expect(formatMoney('n/a', 'EUR', 'en')).toBe('EUR n/a');
    expect(formatMoney('12.00', '', 'en')).toBe('12.00');
  });

  test("VAT rates lose trailing zeros and take the language's decimal sign", () => {
    expect(formatVatRate('8.10', 'en')).toBe('8.1');
    expect(formatVatRate('7.70', 'de')).toBe('7,7');
    expect(formatVatRate(19, 'fr')).toBe('19');
  });
});

describe("a summary row's unit price", () => {
  test("is a percentage in the visitor's form for percentage discounts, money otherwise, and nothing when empty", () => {
    expect(formatUnitPrice('-10%', 'CHF', 'en')).toBe('-10%');
    expect(formatUnitPrice('-12.5%', 'EUR', 'de')).toBe('-12,5\u00a0%');
    expect(formatUnitPrice('-10.00', 'CHF', 'en')).toBe(formatMoney('-10.00', 'CHF', 'en'));
    expect(formatUnitPrice('', 'CHF', 'en')).toBe('');
  });
});
