import type { EmailTemplateOverride as TemplateOverride } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import type { EmailTemplateName } from './email-templates.ts';

export interface OverrideScope {
  organizationId: number;
  /** Null: the organization's own wording, for all its events. */
  eventId: number | null;
}

/** The wording that applies to an e-mail: each part from the event's override, else the organization's. */
export async function findApplicableOverride(
  q: Queryable,
  scope: { organizationId: number; eventId: number | null },
  template: EmailTemplateName,
  language: string,
): Promise<{ subject: string | null; body: string | null }> {
  const rows = await q.query<{ subject: string | null; body: string | null }>(
    `SELECT subject, body FROM email_template_override
     WHERE organization_id = $1 AND (event_id IS NULL OR event_id = $2) AND template = $3 AND language = $4
     ORDER BY event_id IS NULL`,
    [scope.organizationId, scope.eventId, template, language],
  );
  return {
    subject: rows.find((row) => row.subject !== null)?.subject ?? null,
    body: rows.find((row) => row.body !== null)?.body ?? null,
  };
}

export async function findOverrides(q: Queryable, scope: OverrideScope): Promise<TemplateOverride[]> {
  return q.query<TemplateOverride>(
    `SELECT template, language, subject, body FROM email_template_override
     WHERE organization_id = $1 AND event_id IS NOT DISTINCT FROM $2 ORDER BY template, language`,
    [scope.organizationId, scope.eventId],
  );
}

/** Both parts null removes the override. */
export async function saveOverride(q: Queryable, scope: OverrideScope, override: TemplateOverride): Promise<void> {
  if (override.subject === null && override.body === null) {
    await q.query(
      `DELETE FROM email_template_override
       WHERE organization_id = $1 AND event_id IS NOT DISTINCT FROM $2 AND template = $3 AND language = $4`,
      [scope.organizationId, scope.eventId, override.template, override.language],
    );
    return;
  }
  await q.query(
    `INSERT INTO email_template_override (organization_id, event_id, template, language, subject, body)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (organization_id, event_id, template, language)
       DO UPDATE SET subject = excluded.subject, body = excluded.body, updated_at = now()`,
    [scope.organizationId, scope.eventId, override.template, override.language, override.subject, override.body],
  );
}

export interface BrandRow {
  organizationName: string;
  organizationEmail: string;
  /** The event's or subscription's image, a `file_blob` id. */
  imageId: string | null;
}

export async function findBrandRow(
  q: Queryable,
  target: { organizationId: number; eventId: number | null; subscriptionDescriptorId: string | null },
): Promise<BrandRow | null> {
  const [row] = await q.query<BrandRow>(
    `SELECT o.name AS "organizationName", o.email AS "organizationEmail",
       coalesce(
         (SELECT e.file_blob_id FROM event e WHERE e.id = $2 AND e.organization_id = o.id),
         (SELECT d.file_blob_id FROM subscription_descriptor d WHERE d.id = $3::uuid AND d.organization_id = o.id)
       ) AS "imageId"
     FROM organization o WHERE o.id = $1`,
    [target.organizationId, target.eventId, target.subscriptionDescriptorId],
  );
  return row ?? null;
}
