import { textsIn } from './fill.ts';

/**
 * The alternative text of the organizer's logo at the top of tickets, invoices, receipts and
 * credit notes, for a reader who cannot see it. `{organization}`: the organizer's name.
 */
export interface DocumentLogoTexts {
  logoAlt: string;
}

export const documentLogoTextsByLanguage: Readonly<Record<string, DocumentLogoTexts>> & { en: DocumentLogoTexts } = {
  en: { logoAlt: 'Logo of {organization}' },
  de: { logoAlt: 'Logo von {organization}' },
  it: { logoAlt: 'Logo di {organization}' },
  fr: { logoAlt: 'Logo de {organization}' },
  es: { logoAlt: 'Logotipo de {organization}' },
  pt: { logoAlt: 'Logótipo de {organization}' },
  ro: { logoAlt: 'Sigla organizatorului {organization}' },
  nl: { logoAlt: 'Logo van {organization}' },
  tr: { logoAlt: '{organization} logosu' },
  da: { logoAlt: 'Logo for {organization}' },
  pl: { logoAlt: 'Logo organizatora {organization}' },
  bg: { logoAlt: 'Лого на {organization}' },
  sv: { logoAlt: 'Logotyp för {organization}' },
  cs: { logoAlt: 'Logo pořadatele {organization}' },
};

export function documentLogoTexts(lang: string): DocumentLogoTexts {
  // A document's language may carry a region (`de-CH`); its texts are those of the language.
  return textsIn(documentLogoTextsByLanguage, lang.toLowerCase().split(/[-_]/)[0] ?? '');
}
