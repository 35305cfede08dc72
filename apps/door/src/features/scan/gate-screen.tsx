import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CameraView } from '../../components/camera-view.tsx';
import type { Connection } from '../../lib/api-client.ts';
import { signal } from '../../lib/feedback.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Counters } from '../counters/counters.tsx';
import { AnswerScreen } from './answer-screen.tsx';
import { screenOf } from './verdict.ts';
import { useGate } from './use-gate.ts';

/** A code held in front of the camera is read many times a second: once answered, it is left alone this long. */
const SAME_CODE_PAUSE_MS = 2500;

/** The gate at one event: camera, typed codes, the answer, the counters and the sync state. */
export function GateScreen({
  connection,
  event,
  onChangeEvent,
  onDisconnect,
}: {
  connection: Connection;
  event: { key: string; name: string };
  onChangeEvent: () => void;
  onDisconnect: () => void;
}) {
  const { t, lang } = useTranslation();
  const gate = useGate(connection, event.key);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [cameraOn, setCameraOn] = useState(true);
  const codeInput = useRef<HTMLInputElement>(null);
  const lastAnswered = useRef<{ code: string; until: number } | null>(null);
  const { scan } = gate;

  // The camera reads the next frames before React has drawn "busy": the ref stops a second check-in of them.
  const checking = useRef(false);

  const check = async (code: string) => {
    if (checking.current || !code.trim()) return;
    checking.current = true;
    setBusy(true);
    try {
      const verdict = await gate.checkIn(code);
      // Only the tone matters here: the formats are not read.
      signal(screenOf(verdict, { time: String, money: String }).tone);
    } finally {
      checking.current = false;
      setBusy(false);
    }
  };

  const next = () => {
    if (scan) lastAnswered.current = { code: scan.code, until: Date.now() + SAME_CODE_PAUSE_MS };
    gate.clearScan();
    setTyped('');
  };

  useEffect(() => {
    if (!scan) codeInput.current?.focus();
  }, [scan]);

  const fromCamera = (code: string) => {
    const last = lastAnswered.current;
    if (last && last.code === code.trim() && Date.now() < last.until) return;
    void check(code);
  };

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    void check(typed);
  };

  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });

  return (
    <div className="gate">
      <header className="gate-header">
        <h1>{event.name}</h1>
        <p role="status" className={gate.online ? 'network-online' : 'network-offline'} data-testid="network">
          {t(gate.online ? 'online' : 'offline')}
        </p>
        {gate.queue.length > 0 && <p data-testid="waiting">{t('waitingToSync', { count: gate.queue.length })}</p>}
        {gate.list && <p>{t('offlineListSize', { count: Object.keys(gate.list.entries).length })}</p>}
        <div className="gate-actions">
          <button type="button" className="secondary" onClick={() => void gate.refreshList()}>
            {t('refreshList')}
          </button>
          <button type="button" className="secondary" onClick={onChangeEvent}>
            {t('changeEvent')}
          </button>
          <button type="button" className="secondary" onClick={onDisconnect}>
            {t('disconnect')}
          </button>
        </div>
      </header>
      <main className="gate-main">
        <button type="button" className="secondary" aria-pressed={cameraOn} onClick={() => setCameraOn((on) => !on)}>
          {t('useCamera')}
        </button>
        {cameraOn && <CameraView active={!scan && !busy} onCode={fromCamera} />}
        <form onSubmit={submit} className="code-form">
          <label htmlFor="ticket-code">{t('typeCode')}</label>
          <input
            id="ticket-code"
            ref={codeInput}
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" disabled={busy}>
            {t('checkIn')}
          </button>
        </form>
        {gate.conflicts.length > 0 && (
          <section className="conflicts" aria-labelledby="conflicts-title">
            <h2 id="conflicts-title">{t('conflictsTitle')}</h2>
            <ul>
              {gate.conflicts.map((conflict) => (
                <li key={`${conflict.identifier}-${conflict.status}`}>
                  {conflict.status === 'ALREADY_CHECK_IN'
                    ? t('conflictAlready', {
                        name: conflict.holder?.name ?? conflict.identifier,
                        time: conflict.at ? time.format(new Date(conflict.at)) : '',
                        by: conflict.by ?? t('someone'),
                      })
                    : conflict.status === 'MUST_PAY'
                      ? t('conflictPayment', { name: conflict.holder?.name ?? conflict.identifier })
                      : t('conflictOther', {
                          name: conflict.holder?.name ?? conflict.identifier,
                          status: conflict.status,
                        })}
                </li>
              ))}
            </ul>
            <button type="button" className="secondary" onClick={gate.dismissConflicts}>
              {t('dismiss')}
            </button>
          </section>
        )}
        <Counters connection={connection} event={event.key} online={gate.online} />
      </main>
      {scan && <AnswerScreen scan={scan} onNext={next} onConfirmPayment={() => void gate.confirmPayment()} />}
    </div>
  );
}
