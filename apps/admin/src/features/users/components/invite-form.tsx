import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field, InputField } from '../../../components/field.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../messages/index.ts';
import { invite, usersQuery } from '../api.ts';
import {
  emailLanguages,
  invitableRoles,
  inviteSchema,
  languageName,
  usersFailure,
  type InviteValues,
} from '../users-rules.ts';

/** An owner invites someone by e-mail in a role; the e-mail goes out in the language chosen. */
export function InviteForm() {
  const { t, lang } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InviteValues>({
    resolver: valibotResolver(inviteSchema),
    defaultValues: { email: '', role: 'OPERATOR', language: lang },
  });
  const mutation = useMutation({
    mutationFn: invite,
    onSuccess: () => {
      reset({ email: '', role: 'OPERATOR', language: lang });
      void queryClient.invalidateQueries({ queryKey: usersQuery().queryKey });
    },
    // The server's refusal is worded at once: it may carry a value (how long to wait) that a key alone cannot.
    onError: (error) => setError('email', { type: 'server', message: t(usersFailure(error)) }, { shouldFocus: true }),
  });
  const emailError = errors.email?.message;
  const emailText = errors.email?.type === 'server' ? emailError : emailError && t(emailError as MessageKey);
  return (
    <section aria-labelledby={`${id}-heading`} className="admin-narrow mb-4">
      <h2 id={`${id}-heading`} className="h5">
        {t('invite.heading')}
      </h2>
      <div role="status">
        {mutation.isSuccess && <p className="alert alert-success">{t('invite.sent', [mutation.data.email])}</p>}
      </div>
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <InputField
          id={`${id}-email`}
          label={t('invite.email')}
          error={emailText || null}
          type="email"
          autoComplete="off"
          registration={register('email')}
        />
        <Field id={`${id}-role`} label={t('invite.role')}>
          {({ className, ...attributes }) => (
            <select className={`form-select ${className}`} {...attributes} {...register('role')}>
              {invitableRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`role.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-language`} label={t('invite.language')}>
          {({ className, ...attributes }) => (
            <select className={`form-select ${className}`} {...attributes} {...register('language')}>
              {emailLanguages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code, lang)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('invite.submitting') : t('invite.submit')}
        </button>
      </form>
    </section>
  );
}
