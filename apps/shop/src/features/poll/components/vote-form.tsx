import type { PollWithOptions } from '@shop/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FieldError, GlobalErrors } from '../../../components/ui/form-errors.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { GlobalError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { localized } from '../../../lib/localized.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { answerPoll } from '../api.ts';
import { optionError, pollErrorsOf } from '../poll-form.ts';

interface VoteFormProps {
  eventName: string;
  pin: string;
  poll: PollWithOptions;
  /** The way back to the list, shown with the thanks. */
  allPolls: ReactNode;
}

/** The poll's options as a radio group; after the vote, the thanks. */
export function VoteForm({ eventName, pin, poll: { poll, options }, allPolls }: VoteFormProps) {
  const { t, lang } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [optionErrors, setOptionErrors] = useState<GlobalError[]>([]);
  const [globalErrors, setGlobalErrors] = useState<GlobalError[]>([]);
  const [voted, setVoted] = useState(false);
  const { run, busy } = useSubmit();
  const thanks = useRef<HTMLDivElement>(null);
  const firstOption = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (voted) thanks.current?.focus();
  }, [voted]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setGlobalErrors([]);
    const error = optionError(choice);
    setOptionErrors(error ? [error] : []);
    if (choice === null) return firstOption.current?.focus();
    run(async () => {
      setVoted(await answerPoll(eventName, poll.id, pin, choice));
      return 'staying';
    }).catch((failure: unknown) => {
      const errors = pollErrorsOf(failure);
      setOptionErrors(errors.optionId);
      setGlobalErrors([...errors.pin, ...errors.other]);
    });
  };

  const description = localized(poll.description, lang);
  if (voted)
    return (
      <div ref={thanks} className="alert alert-success" role="status" tabIndex={-1}>
        <p>{t('poll.thank-you-for-the-vote')}</p>
        <div>{allPolls}</div>
      </div>
    );
  const invalid = optionErrors.length > 0;
  return (
    <form noValidate onSubmit={submit} className="shop-poll-vote">
      <fieldset
        role="radiogroup"
        aria-labelledby={`${id}-title`}
        aria-describedby={
          [description ? `${id}-description` : '', invalid ? `${id}-error` : ''].join(' ').trim() || undefined
        }
        aria-required="true"
        aria-invalid={invalid || undefined}
      >
        <legend id={`${id}-title`} className="h4">
          {localized(poll.title, lang)}
        </legend>
        {description ? <p id={`${id}-description`}>{description}</p> : null}
        {options.map((option, index) => (
          <div key={option.id} className="form-check">
            <input
              ref={index === 0 ? firstOption : undefined}
              className={`form-check-input${invalid ? ' is-invalid' : ''}`}
              type="radio"
              name="optionId"
              id={`${id}-option-${option.id}`}
              value={option.id}
              checked={choice === option.id}
              onChange={() => {
                setChoice(option.id);
                setOptionErrors([]);
              }}
            />
            <label className="form-check-label" htmlFor={`${id}-option-${option.id}`}>
              {localized(option.title, lang)}
            </label>
          </div>
        ))}
        <FieldError id={`${id}-error`} errors={optionErrors} />
      </fieldset>
      <GlobalErrors errors={globalErrors} />
      <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
        {busy ? <Spinner small /> : null} {t('poll.vote-button')}
      </button>
      <div className="mt-2">{allPolls}</div>
    </form>
  );
}
