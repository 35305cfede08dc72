-- Online payments: the built-in test gateway is one more proxy an organizer may allow.
ALTER TABLE event DROP CONSTRAINT event_allowed_payment_proxies_check;
ALTER TABLE event ADD CONSTRAINT event_allowed_payment_proxies_check CHECK (
  allowed_payment_proxies <@ ARRAY['STRIPE', 'ON_SITE', 'OFFLINE', 'PAYPAL', 'MOLLIE', 'SAFERPAY', 'CUSTOM_OFFLINE', 'TEST_GATEWAY']
);
ALTER TABLE subscription_descriptor DROP CONSTRAINT subscription_descriptor_allowed_payment_proxies_check;
ALTER TABLE subscription_descriptor ADD CONSTRAINT subscription_descriptor_allowed_payment_proxies_check CHECK (
  allowed_payment_proxies <@ ARRAY['STRIPE', 'ON_SITE', 'OFFLINE', 'PAYPAL', 'MOLLIE', 'SAFERPAY', 'CUSTOM_OFFLINE', 'TEST_GATEWAY']
);
ALTER TABLE reservation DROP CONSTRAINT reservation_payment_proxy_check;
ALTER TABLE reservation ADD CONSTRAINT reservation_payment_proxy_check CHECK (
  payment_proxy IN ('STRIPE', 'ON_SITE', 'OFFLINE', 'NONE', 'ADMIN', 'PAYPAL', 'MOLLIE', 'SAFERPAY', 'CUSTOM_OFFLINE', 'TEST_GATEWAY')
);
ALTER TABLE payment_transaction DROP CONSTRAINT payment_transaction_payment_proxy_check;
ALTER TABLE payment_transaction ADD CONSTRAINT payment_transaction_payment_proxy_check CHECK (
  payment_proxy IN ('STRIPE', 'ON_SITE', 'OFFLINE', 'NONE', 'ADMIN', 'PAYPAL', 'MOLLIE', 'SAFERPAY', 'CUSTOM_OFFLINE', 'TEST_GATEWAY')
);
-- A payment taken after its order could no longer be honoured is given back: REFUNDED.
ALTER TABLE payment_transaction DROP CONSTRAINT payment_transaction_status_check;
ALTER TABLE payment_transaction ADD CONSTRAINT payment_transaction_status_check CHECK (status IN (
  'PENDING', 'COMPLETE', 'FAILED', 'CANCELLED', 'REFUNDED', 'OFFLINE_PENDING_REVIEW', 'OFFLINE_MATCHING_PAYMENT_FOUND', 'OFFLINE_DISABLE_MATCH'
));
-- Why a payment failed or was refunded, as the provider or the engine said it
ALTER TABLE payment_transaction ADD COLUMN failure_code text;

-- Webhook events already applied, so a replayed one changes nothing
CREATE TABLE payment_webhook_event (
  payment_proxy text NOT NULL,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (payment_proxy, event_id)
);

-- The test gateway's own books, as a real provider keeps them on its side: a payment the buyer
-- approves or declines on its page. The id is random and is all its page needs.
CREATE TABLE test_gateway_payment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency_code text NOT NULL,
  description text NOT NULL,
  language text NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'APPROVED', 'DECLINED', 'CANCELLED', 'REFUNDED')),
  -- Approve later: the approval counts from this instant on, and a webhook announces it
  approved_from timestamptz,
  return_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
