import type { ApplicationLanguage, EmailTemplateName } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { emailTemplatesQuery, organizationScope } from '../api.ts';
import { savedWording } from '../email-template-rules.ts';

/** What an event's e-mail says where the event has no wording of its own: the organization's, else the shop's. */
export function InheritedWording({
  template,
  language,
}: {
  template: EmailTemplateName;
  language: ApplicationLanguage;
}) {
  const { t } = useTranslation();
  const id = useId();
  const organization = useQuery(emailTemplatesQuery(organizationScope));
  const wording = savedWording(organization.data, template, language);
  const own = t('email-templates.inherited-own');
  return (
    <section className="card mb-3" aria-labelledby={`${id}-heading`}>
      <div className="card-body">
        <h2 id={`${id}-heading`} className="h6">
          {t('email-templates.inherited')}
        </h2>
        {organization.isPending ? (
          <p className="text-body-secondary mb-0">{t('state.loading')}</p>
        ) : organization.isError ? (
          <p className="mb-0">{t('email-templates.inherited-unknown')}</p>
        ) : (
          <dl className="mb-0">
            <dt>{t('email-templates.subject')}</dt>
            <dd lang={wording?.subject ? language : undefined}>{wording?.subject ?? own}</dd>
            <dt>{t('email-templates.body')}</dt>
            <dd lang={wording?.body ? language : undefined} className="email-templates-body mb-0">
              {wording?.body ?? own}
            </dd>
          </dl>
        )}
      </div>
    </section>
  );
}
