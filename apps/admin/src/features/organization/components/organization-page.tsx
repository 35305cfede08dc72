import type { Organization } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field, InputField } from '../../../components/field.tsx';
import { errorMessage, QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../messages/index.ts';
import { organizationQuery, saveOrganization } from '../api.ts';
import { fieldProblems, type OrganizationValues } from '../organization-rules.ts';

/** The organization's name, contact address, description and address in the shop. */
export function OrganizationPage() {
  const { t } = useTranslation();
  const organization = useQuery(organizationQuery());
  return (
    <>
      <h1 className="h3 mb-3">{t('organization.heading')}</h1>
      <p>
        <Link className="admin-nav-link" to="/organization/email-templates">
          {t('organization.email-templates')}
        </Link>
      </p>
      <QueryState query={organization}>{(data) => <OrganizationForm organization={data} />}</QueryState>
    </>
  );
}

function OrganizationForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OrganizationValues>({
    defaultValues: {
      name: organization.name,
      email: organization.email,
      description: organization.description ?? '',
      slug: organization.slug ?? '',
    },
  });
  const mutation = useMutation({
    mutationFn: saveOrganization,
    onSuccess: async (saved) => {
      queryClient.setQueryData(organizationQuery().queryKey, saved);
      // The shell names the organization.
      await queryClient.invalidateQueries({ queryKey: ['organizerSession'] });
    },
    onError: (error) => {
      fieldProblems(error).forEach((problem, index) =>
        setError(problem.field, { message: problem.message }, { shouldFocus: index === 0 }),
      );
    },
  });
  const failure = mutation.error && fieldProblems(mutation.error).length === 0 ? errorMessage(mutation.error) : null;
  const message = (name: keyof OrganizationValues) => {
    const key = errors[name]?.message;
    return key ? t(key as MessageKey) : null;
  };
  return (
    <form noValidate className="admin-narrow" onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {t(failure)}
        </div>
      )}
      <div role="status">{mutation.isSuccess && <p className="alert alert-success">{t('form.saved')}</p>}</div>
      <InputField
        id={`${id}-name`}
        label={t('organization.name')}
        error={message('name')}
        type="text"
        registration={register('name')}
      />
      <InputField
        id={`${id}-email`}
        label={t('organization.email')}
        hint={t('organization.email-hint')}
        error={message('email')}
        type="email"
        registration={register('email')}
      />
      <Field id={`${id}-description`} label={t('organization.description')} error={message('description')}>
        {({ className, ...attributes }) => (
          <textarea rows={3} className={`form-control ${className}`} {...attributes} {...register('description')} />
        )}
      </Field>
      <InputField
        id={`${id}-slug`}
        label={t('organization.slug')}
        hint={t('organization.slug-hint')}
        error={message('slug')}
        type="text"
        registration={register('slug')}
      />
      <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
        {mutation.isPending ? t('organization.submitting') : t('organization.submit')}
      </button>
    </form>
  );
}
