import { z } from 'zod';
import { emptyBody, endpoint } from './endpoint.ts';
import { applicationLanguages } from './enums.ts';
import { segment } from './request.ts';

/**
 * Ours, not alf.io's (whose back office keeps template files of its own): an organizer's wording
 * of the e-mails the server sends, per template and language, for the whole organization or for
 * one event, whose wording wins. The caller's current organization only; owners and API clients
 * (403 for other roles), an event of another organization answers 404.
 */

/** The e-mails an organizer may word; alf.io's names where alf.io sends the same e-mail. */
export const EmailTemplateName = z.enum([
  'CONFIRMATION_EMAIL',
  'TICKET_EMAIL',
  'TICKET_HAS_BEEN_CANCELLED',
  'RESERVATION_CANCELLED',
  'PAYMENT_REFUNDED',
  'WAITING_QUEUE_RESERVATION_EMAIL',
  'LINK_RECOVERY',
]);
export type EmailTemplateName = z.infer<typeof EmailTemplateName>;

/**
 * One template's wording in one language. Both parts use Mustache's syntax with the template's
 * placeholders: `{{fullName}}`, and `{{#if payOnSite}}…{{else}}…{{/if}}` or `{{#unless …}}`.
 * A null part keeps the server's own wording; `body` is plain text, blank lines between paragraphs.
 */
export const EmailTemplateOverride = z.object({
  template: EmailTemplateName,
  language: z.enum(applicationLanguages),
  subject: z.string().nullable(),
  body: z.string().nullable(),
});
export type EmailTemplateOverride = z.infer<typeof EmailTemplateOverride>;

export const EmailTemplates = z.object({
  templates: z.array(
    z.object({
      name: EmailTemplateName,
      /** What `{{…}}` may name in this template. */
      placeholders: z.array(z.string()),
    }),
  ),
  /** The wording saved at this level (organization or event), not what it inherits. */
  overrides: z.array(EmailTemplateOverride),
});
export type EmailTemplates = z.infer<typeof EmailTemplates>;

/** Both parts null removes the wording saved at this level. */
export const EmailTemplateRequest = z.object({
  subject: z.string().max(500).nullable(),
  body: z.string().max(20000).nullable(),
});
export type EmailTemplateRequest = z.input<typeof EmailTemplateRequest>;

/** Why a wording was refused: the part at fault and what to change, for the person who wrote it. */
export const EmailTemplateRefused = z.object({
  errors: z.array(z.object({ field: z.enum(['subject', 'body']), message: z.string() })),
});
export type EmailTemplateRefused = z.infer<typeof EmailTemplateRefused>;

const templateParams = z.object({ template: EmailTemplateName, language: z.enum(applicationLanguages) });
const eventParams = z.object({ slug: segment });

export const emailTemplateEndpoints = {
  listEmailTemplates: endpoint('listEmailTemplates', {
    responses: { 200: EmailTemplates, 403: emptyBody },
  }),
  saveEmailTemplate: endpoint('saveEmailTemplate', {
    params: templateParams,
    body: EmailTemplateRequest,
    responses: { 200: EmailTemplates, 400: EmailTemplateRefused, 403: emptyBody },
  }),
  listEventEmailTemplates: endpoint('listEventEmailTemplates', {
    params: eventParams,
    responses: { 200: EmailTemplates, 403: emptyBody, 404: emptyBody },
  }),
  saveEventEmailTemplate: endpoint('saveEventEmailTemplate', {
    params: eventParams.extend(templateParams.shape),
    body: EmailTemplateRequest,
    responses: { 200: EmailTemplates, 400: EmailTemplateRefused, 403: emptyBody, 404: emptyBody },
  }),
};
