import type { ApplicationLanguage, EmailTemplateName, EmailTemplateRequest } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';

/** Whose wording: the whole organization's, or one event's, which wins over the organization's. */
export type WordingScope = { kind: 'organization' } | { kind: 'event'; slug: string };

export const organizationScope: WordingScope = { kind: 'organization' };

/** The templates with their placeholders and the wording saved at `scope` (not what it inherits). */
export const emailTemplatesQuery = (scope: WordingScope) =>
  scope.kind === 'organization'
    ? queryOptions({
        queryKey: ['listEmailTemplates'],
        queryFn: ({ signal }) => request('listEmailTemplates', { signal }),
      })
    : queryOptions({
        queryKey: ['listEventEmailTemplates', scope.slug],
        queryFn: ({ signal }) => request('listEventEmailTemplates', { params: { slug: scope.slug }, signal }),
      });

export interface WordingChange {
  scope: WordingScope;
  template: EmailTemplateName;
  language: ApplicationLanguage;
  /** Both parts null removes the wording saved at `scope`. */
  body: EmailTemplateRequest;
}

/** Saves (or removes) one template's wording in one language; answers the scope's list as it now is. */
export const saveWording = ({ scope, template, language, body }: WordingChange) =>
  scope.kind === 'organization'
    ? request('saveEmailTemplate', { params: { template, language }, body })
    : request('saveEventEmailTemplate', { params: { slug: scope.slug, template, language }, body });
