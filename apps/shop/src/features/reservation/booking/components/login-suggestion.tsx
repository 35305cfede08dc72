import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../../lib/i18n.tsx';

/**
 * An anonymous visitor where sign-in exists may sign in to have the details filled
 * in; what was typed so far is saved first.
 */
export function LoginSuggestion({ onLogin, busy }: { onLogin: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="shop-login-suggestion">
      <p className="shop-last">{t('reservation-page.login.message')}</p>
      <button type="button" className="btn btn-outline-primary" onClick={onLogin} aria-disabled={busy || undefined}>
        {busy ? <Spinner small /> : null} {t('user.menu.login')}
      </button>
    </div>
  );
}
