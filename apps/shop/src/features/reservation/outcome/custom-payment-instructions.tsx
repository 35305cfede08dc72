import type { CustomPaymentMethod } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorCodes } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import { selectedCustomMethodQuery } from '../overview-api.ts';

/** The organizer's texts in the visitor's language, else English, else the first one written. */
function textsOf(method: CustomPaymentMethod, lang: string) {
  return method.localizations[lang] ?? method.localizations.en ?? Object.values(method.localizations)[0] ?? null;
}

/**
 * How to pay with the organizer's own method: its name, description
 * and instructions, written by the organizer as markdown and delivered as HTML.
 */
export function CustomPaymentInstructions({ reservationId }: { reservationId: string }) {
  const { t, lang } = useTranslation();
  const { data: method, isError } = useQuery(selectedCustomMethodQuery(reservationId));
  const texts = method ? textsOf(method, lang) : null;

  return (
    <>
      <SafeHtml as="h2" html={t('invoice.payment-instruction')} />
      {isError ? <p className="alert alert-danger">{t(errorCodes.generic)}</p> : null}
      {!method && !isError ? <Spinner label={t('shop.loading')} /> : null}
      {texts ? (
        <div className="shop-custom-payment">
          <h3>{texts.paymentName}</h3>
          <SafeHtml className="shop-custom-payment-description" html={texts.paymentDescription} />
          <SafeHtml className="shop-custom-payment-instructions" html={texts.paymentInstructions} />
        </div>
      ) : null}
    </>
  );
}
