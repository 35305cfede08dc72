import { useState, type FormEvent } from 'react';
import { CameraView } from '../../components/camera-view.tsx';
import { ApiError, callApi, NetworkError, type Connection } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** The QR code alf.io's back office shows for a check-in key: `{"apiKey": …, "baseUrl": …}`. */
export function readKeyQr(text: string): { apiKey: string; baseUrl: string } | null {
  try {
    const value = JSON.parse(text) as { apiKey?: unknown; baseUrl?: unknown };
    if (typeof value.apiKey === 'string' && typeof value.baseUrl === 'string')
      return { apiKey: value.apiKey, baseUrl: value.baseUrl };
  } catch {
    // Not a key's QR code.
  }
  return null;
}

/** Connects the device to a server with a check-in key, as alf.io's scan app does. */
export function ConnectScreen({ onConnected }: { onConnected: (connection: Connection) => void }) {
  const { t } = useTranslation();
  const [baseUrl, setBaseUrl] = useState(() => window.location.origin);
  const [apiKey, setApiKey] = useState('');
  const [gate, setGate] = useState('');
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<'connectRefused' | 'connectUnreachable' | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const connection = { baseUrl: baseUrl.trim(), apiKey: apiKey.trim(), gate: gate.trim() };
    setBusy(true);
    try {
      await callApi(connection, 'listCheckInEvents');
      onConnected(connection);
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? 'connectRefused'
          : error instanceof NetworkError
            ? 'connectUnreachable'
            : 'connectUnreachable',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page">
      <h1>{t('connectTitle')}</h1>
      <p>{t('connectIntro')}</p>
      <form onSubmit={(event) => void submit(event)} className="stack">
        <label htmlFor="server-url">{t('serverUrl')}</label>
        <input id="server-url" type="url" required value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} />
        <label htmlFor="api-key">{t('apiKey')}</label>
        <input id="api-key" required autoComplete="off" value={apiKey} onChange={(e) => setApiKey(e.target.value)} />
        <label htmlFor="gate-name">{t('gateName')}</label>
        <input
          id="gate-name"
          required
          maxLength={100}
          aria-describedby="gate-name-hint"
          value={gate}
          onChange={(e) => setGate(e.target.value)}
        />
        <p id="gate-name-hint" className="hint">
          {t('gateNameHint')}
        </p>
        {problem && (
          <p role="alert" className="problem">
            {t(problem)}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {t('connect')}
        </button>
        <button type="button" className="secondary" onClick={() => setScanning((on) => !on)} aria-pressed={scanning}>
          {t('scanKeyQr')}
        </button>
      </form>
      {scanning && (
        <CameraView
          active
          onCode={(text) => {
            const key = readKeyQr(text);
            if (!key) return;
            setBaseUrl(key.baseUrl);
            setApiKey(key.apiKey);
            setScanning(false);
          }}
        />
      )}
    </main>
  );
}
