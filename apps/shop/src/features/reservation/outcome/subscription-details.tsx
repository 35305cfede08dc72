import type { SubscriptionInfo } from '@shop/contract';
import { errorCodes } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { showToast } from '../../../lib/toasts.ts';

/** Puts a value on the clipboard and says so. */
async function copy(value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    showToast('SUCCESS', 'reservation-page-complete.subscription.copy.success');
  } catch {
    showToast('ERROR', errorCodes.generic);
  }
}

function CopyableValue({
  value,
  description,
  copyLabel,
  className,
}: {
  value: string;
  description: string;
  copyLabel: string;
  className: string;
}) {
  return (
    <div className="shop-subscription-code-value">
      <p>{description}</p>
      <p className={className}>
        <span>{value}</span>{' '}
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void copy(value)}>
          {copyLabel}
        </button>
      </p>
    </div>
  );
}

/**
 * The subscription just bought: its holder, how much of it is used,
 * and the id (and PIN, unless the organizer hides it) to pay for event tickets with.
 */
export function SubscriptionDetails({ subscription }: { subscription: SubscriptionInfo }) {
  const { t } = useTranslation();
  const { owner, usageDetails } = subscription;
  const ownerName = [owner.firstName, owner.lastName].filter(Boolean).join(' ');
  return (
    <section className="shop-subscription-details" aria-labelledby="shop-subscription-title">
      <h2 id="shop-subscription-title">{t('reservation-page-complete.subscription')}</h2>
      <dl className="shop-subscription-facts">
        <dt>{t('reservation-page-complete.subscription.owner')}</dt>
        <dd>
          {ownerName}
          {owner.email ? <span className="shop-subscription-owner-email">{owner.email}</span> : null}
        </dd>
      </dl>
      {usageDetails.used > 0 || usageDetails.available !== null ? (
        <p className="shop-lead">
          {usageDetails.used > 0 ? (
            <span>{t('reservation-page-complete.subscription.usage', [usageDetails.used])}</span>
          ) : null}{' '}
          {usageDetails.available !== null ? (
            <span>{t('reservation-page-complete.subscription.usage.available', [usageDetails.available])}</span>
          ) : null}
        </p>
      ) : null}
      {subscription.pin && subscription.configuration.displayPin ? (
        <CopyableValue
          value={subscription.pin}
          description={t('reservation-page-complete.subscription.pin-description')}
          copyLabel={t('reservation-page-complete.subscription.copy-pin')}
          className="shop-subscription-pin"
        />
      ) : null}
      {subscription.id ? (
        <CopyableValue
          value={subscription.id}
          description={t('reservation-page-complete.subscription.id-description')}
          copyLabel={t('reservation-page-complete.subscription.copy-id')}
          className="shop-subscription-id"
        />
      ) : null}
    </section>
  );
}
