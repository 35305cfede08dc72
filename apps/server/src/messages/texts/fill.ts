/**
 * The texts the server itself writes (e-mails, ticket PDFs, invoices and receipts) live in this
 * folder, one object per language with English complete. A placeholder is written `{name}` and
 * filled by `fill`; the shop's bundles next door keep alf.io's `{{0}}` instead.
 */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** The texts of a language, or the English ones when the language has none. */
export function textsIn<Texts>(byLanguage: Readonly<Record<string, Texts>> & { en: Texts }, lang: string): Texts {
  return Object.hasOwn(byLanguage, lang) ? byLanguage[lang]! : byLanguage.en;
}
