import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorCodes } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { extendHold } from '../api.ts';

/** Codes the server answers when it adds no time. */
const limitReached = 'error.HOLD_EXTENSION_LIMIT';
const holdGone = 'error.STEP_2_ORDER_HAS_EXPIRED';

type Outcome = { kind: 'none' } | { kind: 'extended' } | { kind: 'exhausted' } | { kind: 'failed'; code: string };

export interface ExtensibleHold {
  reservationId: string;
  /** `ReservationInfo.holdExtensionsLeft`; unknown until the server says. */
  extensionsLeft: number | undefined;
}

interface HoldExtensionProps {
  hold: ExtensibleHold;
  /** The hold is in its last minutes, when more time is offered. */
  offering: boolean;
}

/**
 * "I need more time": offered while `offering`, as long as the server allows more. The answer
 * moves the countdown through the cached reservation. Nothing takes the focus: the offer and the
 * answer reach screen readers through a polite live region of their own.
 */
export function HoldExtension({ hold, offering }: HoldExtensionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [busy, setBusy] = useState(false);

  const ask = async () => {
    setBusy(true);
    try {
      await extendHold(queryClient, hold.reservationId);
      setOutcome({ kind: 'extended' });
    } catch (error) {
      const code = error instanceof ApiError ? (error.globalErrors[0]?.code ?? errorCodes.generic) : errorCodes.generic;
      setOutcome(code === limitReached ? { kind: 'exhausted' } : { kind: 'failed', code });
    } finally {
      setBusy(false);
    }
  };

  const exhausted = outcome.kind === 'exhausted' || hold.extensionsLeft === 0;
  const canAsk = offering && !exhausted && !(outcome.kind === 'failed' && outcome.code === holdGone);
  const message = (() => {
    if (outcome.kind === 'failed') return t(outcome.code);
    if (offering && exhausted) return t('shop.reservation.hold.no-more-time');
    if (outcome.kind === 'extended' && !offering)
      return exhausted
        ? `${t('shop.reservation.hold.extended')} ${t('shop.reservation.hold.no-more-time')}`
        : t('shop.reservation.hold.extended');
    if (canAsk) return t('shop.reservation.hold.offer');
    return null;
  })();
  return (
    <>
      {message || canAsk ? (
        <div className="shop-countdown-extension">
          {message ? <p className="shop-last">{message}</p> : null}
          {canAsk ? (
            <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void ask()}>
              {t('shop.reservation.hold.extend')}
            </button>
          ) : null}
        </div>
      ) : null}
      <span className="visually-hidden" role="status">
        {message ?? ''}
      </span>
    </>
  );
}
