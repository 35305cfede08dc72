import { useId, type Ref } from 'react';
import { FieldError } from '../../../components/ui/form-errors.tsx';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import type { GlobalError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { SafeHtml } from '../../../lib/safe-html.tsx';

interface ConsentCheckboxProps {
  /** `tc` (terms and conditions) or `privacy`: the bundle's `reservation-page.{kind}.*` texts. */
  kind: 'tc' | 'privacy';
  url: string;
  checked: boolean;
  errors: readonly GlobalError[] | undefined;
  inputRef: Ref<HTMLInputElement>;
  onChange: (checked: boolean) => void;
}

/** "I have read the [terms] and accept them": a required checkbox with a link to the document. */
export function ConsentCheckbox({ kind, url, checked, errors, inputRef, onChange }: ConsentCheckboxProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="form-check shop-consent">
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        className={`form-check-input${invalid ? ' is-invalid' : ''}`}
        required
        checked={checked}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="form-check-label">
        <SafeHtml as="span" html={t(`reservation-page.${kind}.prefix`)} />{' '}
        {url ? (
          <NewTabLink href={url}>{t(`reservation-page.${kind}.link.text`)}</NewTabLink>
        ) : (
          t(`reservation-page.${kind}.link.text`)
        )}{' '}
        {t(`reservation-page.${kind}.suffix`)}
        <span aria-hidden="true"> *</span>
      </label>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
