import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { screenOf, type Formats } from './verdict.ts';
import type { Scan } from './use-gate.ts';

/**
 * The answer over the whole screen, readable at arm's length: green to let in, red to stop with
 * the reason. It takes the focus, so Enter or Escape goes on to the next ticket.
 */
export function AnswerScreen({
  scan,
  onNext,
  onConfirmPayment,
}: {
  scan: Scan;
  onNext: () => void;
  onConfirmPayment: () => void;
}) {
  const { t, lang } = useTranslation();
  const next = useRef<HTMLButtonElement>(null);
  const formats: Formats = {
    time: (iso) => new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso)),
    money: (amount, currency) =>
      currency
        ? new Intl.NumberFormat(lang, { style: 'currency', currency }).format(amount)
        : new Intl.NumberFormat(lang).format(amount),
  };
  const screen = screenOf(scan.verdict, formats);

  useEffect(() => {
    next.current?.focus();
  }, [scan]);

  return (
    <div
      className={`answer answer-${screen.tone}`}
      role={screen.tone === 'go' ? 'status' : 'alert'}
      data-testid="answer"
      data-tone={screen.tone}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onNext();
      }}
    >
      <p className="answer-title">{t(screen.title)}</p>
      {screen.holder && (
        <>
          <p className="answer-name">{screen.holder.name}</p>
          <p className="answer-category">{screen.holder.category}</p>
        </>
      )}
      {screen.detail && <p className="answer-detail">{t(screen.detail.key, screen.detail.args)}</p>}
      {screen.action === 'confirm-payment' && (
        <button type="button" className="answer-action" onClick={onConfirmPayment}>
          {t('confirmPayment')}
        </button>
      )}
      {scan.paymentRefusal && (
        <p className="answer-detail">
          {t(scan.paymentRefusal === 'not-allowed' ? 'paymentNotAllowed' : 'paymentNeedsNetwork')}
        </p>
      )}
      <button type="button" ref={next} className="answer-next" onClick={onNext}>
        {t('next')}
      </button>
    </div>
  );
}
