import type { ApplicationLanguage, EmailTemplateName, EmailTemplateOverride } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { errorMessage } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { emailTemplatesQuery, saveWording, type WordingScope } from '../api.ts';
import { insertPlaceholder, refusedParts, requestOf, valuesOf, type WordingValues } from '../email-template-rules.ts';
import { PlaceholderList } from './placeholder-list.tsx';
import { WordingPreview } from './wording-preview.tsx';

type Part = keyof WordingValues;

/**
 * One template's wording in one language at `scope`: its subject and opening text, saved or
 * removed. A refused save keeps what was typed and says under each part what to change.
 */
export function WordingForm({
  scope,
  template,
  templateLabel,
  language,
  languageLabel,
  placeholders,
  saved,
}: {
  scope: WordingScope;
  template: EmailTemplateName;
  templateLabel: string;
  language: ApplicationLanguage;
  languageLabel: string;
  placeholders: readonly string[];
  saved: EmailTemplateOverride | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    reset,
    control,
    formState: { errors },
  } = useForm<WordingValues>({ defaultValues: valuesOf(saved) });
  const values = useWatch({ control });

  // Where a placeholder goes: the part last typed in, at its cursor.
  const fields = useRef<Record<Part, HTMLInputElement | HTMLTextAreaElement | null>>({ subject: null, body: null });
  const [target, setTarget] = useState<Part>('subject');
  const registered = (part: Part) => {
    const registration = register(part);
    return {
      ...registration,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        registration.ref(element);
        fields.current[part] = element;
      },
      onFocus: () => setTarget(part),
    };
  };
  const insert = (placeholder: string) => {
    const element = fields.current[target];
    const selection =
      element && element.selectionStart !== null && element.selectionEnd !== null
        ? { start: element.selectionStart, end: element.selectionEnd }
        : null;
    const { value, cursor } = insertPlaceholder(getValues(target), placeholder, selection);
    setValue(target, value, { shouldDirty: true });
    element?.focus();
    element?.setSelectionRange(cursor, cursor);
  };

  const mutation = useMutation({
    mutationFn: saveWording,
    onMutate: () => {
      setDone(null);
      clearErrors();
    },
    onSuccess: (templates, change) => {
      queryClient.setQueryData(emailTemplatesQuery(scope).queryKey, templates);
      const removed = change.body.subject === null && change.body.body === null;
      reset(removed ? valuesOf(null) : getValues());
      setRemoving(false);
      setDone(removed ? 'removed' : 'saved');
    },
    onError: (error) => {
      refusedParts(error).forEach((problem, index) =>
        setError(problem.field, { message: problem.message }, { shouldFocus: index === 0 }),
      );
    },
  });
  const save = (body: { subject: string | null; body: string | null }) =>
    mutation.mutate({ scope, template, language, body });
  const failure = mutation.error && refusedParts(mutation.error).length === 0 ? t(errorMessage(mutation.error)) : null;

  return (
    <>
      <form noValidate onSubmit={handleSubmit((typed) => save(requestOf(typed)))}>
        {failure && !removing && (
          <div className="alert alert-danger" role="alert">
            {failure}
          </div>
        )}
        <div role="status">{done && <p className="alert alert-success">{t(`email-templates.${done}`)}</p>}</div>
        <PlaceholderList placeholders={placeholders} target={target} onInsert={insert} />
        <Field
          id={`${id}-subject`}
          label={t('email-templates.subject')}
          hint={t('email-templates.subject-hint')}
          error={errors.subject?.message}
        >
          {({ className, ...attributes }) => (
            <input
              type="text"
              lang={language}
              className={`form-control ${className}`}
              {...attributes}
              {...registered('subject')}
            />
          )}
        </Field>
        <Field
          id={`${id}-body`}
          label={t('email-templates.body')}
          hint={t('email-templates.body-hint')}
          error={errors.body?.message}
        >
          {({ className, ...attributes }) => (
            <textarea
              rows={8}
              lang={language}
              className={`form-control ${className}`}
              {...attributes}
              {...registered('body')}
            />
          )}
        </Field>
        <WordingPreview subject={values.subject ?? ''} body={values.body ?? ''} language={language} />
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {mutation.isPending && !removing ? t('email-templates.submitting') : t('email-templates.submit')}
          </button>
          {saved && (
            <button type="button" className="btn btn-outline-danger" onClick={() => setRemoving(true)}>
              {t('email-templates.remove')}
            </button>
          )}
        </div>
      </form>
      {/* Outside the form: a dialog's own form may not nest in it. */}
      {removing && (
        <ConfirmDialog
          title={t('email-templates.remove-title', [templateLabel, languageLabel])}
          confirmLabel={t('email-templates.remove-confirm')}
          backLabel={t('email-templates.keep')}
          pendingLabel={t('email-templates.removing')}
          danger
          pending={mutation.isPending}
          error={mutation.error ? t(errorMessage(mutation.error)) : null}
          onConfirm={() => save({ subject: null, body: null })}
          onClose={() => {
            setRemoving(false);
            mutation.reset();
          }}
        >
          <p className="mb-0">{t('email-templates.remove-text')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
