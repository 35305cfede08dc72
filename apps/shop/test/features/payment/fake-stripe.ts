import type { Stripe } from '@stripe/stripe-js';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { stripeLoader } from '../../../src/lib/stripe.ts';

type Listener = (event: unknown) => void;
type ConfirmAnswer = { paymentIntent?: { status: string }; error?: { message: string } };
type WalletAnswer = { applePay: boolean; googlePay: boolean; link: boolean } | null;

/**
 * A Stripe.js for the card form: the card element mounts nothing, the test plays its `change`
 * events, and the payment calls answer what each test sets. Installed through `stripeLoader`.
 * The browser has no wallet unless `wallet.has` says so before the card form shows; the test
 * plays the sheet's approval or cancellation.
 */
export function installFakeStripe() {
  const walletListeners = new Map<string, Set<Listener>>();
  let walletAnswer: WalletAnswer = null;
  const paymentRequest = {
    canMakePayment: vi.fn(() => Promise.resolve(walletAnswer)),
    show: vi.fn(),
    update: vi.fn(),
    isShowing: () => false,
    on(event: string, listener: Listener) {
      if (!walletListeners.has(event)) walletListeners.set(event, new Set());
      walletListeners.get(event)?.add(listener);
      return paymentRequest;
    },
    off(event?: string) {
      if (event) walletListeners.delete(event);
      else walletListeners.clear();
      return paymentRequest;
    },
  };
  const emitWallet = (event: string, payload: unknown) => {
    for (const listener of walletListeners.get(event) ?? []) listener(payload);
  };
  const wallet = {
    request: paymentRequest,
    has(answer: WalletAnswer) {
      walletAnswer = answer;
    },
    /** The buyer approved in the sheet; resolves with the sheet's `complete`, to see how it ended. */
    approve() {
      const complete = vi.fn();
      act(() => emitWallet('paymentmethod', { paymentMethod: { id: 'pm_wallet' }, walletName: 'googlePay', complete }));
      return complete;
    },
    cancel: () => act(() => emitWallet('cancel', {})),
  };
  const listeners = new Map<string, Set<Listener>>();
  const card = {
    mount: vi.fn(),
    unmount: vi.fn(),
    destroy: vi.fn(),
    update: vi.fn(),
    focus: vi.fn(),
    blur: vi.fn(),
    clear: vi.fn(),
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return card;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return card;
    },
  };
  const elements = {
    create: vi.fn(() => card),
    getElement: (type: string) => (type === 'card' ? card : null),
    update: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(() => Promise.resolve({ token: { id: 'tok_legacy' } })),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn((): Promise<ConfirmAnswer> =>
      Promise.resolve({ paymentIntent: { status: 'succeeded' } }),
    ),
    paymentRequest: vi.fn(() => paymentRequest),
    _registerWrapper: vi.fn(),
    registerAppInfo: vi.fn(),
  };
  const load = vi.spyOn(stripeLoader, 'load').mockResolvedValue(stripe as unknown as Stripe);
  /** The buyer typed into the card element. */
  const change = (state: { complete: boolean; error?: string }) =>
    act(() => {
      const event = {
        elementType: 'card',
        complete: state.complete,
        empty: false,
        error: state.error ? { type: 'validation_error', message: state.error } : undefined,
      };
      for (const listener of listeners.get('change') ?? []) listener(event);
    });
  return { stripe, card, load, change, wallet };
}
