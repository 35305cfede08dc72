-- Money given back to a buyer, owned by the payment module. A refund through the provider that
-- took the money is owed (PENDING) from the moment it is decided, in the same transaction as the
-- cancellation that decides it, so that it is never lost: the provider is asked until it refunds
-- (DONE). A payment by bank transfer or another offline method is paid back by the organizer,
-- who finds the request (REQUESTED) and marks it paid (DONE).
CREATE TABLE payment_refund (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id uuid NOT NULL REFERENCES reservation (id) ON DELETE CASCADE,
  transaction_id bigint NOT NULL REFERENCES payment_transaction (id) ON DELETE CASCADE,
  payment_proxy text NOT NULL,
  -- In the currency's minor unit, as payment_transaction.amount_cents
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency_code text CHECK (currency_code ~ '^[A-Z]{3}$'),
  status text NOT NULL CHECK (status IN ('PENDING', 'REQUESTED', 'DONE')),
  -- Why: BUYER_CANCELLATION, ORGANIZER_CANCELLATION, ORGANIZER_REFUND
  reason text NOT NULL,
  -- How often the provider was asked, and what it answered the last time it did not refund
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  -- When the provider is asked next: later after each refusal, so a provider that is down is not flooded
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX payment_refund_reservation ON payment_refund (reservation_id);
CREATE INDEX payment_refund_owed ON payment_refund (next_attempt_at) WHERE status = 'PENDING';
