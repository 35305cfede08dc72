import type { CustomPaymentMethod, PaymentKind, ReservationInfo } from '@shop/contract';
import { paymentKinds } from '@shop/contract/payment-kind';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import { customMethodTexts } from '../payment-methods.ts';
import {
  immediateHandler,
  notYetAvailableHandler,
  type PaymentHandler,
  type PaymentWaitNotice,
} from '../payment-handler.ts';

/** What every payment proxy's component gets: the chosen method and where to register its handler. */
export interface ProxyDetailsProps {
  method: string;
  /** The method's `parameters` from `activePaymentMethods`. */
  parameters: Readonly<Record<string, unknown>>;
  tokenAcquired: boolean;
  customMethods: readonly CustomPaymentMethod[];
  /** Whose order is paid: its id and the buyer's billing details. */
  reservation: ReservationInfo;
  /** The purchase context's currency (ISO 4217), in which a wallet's sheet shows the total; empty when unknown. */
  currency: string;
  onHandler: (handler: PaymentHandler | null) => void;
  /** What the buyer should know while the provider waits for its payment, shown under the progress bar. */
  onNotice: (notice: PaymentWaitNotice | null) => void;
}

/** Registers a handler of the proxy's kind that pays by confirming, while the method stays chosen. */
function useImmediateHandler(kind: PaymentKind, onHandler: ProxyDetailsProps['onHandler']) {
  useEffect(() => {
    onHandler(immediateHandler(kind, true));
    return () => onHandler(null);
  }, [kind, onHandler]);
}

function Description({ text }: { text: string }) {
  return <p className="shop-payment-description">{text}</p>;
}

/** Bank transfer: the days left to pay, or for deferred transfers that the order is confirmed now. */
export function BankTransferDetails({ parameters, onHandler }: ProxyDetailsProps) {
  const { t } = useTranslation();
  useImmediateHandler(paymentKinds.OFFLINE, onHandler);
  const delay = parameters.delayForOfflinePayment;
  if (parameters.deferred === true) return <Description text={t('reservation-page.offline.deferred.description')} />;
  return <Description text={t('reservation-page.offline.description', [typeof delay === 'number' ? delay : '-'])} />;
}

export function OnSiteDetails({ onHandler }: ProxyDetailsProps) {
  const { t } = useTranslation();
  useImmediateHandler(paymentKinds.ON_SITE, onHandler);
  return <Description text={t('reservation-page.on-site.description')} />;
}

/** The organizer's own method: its description, written as markdown and delivered as HTML. */
export function CustomOfflineDetails({ method, customMethods, onHandler }: ProxyDetailsProps) {
  const { lang } = useTranslation();
  useImmediateHandler(paymentKinds.CUSTOM_OFFLINE, onHandler);
  const custom = customMethods.find((candidate) => candidate.paymentMethodId === method);
  const description = custom ? customMethodTexts(custom, lang)?.paymentDescription : undefined;
  return description ? <SafeHtml className="shop-payment-description" html={description} /> : null;
}

/** PayPal sends the buyer away to approve, then back here with a token to confirm. */
export function PayPalDetails({ tokenAcquired, onHandler }: ProxyDetailsProps) {
  const { t } = useTranslation();
  useImmediateHandler(paymentKinds.PAYPAL, onHandler);
  return (
    <Description text={t(tokenAcquired ? 'reservation-page.paypal.confirm' : 'reservation-page.paypal.description')} />
  );
}

export function MollieDetails({ onHandler }: ProxyDetailsProps) {
  const { t } = useTranslation();
  useImmediateHandler(paymentKinds.MOLLIE, onHandler);
  return <Description text={t('reservation-page.payment.mollie.description')} />;
}

export function SaferpayDetails({ onHandler }: ProxyDetailsProps) {
  const { t } = useTranslation();
  useImmediateHandler(paymentKinds.SAFERPAY, onHandler);
  return <Description text={t('reservation-page.payment.saferpay.description')} />;
}

export function TestGatewayDetails({ onHandler }: ProxyDetailsProps) {
  const { t } = useTranslation();
  useImmediateHandler(paymentKinds.TEST_GATEWAY, onHandler);
  return <Description text={t('reservation-page.payment.test-gateway.description')} />;
}

/** Methods a buyer cannot pay with (ADMIN, or NONE on a paid order). */
export function UnavailableDetails({ onHandler }: ProxyDetailsProps) {
  const { t } = useTranslation();
  useEffect(() => {
    onHandler(notYetAvailableHandler('unavailable'));
    return () => onHandler(null);
  }, [onHandler]);
  return <p className="alert alert-warning">{t('shop.payment.method-unavailable')}</p>;
}
