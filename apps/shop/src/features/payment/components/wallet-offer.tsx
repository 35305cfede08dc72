import type { PaymentRequest, PaymentRequestPaymentMethodEvent, Stripe } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { walletOf, walletRequestOptions, type Wallet, type WalletRequest } from '../card/wallet-payment.ts';

const walletNameKeys: Record<Wallet, string> = {
  applePay: 'shop.payment.wallet.apple-pay',
  googlePay: 'shop.payment.wallet.google-pay',
};

interface WalletOfferProps {
  stripe: Stripe;
  request: WalletRequest;
  /** The buyer approved in the sheet; `form` is the form the button sits in. Keep it stable: a new one makes a new payment request. */
  onApproved: (event: PaymentRequestPaymentMethodEvent, form: HTMLFormElement | null) => void;
}

/**
 * Pay with Apple Pay or Google Pay: shown only once Stripe says this browser can pay with one of
 * them, nothing otherwise. The sheet must open inside the click itself (Safari refuses it after
 * any await), so the button opens it and the confirmation follows the buyer's approval.
 */
export function WalletOffer({ stripe, request, onApproved }: WalletOfferProps) {
  const { t } = useTranslation();
  const [offer, setOffer] = useState<{ paymentRequest: PaymentRequest; wallet: Wallet } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { amount, currency, label, country } = request;

  useEffect(() => {
    let current = true;
    let paymentRequest: PaymentRequest;
    try {
      paymentRequest = stripe.paymentRequest(walletRequestOptions({ amount, currency, label, country }));
    } catch {
      return;
    }
    paymentRequest.on('paymentmethod', (event) => onApproved(event, button.current?.form ?? null));
    paymentRequest.on('cancel', () => button.current?.focus());
    paymentRequest.canMakePayment().then(
      (result) => {
        const wallet = walletOf(result);
        if (current && wallet) setOffer({ paymentRequest, wallet });
      },
      () => undefined,
    );
    return () => {
      current = false;
      paymentRequest.off('paymentmethod');
      paymentRequest.off('cancel');
      setOffer(null);
    };
  }, [stripe, amount, currency, label, country, onApproved]);

  if (!offer) return null;
  const show = () => {
    try {
      offer.paymentRequest.show();
    } catch {
      // A sheet already open, or a browser that changed its mind: the card form remains.
    }
  };
  return (
    <div className="shop-wallet mb-3">
      <button ref={button} type="button" className="btn btn-dark btn-lg shop-wallet-button" onClick={show}>
        {t('shop.payment.wallet.pay', [t(walletNameKeys[offer.wallet])])}
      </button>
      <p className="shop-wallet-or small text-body-secondary mt-2 mb-0">{t('shop.payment.wallet.or-card')}</p>
    </div>
  );
}
