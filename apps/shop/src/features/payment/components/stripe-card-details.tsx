import { CardElement, Elements, useElements } from '@stripe/react-stripe-js';
import type {
  Stripe,
  StripeCardElementChangeEvent,
  StripeCardElementOptions,
  StripeElementLocale,
} from '@stripe/stripe-js';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { stripeLoader } from '../../../lib/stripe.ts';
import { payByCard } from '../card/card-payment.ts';
import { cardBillingDetails } from '../card-billing.ts';
import { notYetAvailableHandler, PaymentFailure } from '../payment-handler.ts';
import type { ProxyDetailsProps } from './proxy-details.tsx';

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
export function StripeCardDetails({ parameters, reservation, onHandler, onNotice }: ProxyDetailsProps) {
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
            onHandler={onHandler}
            onNotice={onNotice}
          />
        </Elements>
      )}
    </>
  );
}

interface CardFormProps extends Pick<ProxyDetailsProps, 'reservation' | 'onHandler' | 'onNotice'> {
  stripe: Stripe;
  enableSCA: boolean;
}

interface CardState {
  complete: boolean;
  error: string | null;
}

function CardForm({ stripe, enableSCA, reservation, onHandler, onNotice }: CardFormProps) {
  const { t } = useTranslation();
  const elements = useElements();
  const legendId = useId();
  const [card, setCard] = useState<CardState>({ complete: false, error: null });
  const leaving = useRef<AbortController | null>(null);
  const billing = useMemo(() => cardBillingDetails(reservation), [reservation]);
  const declinedReason = t('error.STEP2_STRIPE_card_declined');

  // Waiting for the outcome ends when the form goes away (another method, another page).
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  useEffect(() => {
    onHandler({
      kind: 'card',
      ready: card.complete && card.error === null,
      pay: () => {
        const element = elements?.getElement('card');
        const signal = leaving.current?.signal;
        if (!element || !signal) return Promise.reject(new PaymentFailure(null));
        return payByCard({
          stripe,
          card: element,
          billing,
          reservationId: reservation.id,
          enableSCA,
          declinedReason,
          translate: t,
          onNotice,
          signal,
        });
      },
    });
  }, [card, elements, stripe, billing, reservation.id, enableSCA, declinedReason, t, onHandler, onNotice]);

  const onChange = (event: StripeCardElementChangeEvent) =>
    setCard({ complete: event.complete, error: event.error?.message ?? null });

  return (
    <fieldset className="shop-card-form" aria-labelledby={legendId}>
      <legend id={legendId} className="form-label fs-6">
        {t('reservation-page.card.details')}
      </legend>
      <CardElement className="form-control shop-card-element" options={cardOptions} onChange={onChange} />
      <p className="invalid-feedback d-block" aria-live="polite">
        {card.error}
      </p>
    </fieldset>
  );
}
