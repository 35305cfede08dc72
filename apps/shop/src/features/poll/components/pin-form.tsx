import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { GlobalErrors } from '../../../components/ui/form-errors.tsx';
import type { GlobalError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { normalizePin, pinError } from '../poll-form.ts';

interface PinFormProps {
  /** What the server said about the PIN tried last. */
  pinErrors?: readonly GlobalError[];
  otherErrors?: readonly GlobalError[];
  initialPin?: string;
  onPin: (pin: string) => void;
}

/** The attendee's PIN, which opens the poll area to checked-in tickets only. */
export function PinForm({ pinErrors = [], otherErrors = [], initialPin = '', onPin }: PinFormProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(initialPin);
  const [ownError, setOwnError] = useState<GlobalError | null>(null);
  const [edited, setEdited] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = pinError(typed);
    setOwnError(error);
    if (error) return;
    setEdited(false);
    onPin(normalizePin(typed));
  };

  const errors = ownError ? [ownError] : edited ? [] : pinErrors;
  return (
    <form noValidate onSubmit={submit} className="shop-poll-pin">
      <FormField label={t('poll.enter-your-pin')} required errors={errors}>
        {(control) => (
          <input
            {...control}
            name="pin"
            className={`form-control${control['aria-invalid'] ? ' is-invalid' : ''}`}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={20}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setEdited(true);
            }}
          />
        )}
      </FormField>
      <GlobalErrors errors={otherErrors} />
      <button type="submit" className="btn btn-primary">
        {t('show-event.continue')}
      </button>
    </form>
  );
}
