import { CardElement, Elements, useElements } from '@stripe/react-stripe-js';
import type {
  PaymentRequestPaymentMethodEvent,
  Stripe,
  StripeCardElementChangeEvent,
  StripeCardElementOptions,
  StripeElementLocale,
} from '@stripe/stripe-js';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { stripeLoader } from '../../../lib/stripe.ts';
import { payByCard } from '../card/card-payment.ts';
import { payByWallet, type WalletRequest } from '../card/wallet-payment.ts';
import { cardBillingCountry, cardBillingDetails } from '../card-billing.ts';
import { notYetAvailableHandler, PaymentFailure, type PaymentHandler } from '../payment-handler.ts';
import type { ProxyDetailsProps } from './proxy-details.tsx';
import { WalletOffer } from './wallet-offer.tsx';

/** The parameters alf.io sends with the STRIPE proxy's CREDIT_CARD method; null when unusable. */
export function stripeParameters(parameters: ProxyDetailsProps['parameters']) {
  const { enableSCA, stripe_p_key: publishableKey, stripeConnectedAccount } = parameters;
  if (typeof publishableKey !== 'string' || !publishableKey) return null;
  return {
    enableSCA: enableSCA === true,
    publishableKey,
    connectedAccount:
      typeof stripeConnectedAccount === 'string' && stripeConnectedAccount ? stripeConnectedAccount : null,
  };
}

/** The card form keeps the postal code out: the billing details carry it. */
const cardOptions: StripeCardElementOptions = { hidePostalCode: true };

type Loaded = { stripe: Stripe } | { failed: true } | null;

/**
 * Stripe's card element, in this chunk only, so Stripe's code is fetched when a card method is
 * shown. Stripe.js comes through `stripeLoader` (tests hand in their own), with the organizer's
 * publishable key, its connected account if any, and the shop's language.
 */
export function StripeCardDetails({ parameters, reservation, currency, onHandler, onNotice }: ProxyDetailsProps) {
  const { t, lang } = useTranslation();
  const stripeParams = stripeParameters(parameters);
  const publishableKey = stripeParams?.publishableKey ?? null;
  const connectedAccount = stripeParams?.connectedAccount ?? null;
  const [loaded, setLoaded] = useState<Loaded>(null);

  // Until the card form reports complete, nothing can be paid.
  useEffect(() => {
    onHandler(notYetAvailableHandler('card'));
    return () => onHandler(null);
  }, [onHandler]);

  useEffect(() => {
    if (!publishableKey) return;
    let current = true;
    const options = {
      locale: lang as StripeElementLocale,
      ...(connectedAccount ? { stripeAccount: connectedAccount } : {}),
    };
    stripeLoader.load(publishableKey, options).then(
      (stripe) => current && setLoaded(stripe ? { stripe } : { failed: true }),
      () => current && setLoaded({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, connectedAccount, lang]);

  if (!stripeParams) return <p className="alert alert-warning">{t('shop.payment.method-unavailable')}</p>;
  return (
    <>
      <p className="shop-payment-description">{t('reservation-page.credit-card.description')}</p>
      {loaded === null ? (
        <p role="status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {t('shop.payment.card.loading')}
        </p>
      ) : 'failed' in loaded ? (
        <p className="alert alert-danger" role="alert">
          {t('shop.payment.card.load-failed')}
        </p>
      ) : (
        <Elements stripe={loaded.stripe}>
          <CardForm
            stripe={loaded.stripe}
            enableSCA={stripeParams.enableSCA}
            reservation={reservation}
            currency={currency}
            onHandler={onHandler}
            onNotice={onNotice}
          />
        </Elements>
      )}
    </>
  );
}

interface CardFormProps extends Pick<ProxyDetailsProps, 'reservation' | 'currency' | 'onHandler' | 'onNotice'> {
  stripe: Stripe;
  enableSCA: boolean;
}

interface CardState {
  complete: boolean;
  error: string | null;
}

/**
 * The card form, and above it the phone's wallet when the browser has one. Both pay through the
 * overview's confirmation: the wallet's sheet opens on its own button (a user's gesture, as Apple
 * Pay demands), and once the buyer approves there, the form is submitted as if Pay were pressed.
 */
function CardForm({ stripe, enableSCA, reservation, currency, onHandler, onNotice }: CardFormProps) {
  const { t } = useTranslation();
  const elements = useElements();
  const legendId = useId();
  const [card, setCard] = useState<CardState>({ complete: false, error: null });
  const leaving = useRef<AbortController | null>(null);
  // The wallet's approval waiting for the overview to pay with it.
  const approval = useRef<PaymentRequestPaymentMethodEvent | null>(null);
  // Counts approvals the overview refused: the handler is handed over anew, so Pay is drawn as
  // waiting for the card again (the overview may have drawn its errors while the approval stood).
  const [refusals, setRefusals] = useState(0);
  const billing = useMemo(() => cardBillingDetails(reservation), [reservation]);
  const declinedReason = t('error.STEP2_STRIPE_card_declined');
  const cardReady = card.complete && card.error === null;
  const walletRequest = useMemo<WalletRequest | null>(
    () =>
      // A wallet pays a PaymentIntent; alf.io's older token setting has none.
      enableSCA && currency
        ? {
            amount: reservation.orderSummary.priceInCents,
            currency,
            label: t('reservation-page.total'),
            country: cardBillingCountry(reservation.billingDetails.country),
          }
        : null,
    [enableSCA, currency, reservation.orderSummary.priceInCents, reservation.billingDetails.country, t],
  );

  // Waiting for the outcome ends when the form goes away (another method, another page).
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const handler: PaymentHandler = {
      kind: 'card',
      // Read when the overview decides, not only when it draws: an approval in the wallet's
      // sheet makes the method ready without a complete card.
      get ready() {
        return cardReady || approval.current !== null;
      },
      pay: () => {
        const approved = approval.current;
        approval.current = null;
        const signal = leaving.current?.signal;
        const common = { reservationId: reservation.id, declinedReason, translate: t, onNotice };
        if (approved) {
          if (signal) return payByWallet({ ...common, signal, stripe, approval: approved });
          approved.complete('fail');
          return Promise.reject(new PaymentFailure(null));
        }
        const element = elements?.getElement('card');
        if (!element || !signal) return Promise.reject(new PaymentFailure(null));
        return payByCard({ ...common, signal, stripe, card: element, billing, enableSCA });
      },
    };
    onHandler(handler);
  }, [
    refusals,
    cardReady,
    elements,
    stripe,
    billing,
    reservation.id,
    enableSCA,
    declinedReason,
    t,
    onHandler,
    onNotice,
  ]);

  const onWalletApproved = useCallback((event: PaymentRequestPaymentMethodEvent, form: HTMLFormElement | null) => {
    approval.current = event;
    form?.requestSubmit();
    // The overview takes the approval within the submit's own task (its checks are settled
    // promises). Still here after it, the overview refused (a consent missing, the hold
    // ended) and shows why: the sheet reports a failure instead of waiting.
    setTimeout(() => {
      if (approval.current !== event) return;
      approval.current = null;
      event.complete('fail');
      setRefusals((count) => count + 1);
    }, 0);
  }, []);

  const onChange = (event: StripeCardElementChangeEvent) =>
    setCard({ complete: event.complete, error: event.error?.message ?? null });

  return (
    <>
      {walletRequest ? <WalletOffer stripe={stripe} request={walletRequest} onApproved={onWalletApproved} /> : null}
      <CardFieldset legendId={legendId} error={card.error} onChange={onChange} />
    </>
  );
}

interface CardFieldsetProps {
  legendId: string;
  error: string | null;
  onChange: (event: StripeCardElementChangeEvent) => void;
}

function CardFieldset({ legendId, error, onChange }: CardFieldsetProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="shop-card-form" aria-labelledby={legendId}>
      <legend id={legendId} className="form-label fs-6">
        {t('reservation-page.card.details')}
      </legend>
      <CardElement className="form-control shop-card-element" options={cardOptions} onChange={onChange} />
      <p className="invalid-feedback d-block" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
