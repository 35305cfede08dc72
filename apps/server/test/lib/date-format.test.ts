import { describe, expect, it } from 'vitest';
import { formatDate, zoneOffsetSeconds } from '../../src/lib/date-format.ts';
import { bundleFor } from '../../src/messages/index.ts';

const instant = Date.UTC(2026, 11, 24, 17, 5); // 24 Dec 2026 17:05 UTC

describe('dates formatted with the bundle patterns', () => {
  it('renders numbers, names and quoted literals in the event time zone', () => {
    expect(formatDate(instant, 'dd.MM.yyyy HH:mm', 'Europe/Zurich', 'de')).toBe('24.12.2026 18:05');
    expect(formatDate(instant, "EEEE d MMMM yyyy 'at' h:mm a", 'America/New_York', 'en')).toBe(
      'Thursday 24 December 2026 at 12:05 PM',
    );
    expect(formatDate(instant, 'EEE d MMM yy', 'UTC', 'fr')).toMatch(/^jeu\.? 24 déc\.? 26$/);
  });

  it('uses the month form a date needs in languages that inflect it', () => {
    expect(formatDate(instant, 'd MMMM', 'UTC', 'it')).toBe('24 dicembre');
    expect(formatDate(instant, 'd. MMMM', 'UTC', 'de')).toBe('24. Dezember');
  });

  it('falls back to English names for a language Intl does not know', () => {
    expect(formatDate(instant, 'MMMM', 'UTC', 'zz')).toBe('December');
  });
});

describe('time-zone offsets in seconds east of UTC', () => {
  it('follows daylight saving time', () => {
    expect(zoneOffsetSeconds(Date.UTC(2026, 0, 15), 'Europe/Zurich')).toBe(3600);
    expect(zoneOffsetSeconds(Date.UTC(2026, 6, 15), 'Europe/Zurich')).toBe(7200);
    expect(zoneOffsetSeconds(Date.UTC(2026, 6, 15), 'America/New_York')).toBe(-4 * 3600);
  });
});

describe('month names in every application language', () => {
  it('never writes a short month as a bare number', () => {
    for (const lang of ['en', 'es', 'it', 'de', 'nl', 'fr', 'ro', 'pt', 'tr', 'pl', 'da', 'bg', 'sv', 'cs']) {
      expect(formatDate(instant, 'MMM', 'UTC', lang), lang).not.toMatch(/^\d+$/);
    }
    expect(formatDate(instant, 'd MMM', 'UTC', 'bg')).toBe('24 декември');
  });
});

describe('the date patterns of each bundle', () => {
  const inBundle = (lang: string, key: 'date.extended.pattern' | 'datetime.pattern') =>
    formatDate(instant, bundleFor(lang)[key]!, 'Europe/Istanbul', lang);

  it('write a full date the way each language does', () => {
    expect(inBundle('es', 'date.extended.pattern')).toBe('jueves, 24 de diciembre de 2026');
    expect(inBundle('pt', 'date.extended.pattern')).toBe('quinta-feira, 24 de dezembro de 2026');
    expect(inBundle('ro', 'date.extended.pattern')).toBe('joi, 24 decembrie 2026');
    expect(inBundle('nl', 'date.extended.pattern')).toBe('donderdag 24 december 2026');
    expect(inBundle('tr', 'date.extended.pattern')).toBe('24 Aralık 2026 Perşembe');
    expect(inBundle('da', 'date.extended.pattern')).toBe('torsdag den 24. december 2026');
  });

  it('give the time on a 24-hour clock, with the separator and words of the language', () => {
    expect(inBundle('tr', 'datetime.pattern')).toBe('24 Ara 2026, 20:05');
    expect(inBundle('nl', 'datetime.pattern')).toBe('24 dec 2026 om 20:05');
    expect(inBundle('da', 'datetime.pattern')).toBe('24. dec. 2026 kl. 20.05');
  });
});
