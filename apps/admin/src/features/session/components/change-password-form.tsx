import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { InputField } from '../../../components/field.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../messages/index.ts';
import { changePassword } from '../api.ts';
import { changePasswordSchema, passwordFailure, type ChangePasswordValues } from '../password-rules.ts';

/** The current password and a new one; the server signs the person out everywhere else. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: valibotResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => reset(),
    onError: (error) => {
      const failure = passwordFailure(error);
      if (failure.field) setError(failure.field, { message: failure.message }, { shouldFocus: true });
    },
  });
  const failure = mutation.error ? passwordFailure(mutation.error) : null;
  const message = (name: keyof ChangePasswordValues) => {
    const key = errors[name]?.message;
    return key ? t(key as MessageKey) : null;
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-narrow">
      <h2 id={`${id}-heading`} className="h5">
        {t('password.heading')}
      </h2>
      {failure && !failure.field && (
        <div className="alert alert-danger" role="alert">
          {t(failure.message)}
        </div>
      )}
      <div role="status">{mutation.isSuccess && <p className="alert alert-success">{t('password.changed')}</p>}</div>
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <InputField
          id={`${id}-current`}
          label={t('password.current')}
          error={message('currentPassword')}
          type="password"
          autoComplete="current-password"
          registration={register('currentPassword')}
        />
        <InputField
          id={`${id}-new`}
          label={t('password.new')}
          hint={t('password.new-hint')}
          error={message('newPassword')}
          type="password"
          autoComplete="new-password"
          registration={register('newPassword')}
        />
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('password.submitting') : t('password.submit')}
        </button>
      </form>
    </section>
  );
}
