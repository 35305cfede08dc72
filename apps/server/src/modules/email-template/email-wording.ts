import { buildPath, browserPaths } from '@shop/contract/routes';
import type { Queryable } from '../../db/database.ts';
import { fill } from '../../messages/texts/fill.ts';
import { emailLinkTexts } from '../../messages/texts/email-link-texts.ts';
import { readSettings } from '../settings/scoped-settings.ts';
import type { Brand } from './email-layout.ts';
import { findApplicableOverride, findBrandRow } from './email-template-repository.ts';
import { fillTemplate, type EmailTemplateName, type TemplateValues } from './email-templates.ts';

/** Ours, not alf.io's: the organizer's colour for its e-mails, `#rrggbb`. */
export const BRAND_COLOR_SETTING = 'EMAIL_BRAND_COLOR';
const DEFAULT_COLOR = '#1f3a5f';
export const isBrandColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

export interface EmailScope {
  organizationId: number;
  eventId: number | null;
  subscriptionDescriptorId: string | null;
}

/**
 * The organizer's name, the event's image as the logo, and the colour set for the event or
 * organization. Without the shop's address (`baseUrl` null) no logo can be linked.
 */
export async function brandOf(q: Queryable, scope: EmailScope, baseUrl: string | null, lang: string): Promise<Brand> {
  const row = await findBrandRow(q, scope);
  if (!row) throw new Error(`organization ${scope.organizationId} not found`);
  const settings = await readSettings(q, scope, [BRAND_COLOR_SETTING]);
  const chosen = settings.text(BRAND_COLOR_SETTING);
  const color = chosen && isBrandColor(chosen) ? chosen.toLowerCase() : DEFAULT_COLOR;
  return {
    organizationName: row.organizationName,
    organizationEmail: row.organizationEmail,
    logoUrl:
      row.imageId && baseUrl !== null ? `${baseUrl}${buildPath(browserPaths.file, { digest: row.imageId })}` : null,
    color,
    onColor: textColorOn(color),
    contactLabel: fill(emailLinkTexts(lang).contact, { organizer: row.organizationName }),
  };
}

/** The brand of an e-mail about no organizer's event (an invitation): the organization's name, no logo. */
export function plainBrand(organizationName: string, organizationEmail: string, lang: string): Brand {
  return {
    organizationName,
    organizationEmail,
    logoUrl: null,
    color: DEFAULT_COLOR,
    onColor: textColorOn(DEFAULT_COLOR),
    contactLabel: fill(emailLinkTexts(lang).contact, { organizer: organizationName }),
  };
}

/** White or black, whichever contrasts more with `color` (WCAG's relative luminance). */
export function textColorOn(color: string): string {
  const channel = (offset: number) => {
    const value = parseInt(color.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

/**
 * The subject and the opening text of an e-mail: the organizer's wording for the event, else for
 * the organization, in the e-mail's language, filled with `values`; each part the organizer left
 * alone is the server's own.
 */
export async function wordingOf<T extends EmailTemplateName>(
  q: Queryable,
  scope: { organizationId: number; eventId: number | null },
  template: T,
  lang: string,
  values: TemplateValues<T>,
  own: { subject: string; lines: string[] },
): Promise<{ subject: string; lines: string[] }> {
  const override = await findApplicableOverride(q, scope, template, lang);
  return {
    subject: override.subject ? fillTemplate(override.subject, values).replace(/\s+/g, ' ').trim() : own.subject,
    lines: override.body ? fillTemplate(override.body, values).trim().split('\n') : own.lines,
  };
}
