import { valibotResolver } from '@hookform/resolvers/valibot';
import type { InvitationDetails } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { InputField } from '../../../components/field.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../messages/index.ts';
import { acceptInvitation, invitationQuery, sessionQuery } from '../api.ts';
import { acceptInvitationSchema, passwordFailure, type AcceptInvitationValues } from '../password-rules.ts';

/** The page an invitation e-mail links to: the invitee chooses a password and is signed in. */
export function InvitationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const invitation = useQuery(invitationQuery(token));
  return (
    <main id="content" className="container py-4 admin-narrow">
      {invitation.isPending && (
        <p role="status" className="text-body-secondary">
          {t('state.loading')}
        </p>
      )}
      {invitation.isError && (
        <>
          <h1 className="h3 mb-3">{t('app.title')}</h1>
          <div className="alert alert-warning" role="alert">
            {t(passwordFailure(invitation.error).message)}
          </div>
          <Link className="admin-nav-link" to="/">
            {t('invitation.to-sign-in')}
          </Link>
        </>
      )}
      {invitation.data && <AcceptForm token={token} invitation={invitation.data} />}
    </main>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationDetails }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptInvitationValues>({
    resolver: valibotResolver(acceptInvitationSchema),
    defaultValues: { firstName: '', lastName: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQuery().queryKey, session);
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      const failure = passwordFailure(error);
      if (failure.field) setError('password', { message: failure.message }, { shouldFocus: true });
    },
  });
  const failure = mutation.error ? passwordFailure(mutation.error) : null;
  const passwordError = errors.password?.message;
  return (
    <>
      <h1 className="h3 mb-3">{t('invitation.heading', [invitation.organizationName])}</h1>
      <p>{t('invitation.intro', [t(`role.${invitation.role}`), invitation.email])}</p>
      {failure && !failure.field && (
        <div className="alert alert-danger" role="alert">
          {t(failure.message)}
        </div>
      )}
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          mutation.mutate({
            token,
            password: values.password,
            ...(values.firstName ? { firstName: values.firstName } : {}),
            ...(values.lastName ? { lastName: values.lastName } : {}),
          }),
        )}
      >
        {/* Password managers file the new password under the address it belongs to. */}
        <input type="email" autoComplete="username" value={invitation.email} readOnly hidden />
        <InputField
          id={`${id}-first`}
          label={t('invitation.first-name')}
          type="text"
          autoComplete="given-name"
          registration={register('firstName')}
        />
        <InputField
          id={`${id}-last`}
          label={t('invitation.last-name')}
          type="text"
          autoComplete="family-name"
          registration={register('lastName')}
        />
        <InputField
          id={`${id}-password`}
          label={t('invitation.password')}
          hint={t('password.new-hint')}
          error={passwordError ? t(passwordError as MessageKey) : null}
          type="password"
          autoComplete="new-password"
          registration={register('password')}
        />
        <button type="submit" className="btn btn-primary w-100" disabled={mutation.isPending}>
          {mutation.isPending ? t('invitation.submitting') : t('invitation.submit')}
        </button>
      </form>
    </>
  );
}
