import type {
  LocalizedText,
  SubscriptionTimeUnit,
  SubscriptionUsageType,
  SubscriptionValidityType,
} from '@shop/contract';
import { useTranslation } from '../../lib/i18n.tsx';
import { localized } from '../../lib/localized.ts';

/** The fields the subscription list and the subscription detail share. */
interface SubscriptionValidityFields {
  validityType: SubscriptionValidityType;
  usageType: SubscriptionUsageType;
  validityUnits: number | null;
  validityTimeUnit: SubscriptionTimeUnit | null;
  /** Entries per subscription; null, 0 or -1 mean unlimited (the list and the detail differ). */
  maxEntries: number | null;
  formattedValidFrom: LocalizedText | null;
  formattedValidTo: LocalizedText | null;
}

/** How long and how often a subscription can be used. */
export function SubscriptionValidity({ subscription }: { subscription: SubscriptionValidityFields }) {
  const { t, lang } = useTranslation();
  const props = {
    ...subscription,
    validFrom: localized(subscription.formattedValidFrom, lang),
    validTo: localized(subscription.formattedValidTo, lang),
  };
  const usage = t(`subscription.usage-type.${props.usageType}`);

  switch (props.validityType) {
    case 'NOT_SET': {
      const entries =
        props.maxEntries && props.maxEntries > 0 ? props.maxEntries : t('shop.catalogue.unlimited-entries');
      return <span>{t('subscription.detail.validity.NOT_SET.description', [entries, usage])}</span>;
    }
    case 'STANDARD': {
      const unit = props.validityTimeUnit ? t(`subscription.time-unit.${props.validityTimeUnit}`) : '';
      return (
        <span>{t('subscription.detail.validity.STANDARD.description', [props.validityUnits ?? '', unit, usage])}</span>
      );
    }
    case 'CUSTOM':
      return (
        <span className="shop-validity-lines">
          {props.validFrom ? (
            <span>
              {t('subscription.detail.validity.CUSTOM.from')} {props.validFrom}
            </span>
          ) : null}
          {props.validTo ? (
            <span>
              {t('subscription.detail.validity.CUSTOM.to')} {props.validTo}
            </span>
          ) : null}
          <span>{usage}</span>
        </span>
      );
  }
}
