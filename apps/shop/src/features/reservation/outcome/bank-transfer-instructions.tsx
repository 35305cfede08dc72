import type { ReservationInfo } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import type { PurchaseContextDetails } from '../reservation-scope.tsx';
import { bankAccountOwnerLines, escapeHtml } from './outcome-rules.ts';

interface BankTransferInstructionsProps {
  reservation: Pick<ReservationInfo, 'id' | 'shortId' | 'orderSummary'>;
  context: PurchaseContextDetails;
}

/**
 * How to pay by bank transfer: amount, account (and its owner when
 * configured) and the reference to quote; then, unless the organizer keeps to the basics, where
 * to send a proof and what happens next.
 */
export function BankTransferInstructions({ reservation, context }: BankTransferInstructionsProps) {
  const { t, lang } = useTranslation();
  const currency = context.currencyDescriptor;
  const amount = escapeHtml(
    formatMoney(
      reservation.orderSummary.totalPrice,
      currency?.code ?? context.currency,
      lang,
      currency?.fractionDigits,
    ),
  );
  const account = escapeHtml(context.bankAccount);
  const reference = `<mark>${escapeHtml(reservation.shortId)}</mark>`;
  const owner = bankAccountOwnerLines(context);
  const basicOnly = context.offlinePaymentConfiguration?.showOnlyBasicInstructions === true;

  const transfer =
    owner.length > 0 ? (
      <li>
        <SafeHtml
          as="p"
          html={t('reservation-page-waiting.required-steps.1.with-bank-account-owner', [amount, account])}
        />
        <p className="shop-bank-account-owner">
          {owner.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
        <SafeHtml as="p" html={t('reservation-page-waiting.required-steps.1.with-bank-account-owner.2', [reference])} />
      </li>
    ) : (
      <SafeHtml as="li" html={t('reservation-page-waiting.required-steps.1', [amount, account, reference])} />
    );

  return (
    <>
      <SafeHtml as="h2" html={t('reservation-page-waiting.required-steps')} />
      {basicOnly ? (
        <ul className="shop-instructions shop-instructions-basic">{transfer}</ul>
      ) : (
        <ol className="shop-instructions">
          {transfer}
          <SafeHtml
            as="li"
            html={t('reservation-page-waiting.required-steps.2', [
              escapeHtml(context.organizationEmail),
              escapeHtml(reservation.id),
            ])}
          />
          <SafeHtml as="li" html={t('reservation-page-waiting.required-steps.3')} />
        </ol>
      )}
    </>
  );
}
