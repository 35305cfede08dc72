import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundles } from '../../src/messages/index.ts';
import { documentTextsByLanguage } from '../../src/messages/texts/billing-document-texts.ts';
import { emailTextsByLanguage } from '../../src/messages/texts/email-texts.ts';
import { emailLinkTextsByLanguage } from '../../src/messages/texts/email-link-texts.ts';
import { ticketEmailTextsByLanguage } from '../../src/messages/texts/ticket-email-texts.ts';
import { ticketDocumentTextsByLanguage } from '../../src/messages/texts/ticket-document-texts.ts';
import { documentLogoTextsByLanguage } from '../../src/messages/texts/document-logo-texts.ts';
import { invitationTextsByLanguage } from '../../src/messages/texts/invitation-texts.ts';
import { waitingListTextsByLanguage } from '../../src/messages/texts/waiting-list-texts.ts';
import { attendeeExportTextsByLanguage } from '../../src/messages/texts/attendee-export-texts.ts';
import { testApp, type TestApp } from '../helpers.ts';

type Texts = Readonly<Record<string, string>>;

interface TextSet {
  name: string;
  byLanguage: Readonly<Record<string, Texts>>;
  /** The placeholders of one text, in the syntax the set fills them with. */
  placeholders: (text: string) => string[];
}

const bundlePlaceholders = (text: string) => (text.match(/\{\{\d+\}\}|##time##/g) ?? []).sort();
const namedPlaceholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

const textSets: TextSet[] = [
  { name: 'the shop bundle', byLanguage: bundles, placeholders: bundlePlaceholders },
  { name: 'the reservation e-mails', byLanguage: textMaps(emailTextsByLanguage), placeholders: namedPlaceholders },
  { name: 'the ticket e-mails', byLanguage: textMaps(ticketEmailTextsByLanguage), placeholders: namedPlaceholders },
  { name: 'invoices and receipts', byLanguage: textMaps(documentTextsByLanguage), placeholders: namedPlaceholders },
  { name: 'the ticket PDF', byLanguage: textMaps(ticketDocumentTextsByLanguage), placeholders: namedPlaceholders },
  {
    name: "the organizer's logo in PDFs",
    byLanguage: textMaps(documentLogoTextsByLanguage),
    placeholders: namedPlaceholders,
  },
  {
    name: "the waiting list's offers",
    byLanguage: textMaps(waitingListTextsByLanguage),
    placeholders: namedPlaceholders,
  },
  { name: "the e-mails' links", byLanguage: textMaps(emailLinkTextsByLanguage), placeholders: namedPlaceholders },
  {
    name: 'the invitations to the back office',
    byLanguage: textMaps(invitationTextsByLanguage),
    placeholders: namedPlaceholders,
  },
  {
    name: "the attendee export's column heads",
    byLanguage: textMaps(attendeeExportTextsByLanguage),
    placeholders: namedPlaceholders,
  },
];

function textMaps<T extends object>(byLanguage: Readonly<Record<string, T>>): Record<string, Texts> {
  return Object.fromEntries(Object.entries(byLanguage).map(([lang, texts]) => [lang, texts as unknown as Texts]));
}

/** Brand and product names and acronyms: no language translates them. */
const names = new Set([
  'Apple Pay',
  'Google Pay',
  'Bancontact',
  'Belfius',
  'Interac e-Transfer',
  'iDEAL',
  'ING Home’Pay',
  'KBC/CBC',
  'Przelewy24',
  'PayPal',
  'Alipay',
  'PostFinance',
  'TWINT',
  'Google Calendar',
  'VAT',
  'Online',
]);

/** Words a language spells exactly as English does, and uses on its own pages. */
const sharedWords: Readonly<Record<string, readonly string[]>> = {
  de: ['Total', 'Tickets', 'Details', 'Ticket', 'Ticket #', 'Status'],
  fr: ['Total', 'Date', 'Notifications', 'Description', 'Confirmation', 'Page', 'E-mail'],
  it: ['No', 'E-mail'],
  es: ['Total', 'Subtotal', 'No', 'Extras'],
  pt: ['Total', 'Subtotal', 'Extras', 'E-mail'],
  ro: ['Total', 'Subtotal', 'E-mail'],
  nl: ['Details', 'Status', 'Ticket', 'Tickets', 'excl.', 'incl.', 'E-mail'],
  da: ['Status', 'Start', 'Reservation', 'Subtotal', 'E-mail'],
  pl: ['Status', 'E-mail'],
  sv: ['Status'],
  cs: ['E-mail'],
};

/**
 * A text left as in English is fine when, placeholders aside, only names or shared words remain;
 * date patterns are formats, not words.
 */
function mayStayEnglish(lang: string, key: string, text: string): boolean {
  if (/(date-format|\.pattern)$/.test(key)) return true;
  const words = text
    .replace(/\{\{\d+\}\}|\{\w+\}|##time##/g, ' ')
    .split(/[\s():%–]+/)
    .filter((word) => word !== '');
  const rest = words.join(' ');
  return rest === '' || names.has(rest) || (sharedWords[lang] ?? []).includes(rest) || words.every((w) => names.has(w));
}

/** Languages with their own bundle; the other text sets must know each of them too. */
const registered = Object.keys(bundles).filter((lang) => lang !== 'en');

describe.each(textSets)('$name', ({ byLanguage, placeholders }) => {
  const english = byLanguage.en!;
  const keys = Object.keys(english);

  it('has texts in every language the shop bundle has', () => {
    expect(registered.filter((lang) => !byLanguage[lang])).toEqual([]);
    expect(Object.keys(byLanguage).filter((lang) => !(lang in bundles))).toEqual([]);
  });

  describe.each(registered)('in %s', (lang) => {
    const texts = byLanguage[lang] ?? {};

    it('has every English key, and no other, each with text', () => {
      expect(keys.filter((key) => !(texts[key] ?? '').trim() && (english[key] ?? '') !== '')).toEqual([]);
      expect(Object.keys(texts).filter((key) => !(key in english))).toEqual([]);
    });

    it('keeps exactly the placeholders of the English text', () => {
      const differs = (key: string) =>
        JSON.stringify(placeholders(texts[key] ?? '')) !== JSON.stringify(placeholders(english[key] ?? ''));
      expect(keys.filter(differs)).toEqual([]);
    });

    it('leaves nothing in English but names and acronyms', () => {
      const untranslated = (key: string) =>
        english[key] !== '' && texts[key] === english[key] && !mayStayEnglish(lang, key, english[key] ?? '');
      expect(keys.filter(untranslated).map((key) => `${key}: ${english[key]}`)).toEqual([]);
    });
  });
});

describe('the texts of e-mails, ticket PDFs and invoices', () => {
  it('are all checked above, one set per file of messages/texts/', () => {
    const files = readdirSync(new URL('../../src/messages/texts/', import.meta.url)).filter((file) =>
      file.endsWith('-texts.ts'),
    );
    expect(files.sort()).toEqual([
      'attendee-export-texts.ts',
      'billing-document-texts.ts',
      'document-logo-texts.ts',
      'email-link-texts.ts',
      'email-texts.ts',
      'invitation-texts.ts',
      'ticket-document-texts.ts',
      'ticket-email-texts.ts',
      'waiting-list-texts.ts',
    ]);
  });
});

describe('the language list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it("offers alf.io's fourteen languages in alf.io's order, every translated one among them", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/public/i18n/languages' });
    const locales = (response.json() as { locale: string }[]).map((language) => language.locale);
    expect(locales).toEqual(['en', 'es', 'it', 'de', 'nl', 'fr', 'ro', 'pt', 'tr', 'pl', 'da', 'bg', 'sv', 'cs']);
    expect(Object.keys(bundles).filter((lang) => !locales.includes(lang))).toEqual([]);
  });
});
