import type {
  ApplicationLanguage,
  EmailTemplateName,
  EmailTemplateRefused,
  EmailTemplateRequest,
  EmailTemplates,
} from '@shop/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { findOverrides, saveOverride, type OverrideScope } from '../email-template/email-template-repository.ts';
import { templateCatalogue, templateProblem } from '../email-template/email-templates.ts';
import { insertOrganizerChange } from './organizer-audit-repository.ts';
import type { Organizer } from './organizer-roles.ts';

/** The templates, their placeholders and the wording saved at `scope`'s level. */
export async function emailTemplatesAt(q: Queryable, scope: OverrideScope): Promise<EmailTemplates> {
  return { templates: templateCatalogue(), overrides: await findOverrides(q, scope) };
}

export type WordingOutcome =
  { kind: 'saved'; templates: EmailTemplates } | { kind: 'refused'; refusal: EmailTemplateRefused };

/**
 * Saves an organizer's wording of one template in one language, after checking that each part
 * reads and names only the template's placeholders, with an entry in the audit log.
 */
export async function saveEmailTemplateWording(
  db: Database,
  organizer: Organizer,
  scope: OverrideScope,
  target: { template: EmailTemplateName; language: ApplicationLanguage },
  request: EmailTemplateRequest,
): Promise<WordingOutcome> {
  const parts = { subject: blankAsNull(request.subject), body: blankAsNull(request.body) };
  const errors = (['subject', 'body'] as const).flatMap((field) => {
    const source = parts[field];
    const message = source === null ? null : templateProblem(target.template, source);
    return message === null ? [] : [{ field, message }];
  });
  if (errors.length > 0) return { kind: 'refused', refusal: { errors } };
  return db.transaction(async (tx) => {
    const before = (await findOverrides(tx, scope)).find(
      (row) => row.template === target.template && row.language === target.language,
    );
    await saveOverride(tx, scope, { ...target, ...parts });
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'EMAIL_TEMPLATE_UPDATE',
      organizationId: scope.organizationId,
      entityType: scope.eventId === null ? 'ORGANIZATION' : 'EVENT',
      entityId: `${target.template}/${target.language}`,
      eventId: scope.eventId,
      before: before ? { subject: before.subject, body: before.body } : null,
      after: parts,
    });
    return { kind: 'saved', templates: await emailTemplatesAt(tx, scope) };
  });
}

const blankAsNull = (text: string | null) => (text === null || text.trim() === '' ? null : text);
