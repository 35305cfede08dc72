import type { Stripe } from '@stripe/stripe-js';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { stripeLoader } from '../../../src/lib/stripe.ts';

type Listener = (event: unknown) => void;
type ConfirmAnswer = { paymentIntent?: { status: string }; error?: { message: string } };

/**
 * A Stripe.js for the card form: the card element mounts nothing, the test plays its `change`
 * events, and the payment calls answer what each test sets. Installed through `stripeLoader`.
 */
export function installFakeStripe() {
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
  return { stripe, card, load, change };
}
