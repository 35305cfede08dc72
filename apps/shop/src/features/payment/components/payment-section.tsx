import type { CaptchaConfiguration, CustomPaymentMethod, ReservationInfo } from '@shop/contract';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { paymentMethodLabel } from '../payment-methods.ts';
import { paymentModules } from '../payment-modules.ts';
import { immediateHandler, type PaymentHandler, type PaymentWaitNotice } from '../payment-handler.ts';
import {
  captchaSiteKey,
  freeMethod,
  offeredMethods,
  selectedMethodValue,
  type PaymentSelection,
} from '../payment-selection.ts';
import { PaymentCaptcha } from './payment-captcha.tsx';
import { PaymentMethodSelector } from './payment-method-selector.tsx';
import { PaymentProgress } from './payment-progress.tsx';

export interface PaymentSectionProps {
  reservation: ReservationInfo;
  captchaConfiguration: CaptchaConfiguration;
  /** The event's or subscription's currency (ISO 4217), for a wallet's sheet. */
  currency: string;
  customMethods: readonly CustomPaymentMethod[];
  /** The form is hidden and the progress bar shown while the order is being confirmed. */
  submitting: boolean;
  /** Changes after every failed confirmation: a captcha answer is good for one request only. */
  attempt: number;
  /** Null while no method is chosen or the chosen one cannot pay. */
  onChange: (selection: PaymentSelection | null) => void;
}

/**
 * The payment part of the overview: which methods, the chosen one's details and captcha, and
 * the progress bar while confirming. A free order shows no method, only its captcha if any.
 */
export function PaymentSection(props: PaymentSectionProps) {
  const offered = offeredMethods(props.reservation);
  // A reloaded reservation (token cleared, subscription applied) may offer other methods: choose afresh.
  return (
    <PaymentChoice
      key={`${offered.ids.join(',')}|${offered.preselected ?? ''}`}
      preselected={offered.preselected}
      ids={offered.ids}
      {...props}
    />
  );
}

interface PaymentChoiceProps extends PaymentSectionProps {
  ids: readonly string[];
  preselected: string | null;
}

function PaymentChoice({
  reservation,
  captchaConfiguration,
  currency,
  customMethods,
  submitting,
  attempt,
  onChange,
  ids,
  preselected,
}: PaymentChoiceProps) {
  const { t, lang } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(preselected);
  const [handler, setHandler] = useState<PaymentHandler | null>(null);
  const [notice, setNotice] = useState<PaymentWaitNotice | null>(null);
  const [solved, setSolved] = useState<{ widget: string; token: string } | null>(null);
  const free = reservation.orderSummary.free;
  const method = free ? freeMethod : chosen;
  const entry = method && !free ? reservation.activePaymentMethods[method] : undefined;
  const siteKey = captchaSiteKey(reservation, captchaConfiguration, method);
  // A token answers the widget it came from only; each attempt gets a fresh widget.
  const widget = siteKey ? `${siteKey}|${attempt}` : null;
  const captcha = widget && solved?.widget === widget ? solved.token : null;
  const registerHandler = useCallback((next: PaymentHandler | null) => setHandler(next), []);
  const onToken = useCallback(
    (token: string | null) => setSolved(token && widget ? { widget, token } : null),
    [widget],
  );

  useEffect(() => {
    const paying = free ? immediateHandler('free', true) : handler;
    const proxy = entry?.paymentProxy ?? null;
    const selectedPaymentMethod = method ? selectedMethodValue(method, proxy, customMethods) : null;
    if (!selectedPaymentMethod || !paying) {
      onChange(null);
      return;
    }
    onChange({
      selectedPaymentMethod,
      paymentProxy: proxy,
      captcha,
      handler: {
        kind: paying.kind,
        pay: () => paying.pay(),
        // Asked anew each time: a method may become ready between two renders (a wallet's approval).
        get ready() {
          return paying.ready && (!siteKey || captcha !== null);
        },
      },
    });
  }, [free, method, entry, handler, captcha, siteKey, customMethods, onChange]);

  const Details = entry ? paymentModules[entry.paymentProxy] : null;
  const labelOf = (id: string) =>
    paymentMethodLabel(id, customMethods, t, lang, reservation.activePaymentMethods[id]?.paymentProxy);

  return (
    <section className="shop-payment" aria-labelledby={free ? undefined : 'shop-payment-title'}>
      {submitting ? <PaymentProgress notice={notice} /> : null}
      <div hidden={submitting}>
        {free ? null : (
          <>
            <h2 id="shop-payment-title">{t('reservation-page.payment')}</h2>
            <div className="shop-payment-body">
              <PaymentMethodSelector ids={ids} selected={chosen} labelOf={labelOf} onSelect={setChosen} />
              <div className="shop-payment-details" aria-live="polite">
                {Details && method && entry ? (
                  <Suspense fallback={<DetailsLoading />}>
                    <Details
                      key={method}
                      method={method}
                      parameters={entry.parameters}
                      tokenAcquired={reservation.tokenAcquired}
                      customMethods={customMethods}
                      reservation={reservation}
                      currency={currency}
                      onHandler={registerHandler}
                      onNotice={setNotice}
                    />
                  </Suspense>
                ) : null}
              </div>
            </div>
          </>
        )}
        {siteKey && widget ? <PaymentCaptcha key={widget} siteKey={siteKey} onToken={onToken} /> : null}
      </div>
    </section>
  );
}

/** While a method's component is fetched (Stripe's card form). */
function DetailsLoading() {
  const { t } = useTranslation();
  return (
    <p role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {t('shop.loading')}
    </p>
  );
}
