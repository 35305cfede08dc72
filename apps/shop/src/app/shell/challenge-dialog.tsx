import { useQuery } from '@tanstack/react-query';
import { Modal } from '../../components/ui/modal.tsx';
import { infoQuery } from '../../features/info/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { TurnstileWidget } from './turnstile-widget.tsx';

/** The question itself, with the Turnstile widget when the info offers a site key. */
export default function ChallengeDialog({
  open,
  onSettle,
}: {
  open: boolean;
  onSettle: (token: string | null) => void;
}) {
  const { t, lang } = useTranslation();
  const { data: info } = useQuery(infoQuery());
  const siteKey = info?.challengeConfiguration.apiKey ?? null;
  return (
    <Modal open={open} title={t('challenge.modal.title')} onClose={() => onSettle(null)}>
      <p>{t('challenge.modal.text')}</p>
      {siteKey ? (
        <TurnstileWidget siteKey={siteKey} language={lang} onToken={onSettle} onError={() => onSettle(null)} />
      ) : null}
    </Modal>
  );
}
