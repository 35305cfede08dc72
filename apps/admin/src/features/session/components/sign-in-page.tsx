import { valibotResolver } from '@hookform/resolvers/valibot';
import { organizerBrowserPaths, SIGN_IN_PROBLEM_PARAMETER } from '@shop/contract/organizer-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../messages/index.ts';
import { sessionQuery, signIn, signInMethodsQuery } from '../api.ts';
import { providerProblem, signInFailure, signInSchema, type SignInValues } from '../sign-in-rules.ts';

export function SignInPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: valibotResolver(signInSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: true,
  });
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(sessionQuery().queryKey, session),
    onError: () => setFocus('password'),
  });
  const methods = useQuery(signInMethodsQuery());
  const [params, setParams] = useSearchParams();
  // The provider's refusal comes back in the address; said once, it leaves the address, so a
  // later sign-out does not repeat it.
  const [refusal] = useState(() => providerProblem(params.get(SIGN_IN_PROBLEM_PARAMETER)));
  useEffect(() => {
    if (params.has(SIGN_IN_PROBLEM_PARAMETER)) setParams({}, { replace: true });
  }, [params, setParams]);
  const failure: [MessageKey, (string | number)[]?] | null = mutation.error
    ? signInFailure(mutation.error)
    : refusal && [refusal];
  const fieldError = (name: keyof SignInValues) => {
    const message = errors[name]?.message;
    return message ? (
      <div id={`${id}-${name}-error`} className="invalid-feedback d-block">
        {t(message as MessageKey)}
      </div>
    ) : null;
  };

  return (
    <main id="content" className="container py-4 admin-narrow">
      <h1 className="h3 mb-4">{t('sign-in.heading')}</h1>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {t(...failure)}
        </div>
      )}
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-email`}>
            {t('sign-in.email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            className={`form-control${errors.email ? ' is-invalid' : ''}`}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            {...register('email')}
          />
          {fieldError('email')}
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-password`}>
            {t('sign-in.password')}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            className={`form-control${errors.password ? ' is-invalid' : ''}`}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            {...register('password')}
          />
          {fieldError('password')}
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={mutation.isPending}>
          {mutation.isPending ? t('sign-in.submitting') : t('sign-in.submit')}
        </button>
      </form>
      {methods.data?.openId && (
        <>
          <p className="text-center text-body-secondary my-3">{t('sign-in.or')}</p>
          {/* A page of the server's, not of the app: it sends the browser on to the provider. */}
          <a className="btn btn-outline-primary w-100" href={organizerBrowserPaths.openIdSignIn}>
            {t('sign-in.openid')}
          </a>
        </>
      )}
    </main>
  );
}
