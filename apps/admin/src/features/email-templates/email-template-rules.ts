import type { ApplicationLanguage, EmailTemplateName, EmailTemplateOverride, EmailTemplates } from '@shop/contract';
import { ApiError } from '../../lib/api-client.ts';
import type { MessageKey } from '../../messages/index.ts';
import { shopLanguages } from '../../lib/languages.ts';

/** The languages an e-mail may be worded in (the shop's); all of them. */
export const wordingLanguages = shopLanguages;

/** Each e-mail's name in the back office's words. */
export const templateLabels: Record<EmailTemplateName, MessageKey> = {
  CONFIRMATION_EMAIL: 'email-templates.template.CONFIRMATION_EMAIL',
  TICKET_EMAIL: 'email-templates.template.TICKET_EMAIL',
  TICKET_HAS_BEEN_CANCELLED: 'email-templates.template.TICKET_HAS_BEEN_CANCELLED',
  RESERVATION_CANCELLED: 'email-templates.template.RESERVATION_CANCELLED',
  PAYMENT_REFUNDED: 'email-templates.template.PAYMENT_REFUNDED',
  WAITING_QUEUE_RESERVATION_EMAIL: 'email-templates.template.WAITING_QUEUE_RESERVATION_EMAIL',
  LINK_RECOVERY: 'email-templates.template.LINK_RECOVERY',
};

/** What the form's two fields hold: text as typed, empty for "the wording it would have anyway". */
export interface WordingValues {
  subject: string;
  body: string;
}

/** The wording saved for one template and language in `templates`, if any. */
export function savedWording(
  templates: EmailTemplates | undefined,
  template: EmailTemplateName,
  language: ApplicationLanguage,
): EmailTemplateOverride | null {
  return templates?.overrides.find((entry) => entry.template === template && entry.language === language) ?? null;
}

/** The form's values from a saved wording: a part left to the server is an empty field. */
export const valuesOf = (wording: EmailTemplateOverride | null): WordingValues => ({
  subject: wording?.subject ?? '',
  body: wording?.body ?? '',
});

/** What the server is sent: an empty (or blank) field keeps the wording that part would have anyway. */
export const requestOf = (values: WordingValues) => ({
  subject: values.subject.trim() === '' ? null : values.subject,
  body: values.body.trim() === '' ? null : values.body,
});

/** The refused parts of a save, each with the server's sentence for the person who wrote it; empty for any other failure. */
export function refusedParts(error: unknown): { field: keyof WordingValues; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  // Checked by hand: the contract's schemas would bring their library into the back office's bundle.
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry: unknown) => {
    const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown };
    return (field === 'subject' || field === 'body') && typeof message === 'string' ? [{ field, message }] : [];
  });
}

/** A text cut into plain runs and `{{…}}` tags, so the preview can set the tags apart. */
export function tagsIn(text: string): { text: string; tag: boolean }[] {
  return text
    .split(/(\{\{[^{}]*\}\})/)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, tag: /^\{\{[^{}]*\}\}$/.test(part) }));
}

/** `value` with `{{placeholder}}` put where the cursor was (replacing a selection); the cursor goes after it. */
export function insertPlaceholder(
  value: string,
  placeholder: string,
  selection: { start: number; end: number } | null,
): { value: string; cursor: number } {
  const tag = `{{${placeholder}}}`;
  const start = selection?.start ?? value.length;
  const end = selection?.end ?? value.length;
  return { value: value.slice(0, start) + tag + value.slice(end), cursor: start + tag.length };
}
