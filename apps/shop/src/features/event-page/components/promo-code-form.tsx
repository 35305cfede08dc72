import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/ui/form-errors.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { GlobalError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { CodeOutcome } from '../use-promo-code.ts';

interface PromoCodeFormProps {
  /** "partner code" or "promo code", already translated. */
  wording: string;
  errors: readonly GlobalError[];
  validating: boolean;
  /** Move focus to the toggle when shown (after a code was removed). */
  focusOnShow: boolean;
  onApply: (code: string) => Promise<CodeOutcome>;
  /** Closing the entry also forgets a refused code's error. */
  onCancel: () => void;
}

/**
 * The code entry behind a toggle: upper-cased as typed, Enter applies, the apply
 * button waits for a code. A refused code is cleared and its error shown under the field; a code
 * the server could not judge yet stays for the next try.
 */
export function PromoCodeForm({ wording, errors, validating, focusOnShow, onApply, onCancel }: PromoCodeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [expanded, setExpanded] = useState(false);
  const [code, setCode] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const open = expanded || errors.length > 0;
  const invalid = errors.length > 0;

  useEffect(() => {
    if (focusOnShow) toggle.current?.focus();
  }, [focusOnShow]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || validating) return;
    const outcome = await onApply(code);
    if (outcome !== 'accepted') {
      if (outcome === 'refused') setCode('');
      input.current?.focus();
    }
  };

  const expand = () => {
    setExpanded(true);
    // The field appears with this render; focus it once it is there.
    requestAnimationFrame(() => input.current?.focus());
  };

  if (!open) {
    return (
      <div className="shop-promo-code">
        <button ref={toggle} type="button" className="btn btn-link" aria-expanded="false" onClick={expand}>
          {t('show-event.promo-code-insert', [wording])}
        </button>
      </div>
    );
  }

  return (
    <form className="shop-promo-code" noValidate onSubmit={submit}>
      <label htmlFor={id} className="form-label">
        {t('show-event.promo-code-insert', [wording])}
      </label>
      <div className="shop-promo-code-row">
        <input
          ref={input}
          id={id}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={255}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
        />
        <button type="submit" className="btn btn-primary" disabled={!code.trim() || validating}>
          {validating ? <Spinner small /> : null}
          {t('show-event.promo-code.apply')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => {
            setExpanded(false);
            setCode('');
            onCancel();
            requestAnimationFrame(() => toggle.current?.focus());
          }}
        >
          {t('reservation-page.cancel')}
        </button>
      </div>
      <FieldError id={errorId} errors={errors} />
    </form>
  );
}
