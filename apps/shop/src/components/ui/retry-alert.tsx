import { useTranslation } from '../../lib/i18n.tsx';

interface RetryAlertProps {
  message: string;
  onRetry: () => void;
}

/**
 * A request that failed, told as an alert with a button to ask again. The button is dark: the
 * secondary grey measures about 3.5:1 on the danger tint, under the 4.5:1 that text needs.
 */
export function RetryAlert({ message, onRetry }: RetryAlertProps) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-sm btn-outline-dark" onClick={onRetry}>
        {t('common.refresh')}
      </button>
    </div>
  );
}
