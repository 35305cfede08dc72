-- The schema of the whole shop: catalogue, inventory, reservations, payments, buyers, outbox.
--
-- Conventions (they hold in every table):
--   * Money is integer minor units (cents) in columns named *_cents, with the currency next to it
--     where it can differ. VAT and other percentages are numeric(5,2) (drivers return a string).
--   * Instants are timestamptz. Sale windows keep the wire names: inception / expiration.
--   * Localized texts are jsonb maps keyed by two-letter language: {"en": "...", "de": "..."}.
--     Markdown sources are stored (rendering to HTML happens when answering).
--   * Enumerations are text with a CHECK listing the contract's values (the enums in packages/contract/src/enums.ts).
--   * Catalogue ids are integer identities (they are JSON numbers on the wire). Reservations,
--     subscription descriptors, subscriptions and custom payment methods are UUIDs.
--   * "-1" means unlimited for max_available / available_quantity / max_entries.

CREATE TABLE organization (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL,
  email text NOT NULL,
  description text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Images and other blobs, addressed by the lowercase hex SHA-256 of their content (GET /file/{id}).
CREATE TABLE file_blob (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL,
  content bytea NOT NULL,
  -- {"width": 400, "height": 240} when known (Open Graph image size)
  attributes jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Buyer accounts (PUBLIC, signed in through OpenID) and organizer staff (INTERNAL).
CREATE TABLE app_user (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text,
  first_name text,
  last_name text,
  type text NOT NULL CHECK (type IN ('PUBLIC', 'INTERNAL')),
  enabled boolean NOT NULL DEFAULT true,
  -- Subject claim of the identity provider
  external_subject text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_profile (
  user_id integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  -- The contract's BillingDetails (companyName, addressLine1, ..., invoicingAdditionalInfo)
  billing_details jsonb NOT NULL DEFAULT '{}',
  -- {fieldName: {"label": {"en": ...}, "values": ["..."]}}
  additional_data jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Signed-in sessions only: anonymous sessions are never stored.
CREATE TABLE user_session (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  -- The account was created by the login that started this session (data-signed-up)
  signed_up boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_session_user ON user_session (user_id);
CREATE INDEX user_session_last_seen ON user_session (last_seen_at);

CREATE TABLE event (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organization (id),
  short_name text NOT NULL UNIQUE CHECK (short_name ~ '^[A-Za-z0-9_-]+$'),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLIC', 'DISABLED')),
  format text NOT NULL DEFAULT 'IN_PERSON' CHECK (format IN ('IN_PERSON', 'ONLINE', 'HYBRID')),
  display_name text NOT NULL,
  -- Markdown per content language
  description jsonb NOT NULL DEFAULT '{}',
  website_url text NOT NULL,
  terms_url text NOT NULL,
  privacy_url text,
  location text,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  time_zone text NOT NULL CHECK (time_zone <> ''),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  -- NULL for an event free of charge (its categories are all priced 0)
  currency text CHECK (currency ~ '^[A-Z]{3}$'),
  vat numeric(5,2) NOT NULL DEFAULT 0 CHECK (vat BETWEEN 0 AND 100),
  -- Category prices include the VAT (true) or get it added (false)
  vat_included boolean NOT NULL DEFAULT true,
  -- In display order, the first one is the default
  content_languages text[] NOT NULL CHECK (
    cardinality(content_languages) > 0
    AND content_languages <@ ARRAY['en', 'es', 'it', 'de', 'nl', 'fr', 'ro', 'pt', 'tr', 'pl', 'da', 'bg', 'sv', 'cs']
  ),
  file_blob_id text REFERENCES file_blob (id),
  tags text[] NOT NULL DEFAULT '{}',
  -- Total tickets the event sells: bounded categories plus the shared pool of unbounded ones
  capacity integer NOT NULL CHECK (capacity >= 0),
  -- Key of the ticket-code HMAC, never sent to clients
  private_key text NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  -- Proxies a buyer may choose (NONE is implied for free orders)
  allowed_payment_proxies text[] NOT NULL DEFAULT '{}' CHECK (
    allowed_payment_proxies <@ ARRAY['STRIPE', 'ON_SITE', 'OFFLINE', 'PAYPAL', 'MOLLIE', 'SAFERPAY', 'CUSTOM_OFFLINE']
  ),
  -- false: legacy single "full name" instead of first and last name
  use_first_and_last_name boolean NOT NULL DEFAULT true,
  -- {"onlineConfiguration": {"callLinks": [{"link": "https://...", "validFrom": iso, "validTo": iso}]}}
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at >= start_at),
  CHECK ((latitude IS NULL) = (longitude IS NULL))
);
CREATE INDEX event_organization ON event (organization_id);
CREATE INDEX event_listing ON event (status, end_at, start_at);

CREATE TABLE ticket_category (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id integer NOT NULL REFERENCES event (id),
  name text NOT NULL,
  -- Markdown per content language
  description jsonb NOT NULL DEFAULT '{}',
  -- VAT included or not according to event.vat_included
  price_cents integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  -- bounded: own max_tickets ticket rows, unbounded: shares the event's pool (rows with category NULL)
  bounded boolean NOT NULL,
  max_tickets integer CHECK (max_tickets >= 0),
  -- Hidden unless revealed by an ACCESS code, a special-price token or access_code
  access_restricted boolean NOT NULL DEFAULT false,
  access_code text,
  inception timestamptz NOT NULL,
  expiration timestamptz NOT NULL,
  ordinal integer NOT NULL DEFAULT 0,
  ticket_access_type text NOT NULL DEFAULT 'INHERIT' CHECK (ticket_access_type IN ('INHERIT', 'IN_PERSON', 'ONLINE')),
  -- When NULL the setting MAX_AMOUNT_OF_TICKETS_BY_RESERVATION applies (category, event, organization, system, default 5)
  max_per_reservation integer CHECK (max_per_reservation > 0),
  tax_free boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  -- Validity of the ticket when it differs from the event dates (calendar, online check-in)
  ticket_validity_start timestamptz,
  ticket_validity_end timestamptz,
  -- Same shape as event.metadata (category-specific online call links)
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT bounded OR max_tickets IS NOT NULL),
  CHECK (expiration > inception)
);
CREATE INDEX ticket_category_event ON ticket_category (event_id, ordinal);
CREATE UNIQUE INDEX ticket_category_access_code ON ticket_category (event_id, upper(access_code)) WHERE access_code IS NOT NULL;

CREATE TABLE subscription_descriptor (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id integer NOT NULL REFERENCES organization (id),
  title jsonb NOT NULL,
  -- Markdown per content language
  description jsonb NOT NULL DEFAULT '{}',
  price_cents integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  currency text CHECK (currency ~ '^[A-Z]{3}$'),
  vat numeric(5,2) NOT NULL DEFAULT 0 CHECK (vat BETWEEN 0 AND 100),
  vat_included boolean NOT NULL DEFAULT true,
  -- Entries (event tickets) one subscription grants, -1 unlimited
  max_entries integer NOT NULL DEFAULT -1 CHECK (max_entries = -1 OR max_entries > 0),
  validity_type text NOT NULL CHECK (validity_type IN ('STANDARD', 'CUSTOM', 'NOT_SET')),
  validity_time_unit text CHECK (validity_time_unit IN ('DAYS', 'MONTHS', 'YEARS')),
  validity_units integer CHECK (validity_units > 0),
  validity_from timestamptz,
  validity_to timestamptz,
  usage_type text NOT NULL CHECK (usage_type IN ('ONCE_PER_EVENT', 'UNLIMITED')),
  on_sale_from timestamptz NOT NULL,
  on_sale_to timestamptz,
  -- Subscriptions for sale, -1 unlimited (limited supply has one subscription row each)
  max_available integer NOT NULL DEFAULT -1 CHECK (max_available >= -1),
  is_public boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'NOT_ACTIVE')),
  terms_url text NOT NULL,
  privacy_url text,
  file_blob_id text REFERENCES file_blob (id),
  time_zone text NOT NULL CHECK (time_zone <> ''),
  content_languages text[] NOT NULL CHECK (
    cardinality(content_languages) > 0
    AND content_languages <@ ARRAY['en', 'es', 'it', 'de', 'nl', 'fr', 'ro', 'pt', 'tr', 'pl', 'da', 'bg', 'sv', 'cs']
  ),
  allowed_payment_proxies text[] NOT NULL DEFAULT '{}' CHECK (
    allowed_payment_proxies <@ ARRAY['STRIPE', 'ON_SITE', 'OFFLINE', 'PAYPAL', 'MOLLIE', 'SAFERPAY', 'CUSTOM_OFFLINE']
  ),
  display_pin boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (validity_type <> 'STANDARD' OR (validity_time_unit IS NOT NULL AND validity_units IS NOT NULL)),
  CHECK (validity_type <> 'CUSTOM' OR validity_to IS NOT NULL),
  CHECK (on_sale_to IS NULL OR on_sale_to > on_sale_from)
);
CREATE INDEX subscription_descriptor_listing ON subscription_descriptor (organization_id, status, on_sale_from);

-- Events on which a subscription can be used
CREATE TABLE subscription_event (
  subscription_descriptor_id uuid NOT NULL REFERENCES subscription_descriptor (id) ON DELETE CASCADE,
  event_id integer NOT NULL REFERENCES event (id) ON DELETE CASCADE,
  -- What the organizer books per ticket covered by a subscription (0 when not tracked)
  price_per_ticket_cents integer NOT NULL DEFAULT 0 CHECK (price_per_ticket_cents >= 0),
  -- Empty: every category of the event
  compatible_category_ids integer[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (subscription_descriptor_id, event_id)
);
CREATE INDEX subscription_event_event ON subscription_event (event_id);

-- Settings, resolved from the narrowest scope outward: CATEGORY, EVENT, ORGANIZATION, SYSTEM
-- (SUBSCRIPTION, ORGANIZATION, SYSTEM for subscriptions). Values are text: 'true'/'false', numbers, HTML, CSS.
CREATE TABLE configuration (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('SYSTEM', 'ORGANIZATION', 'EVENT', 'CATEGORY', 'SUBSCRIPTION')),
  organization_id integer REFERENCES organization (id) ON DELETE CASCADE,
  event_id integer REFERENCES event (id) ON DELETE CASCADE,
  ticket_category_id integer REFERENCES ticket_category (id) ON DELETE CASCADE,
  subscription_descriptor_id uuid REFERENCES subscription_descriptor (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (key ~ '^[A-Z][A-Z0-9_]*$'),
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Exactly the column of its scope is set
  CHECK ((organization_id IS NOT NULL) = (scope = 'ORGANIZATION')),
  CHECK ((event_id IS NOT NULL) = (scope = 'EVENT')),
  CHECK ((ticket_category_id IS NOT NULL) = (scope = 'CATEGORY')),
  CHECK ((subscription_descriptor_id IS NOT NULL) = (scope = 'SUBSCRIPTION')),
  CONSTRAINT configuration_unique_key UNIQUE NULLS NOT DISTINCT
    (scope, organization_id, event_id, ticket_category_id, subscription_descriptor_id, key)
);
CREATE INDEX configuration_event ON configuration (event_id) WHERE event_id IS NOT NULL;
CREATE INDEX configuration_category ON configuration (ticket_category_id) WHERE ticket_category_id IS NOT NULL;

-- Translation overrides, merged SYSTEM, then ORGANIZATION, then EVENT (later wins). Messages use {0} placeholders.
CREATE TABLE translation_override (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('SYSTEM', 'ORGANIZATION', 'EVENT')),
  organization_id integer REFERENCES organization (id) ON DELETE CASCADE,
  event_id integer REFERENCES event (id) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  key text NOT NULL,
  message text NOT NULL,
  CHECK ((organization_id IS NOT NULL) = (scope = 'ORGANIZATION')),
  CHECK ((event_id IS NOT NULL) = (scope = 'EVENT')),
  CONSTRAINT translation_override_unique_key UNIQUE NULLS NOT DISTINCT (scope, organization_id, event_id, lang, key)
);

-- Organizer-defined offline payment methods (proxy CUSTOM_OFFLINE)
CREATE TABLE custom_payment_method (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id integer NOT NULL REFERENCES organization (id),
  -- {lang: {"paymentName": text, "paymentDescription": markdown, "paymentInstructions": markdown}}
  localizations jsonb NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE event_custom_payment_method (
  event_id integer NOT NULL REFERENCES event (id) ON DELETE CASCADE,
  custom_payment_method_id uuid NOT NULL REFERENCES custom_payment_method (id) ON DELETE CASCADE,
  PRIMARY KEY (event_id, custom_payment_method_id)
);

CREATE TABLE promo_code (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organization (id),
  -- NULL: valid on every event of the organization
  event_id integer REFERENCES event (id) ON DELETE CASCADE,
  -- Stored upper-case (the shop upper-cases what buyers type)
  code text NOT NULL CHECK (code = upper(code) AND code <> ''),
  type text NOT NULL CHECK (type IN ('DISCOUNT', 'ACCESS', 'DYNAMIC')),
  discount_type text NOT NULL DEFAULT 'NONE' CHECK (discount_type IN ('FIXED_AMOUNT', 'PERCENTAGE', 'FIXED_AMOUNT_RESERVATION', 'NONE')),
  -- Cents for FIXED_AMOUNT (per ticket) and FIXED_AMOUNT_RESERVATION, whole percent for PERCENTAGE
  discount_amount integer NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
  valid_from timestamptz NOT NULL,
  valid_to timestamptz NOT NULL,
  -- Tickets that may be sold with this code, NULL unlimited
  max_usage integer CHECK (max_usage > 0),
  -- Categories the discount applies to, empty: all
  category_ids integer[] NOT NULL DEFAULT '{}',
  -- ACCESS: the access-restricted category this code reveals
  hidden_category_id integer REFERENCES ticket_category (id) ON DELETE CASCADE,
  -- Required for fixed amounts on organization-wide codes, must match the event's currency
  currency text CHECK (currency ~ '^[A-Z]{3}$'),
  -- DYNAMIC: applies automatically from this many tickets in one reservation
  min_tickets integer CHECK (min_tickets > 0),
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_to > valid_from),
  CHECK (discount_type <> 'PERCENTAGE' OR discount_amount <= 100),
  CHECK (type = 'ACCESS' OR discount_type <> 'NONE'),
  CHECK (type <> 'ACCESS' OR hidden_category_id IS NOT NULL)
);
CREATE UNIQUE INDEX promo_code_event_code ON promo_code (event_id, code) WHERE event_id IS NOT NULL;
CREATE UNIQUE INDEX promo_code_organization_code ON promo_code (organization_id, code) WHERE event_id IS NULL;

-- Single-use tokens of an access-restricted category (validate-code type SPECIAL_PRICE)
CREATE TABLE special_price (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_category_id integer NOT NULL REFERENCES ticket_category (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  price_cents integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  status text NOT NULL DEFAULT 'FREE' CHECK (status IN ('WAITING', 'FREE', 'PENDING', 'TAKEN', 'CANCELLED')),
  recipient_name text,
  recipient_email text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX special_price_category ON special_price (ticket_category_id, status);

-- Attendee groups: categories whose attendees must be on a list (e-mail or domain)
CREATE TABLE attendee_group (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organization (id),
  name text NOT NULL,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE attendee_group_member (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id integer NOT NULL REFERENCES attendee_group (id) ON DELETE CASCADE,
  value text NOT NULL,
  description text,
  UNIQUE (group_id, value)
);

CREATE TABLE attendee_group_link (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id integer NOT NULL REFERENCES attendee_group (id) ON DELETE CASCADE,
  event_id integer NOT NULL REFERENCES event (id) ON DELETE CASCADE,
  -- NULL: every category of the event
  ticket_category_id integer REFERENCES ticket_category (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('ONCE_PER_VALUE', 'LIMITED_QUANTITY', 'UNLIMITED')),
  match_type text NOT NULL CHECK (match_type IN ('FULL', 'EMAIL_DOMAIN')),
  max_allocation integer CHECK (max_allocation > 0)
);
CREATE INDEX attendee_group_link_event ON attendee_group_link (event_id);

CREATE TABLE reservation (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN (
    'PENDING', 'IN_PAYMENT', 'EXTERNAL_PROCESSING_PAYMENT', 'WAITING_EXTERNAL_CONFIRMATION', 'CUSTOM_OFFLINE_PAYMENT',
    'OFFLINE_PAYMENT', 'DEFERRED_OFFLINE_PAYMENT', 'FINALIZING', 'OFFLINE_FINALIZING', 'COMPLETE', 'STUCK',
    'CANCELLED', 'CREDIT_NOTE_ISSUED'
  )),
  purchase_context_type text NOT NULL CHECK (purchase_context_type IN ('event', 'subscription')),
  event_id integer REFERENCES event (id),
  subscription_descriptor_id uuid REFERENCES subscription_descriptor (id),
  -- End of the hold while PENDING, payment deadline while OFFLINE_PAYMENT (published as `validity`)
  validity timestamptz NOT NULL,
  -- Booking step validated (overview reachable)
  validated boolean NOT NULL DEFAULT false,
  first_name text,
  last_name text,
  full_name text,
  email text,
  user_language text NOT NULL CHECK (user_language ~ '^[a-z]{2}$'),
  invoice_requested boolean NOT NULL DEFAULT false,
  add_company_billing_details boolean NOT NULL DEFAULT false,
  billing_address_company text,
  billing_address_line1 text,
  billing_address_line2 text,
  billing_address_zip text,
  billing_address_city text,
  billing_address_state text,
  -- Multi-line address as printed on documents
  billing_address text,
  customer_reference text,
  -- ISO country code, EL for Greece
  vat_country_code text,
  vat_nr text,
  skip_vat_nr boolean NOT NULL DEFAULT false,
  italy_e_invoicing_fiscal_code text,
  italy_e_invoicing_reference_type text CHECK (italy_e_invoicing_reference_type IN ('ADDRESSEE_CODE', 'PEC', 'NONE')),
  italy_e_invoicing_addressee_code text,
  italy_e_invoicing_pec text,
  italy_e_invoicing_split_payment boolean NOT NULL DEFAULT false,
  vat_status text CHECK (vat_status IN (
    'NONE', 'INCLUDED', 'NOT_INCLUDED', 'INCLUDED_EXEMPT', 'NOT_INCLUDED_EXEMPT', 'CUSTOM_INCLUDED_EXEMPT',
    'CUSTOM_NOT_INCLUDED_EXEMPT', 'INCLUDED_NOT_CHARGED', 'NOT_INCLUDED_NOT_CHARGED'
  )),
  used_vat_percent numeric(5,2),
  -- Totals of the order: before discounts, discounts, VAT, and what the buyer pays (VAT included)
  src_price_cents integer NOT NULL DEFAULT 0,
  discount_cents integer NOT NULL DEFAULT 0,
  vat_cents integer NOT NULL DEFAULT 0,
  final_price_cents integer NOT NULL DEFAULT 0,
  currency_code text CHECK (currency_code ~ '^[A-Z]{3}$'),
  invoice_number text,
  -- Static method id of the contract's PaymentMethod enum (custom methods are on payment_transaction)
  payment_method text CHECK (payment_method IN (
    'CREDIT_CARD', 'PAYPAL', 'IDEAL', 'BANK_TRANSFER', 'ON_SITE', 'NONE', 'APPLE_PAY', 'BANCONTACT', 'ING_HOME_PAY',
    'BELFIUS', 'KBC', 'PRZELEWY_24', 'ALIPAY', 'POSTFINANCE', 'TWINT'
  )),
  payment_proxy text CHECK (payment_proxy IN ('STRIPE', 'ON_SITE', 'OFFLINE', 'NONE', 'ADMIN', 'PAYPAL', 'MOLLIE', 'SAFERPAY', 'CUSTOM_OFFLINE')),
  -- ReservationMetadata: hideContactData, readyForConfirmation, finalized, hideConfirmationButtons, lockEmailEdit
  metadata jsonb NOT NULL DEFAULT '{"hideContactData": false, "readyForConfirmation": false, "finalized": false, "hideConfirmationButtons": false, "lockEmailEdit": false}',
  -- The signed-in buyer who made it (who may read the reservation)
  user_id integer REFERENCES app_user (id) ON DELETE SET NULL,
  promo_code_id integer REFERENCES promo_code (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  -- When the payment was registered (offline payments: when the organizer matched it)
  registered_at timestamptz,
  CHECK ((purchase_context_type = 'event') = (event_id IS NOT NULL)),
  CHECK ((purchase_context_type = 'subscription') = (subscription_descriptor_id IS NOT NULL))
);
-- The expiry sweep: WHERE status = 'PENDING' AND validity < now()
CREATE INDEX reservation_expiry ON reservation (status, validity);
CREATE INDEX reservation_event ON reservation (event_id) WHERE event_id IS NOT NULL;
CREATE INDEX reservation_subscription_descriptor ON reservation (subscription_descriptor_id) WHERE subscription_descriptor_id IS NOT NULL;
CREATE INDEX reservation_user ON reservation (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX reservation_promo_code ON reservation (promo_code_id) WHERE promo_code_id IS NOT NULL;
CREATE INDEX reservation_invoice_number ON reservation (invoice_number) WHERE invoice_number IS NOT NULL;

-- One row per sold or saleable subscription. Limited supply: max_available FREE rows claimed like tickets,
-- unlimited supply: rows are created when reserved. The PIN is derived from the first 9 hex digits of id.
CREATE TABLE subscription (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_descriptor_id uuid NOT NULL REFERENCES subscription_descriptor (id),
  reservation_id uuid REFERENCES reservation (id),
  status text NOT NULL DEFAULT 'FREE' CHECK (status IN ('FREE', 'PENDING', 'TO_BE_PAID', 'ACQUIRED', 'CANCELLED', 'INVALIDATED')),
  first_name text,
  last_name text,
  email text,
  -- Copied from the descriptor at purchase, -1 unlimited
  max_entries integer NOT NULL DEFAULT -1,
  usage_count integer NOT NULL DEFAULT 0 CHECK (usage_count >= 0),
  -- Computed at purchase from the descriptor's validity
  valid_from timestamptz,
  valid_to timestamptz,
  src_price_cents integer NOT NULL DEFAULT 0,
  discount_cents integer NOT NULL DEFAULT 0,
  vat_cents integer NOT NULL DEFAULT 0,
  final_price_cents integer NOT NULL DEFAULT 0,
  currency_code text CHECK (currency_code ~ '^[A-Z]{3}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'FREE' OR reservation_id IS NULL),
  CHECK (status NOT IN ('PENDING', 'TO_BE_PAID', 'ACQUIRED') OR reservation_id IS NOT NULL)
);
CREATE INDEX subscription_free ON subscription (subscription_descriptor_id, id) WHERE status = 'FREE';
CREATE INDEX subscription_descriptor_status ON subscription (subscription_descriptor_id, status);
CREATE INDEX subscription_reservation ON subscription (reservation_id) WHERE reservation_id IS NOT NULL;

-- One row per saleable ticket. A reservation claims FREE rows in one transaction with
-- SELECT ... WHERE status = 'FREE' ... ORDER BY id LIMIT n FOR UPDATE SKIP LOCKED, so no ticket is sold twice.
-- Bounded categories own max_tickets rows, unbounded categories share the event's rows with category_id NULL
-- (the category is set when a reservation claims one).
CREATE TABLE ticket (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Internal uuid: input of the ticket code and QR, never in public URLs
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  -- Public uuid: every ticket URL
  public_uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  event_id integer NOT NULL REFERENCES event (id),
  category_id integer REFERENCES ticket_category (id),
  status text NOT NULL DEFAULT 'FREE' CHECK (status IN (
    'FREE', 'PRE_RESERVED', 'PENDING', 'TO_BE_PAID', 'ACQUIRED', 'CHECKED_IN', 'CANCELLED', 'RELEASED', 'EXPIRED', 'INVALIDATED'
  )),
  reservation_id uuid REFERENCES reservation (id),
  first_name text,
  last_name text,
  full_name text,
  email text,
  user_language text CHECK (user_language ~ '^[a-z]{2}$'),
  -- Assignment locked by the organizer
  locked boolean NOT NULL DEFAULT false,
  special_price_id integer REFERENCES special_price (id),
  -- Subscription applied to this ticket
  subscription_id uuid REFERENCES subscription (id),
  -- Written when a reservation claims the row: category price, discount, VAT, and what the buyer pays (VAT included)
  src_price_cents integer NOT NULL DEFAULT 0,
  discount_cents integer NOT NULL DEFAULT 0,
  vat_cents integer NOT NULL DEFAULT 0,
  final_price_cents integer NOT NULL DEFAULT 0,
  currency_code text CHECK (currency_code ~ '^[A-Z]{3}$'),
  vat_status text CHECK (vat_status IN (
    'NONE', 'INCLUDED', 'NOT_INCLUDED', 'INCLUDED_EXEMPT', 'NOT_INCLUDED_EXEMPT', 'CUSTOM_INCLUDED_EXEMPT',
    'CUSTOM_NOT_INCLUDED_EXEMPT', 'INCLUDED_NOT_CHARGED', 'NOT_INCLUDED_NOT_CHARGED'
  )),
  -- Same shape as event.metadata (ticket-specific call links)
  metadata jsonb NOT NULL DEFAULT '{}',
  checked_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status NOT IN ('FREE', 'PRE_RESERVED', 'RELEASED') OR reservation_id IS NULL),
  CHECK (status NOT IN ('PENDING', 'TO_BE_PAID', 'ACQUIRED', 'CHECKED_IN') OR (reservation_id IS NOT NULL AND category_id IS NOT NULL))
);
-- "Free tickets of category X" and, with category_id IS NULL, "free tickets of the event's shared pool"
CREATE INDEX ticket_free ON ticket (event_id, category_id, id) WHERE status = 'FREE';
CREATE INDEX ticket_category_status ON ticket (category_id, status);
CREATE INDEX ticket_event_status ON ticket (event_id, status);
CREATE INDEX ticket_reservation ON ticket (reservation_id) WHERE reservation_id IS NOT NULL;
CREATE INDEX ticket_subscription ON ticket (subscription_id) WHERE subscription_id IS NOT NULL;

-- Supplements and donations of an event
CREATE TABLE additional_service (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id integer NOT NULL REFERENCES event (id),
  type text NOT NULL CHECK (type IN ('SUPPLEMENT', 'DONATION')),
  supplement_policy text CHECK (supplement_policy IN (
    'MANDATORY_ONE_FOR_TICKET', 'MANDATORY_PERCENTAGE_RESERVATION', 'MANDATORY_PERCENTAGE_FOR_TICKET',
    'OPTIONAL_UNLIMITED_AMOUNT', 'OPTIONAL_MAX_AMOUNT_PER_TICKET', 'OPTIONAL_MAX_AMOUNT_PER_RESERVATION'
  )),
  -- true: fixed price, buyers choose a quantity, false: buyers enter an amount (donations)
  fix_price boolean NOT NULL,
  -- Fixed price (VAT as vat_type says), or for a free amount the minimum (usually 0)
  price_cents integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  -- MANDATORY_PERCENTAGE_*: the percentage charged
  percentage numeric(5,2) CHECK (percentage BETWEEN 0 AND 100),
  -- Items for sale, -1 unlimited (items are rows of additional_service_item, counted, not pre-created)
  available_quantity integer NOT NULL DEFAULT -1 CHECK (available_quantity >= -1),
  max_qty_per_order integer NOT NULL DEFAULT 1 CHECK (max_qty_per_order >= 0),
  -- INHERITED: the event's VAT, NONE: no VAT, CUSTOM_*: own rate in vat, included or added
  vat_type text NOT NULL DEFAULT 'INHERITED' CHECK (vat_type IN ('INHERITED', 'NONE', 'CUSTOM_INCLUDED', 'CUSTOM_EXCLUDED')),
  vat numeric(5,2) CHECK (vat BETWEEN 0 AND 100),
  inception timestamptz NOT NULL,
  expiration timestamptz NOT NULL,
  ordinal integer NOT NULL DEFAULT 0,
  -- Plain text per content language
  title jsonb NOT NULL,
  -- Markdown per content language
  description jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'SUPPLEMENT' OR supplement_policy IS NOT NULL),
  CHECK (supplement_policy NOT IN ('MANDATORY_PERCENTAGE_RESERVATION', 'MANDATORY_PERCENTAGE_FOR_TICKET') OR percentage IS NOT NULL),
  CHECK (vat_type NOT IN ('CUSTOM_INCLUDED', 'CUSTOM_EXCLUDED') OR vat IS NOT NULL),
  CHECK (expiration > inception)
);
CREATE INDEX additional_service_event ON additional_service (event_id, ordinal);

-- One row per purchased unit of an additional service (a donation is one row with its amount)
CREATE TABLE additional_service_item (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id uuid NOT NULL REFERENCES reservation (id) ON DELETE CASCADE,
  additional_service_id integer NOT NULL REFERENCES additional_service (id),
  -- Linked ticket (supplements per ticket), NULL when bought for the reservation
  ticket_id bigint REFERENCES ticket (id),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'TO_BE_PAID', 'ACQUIRED', 'CANCELLED', 'EXPIRED', 'INVALIDATED')),
  src_price_cents integer NOT NULL DEFAULT 0,
  discount_cents integer NOT NULL DEFAULT 0,
  vat_cents integer NOT NULL DEFAULT 0,
  final_price_cents integer NOT NULL DEFAULT 0,
  currency_code text CHECK (currency_code ~ '^[A-Z]{3}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX additional_service_item_reservation ON additional_service_item (reservation_id);
CREATE INDEX additional_service_item_service_status ON additional_service_item (additional_service_id, status);
CREATE INDEX additional_service_item_ticket ON additional_service_item (ticket_id) WHERE ticket_id IS NOT NULL;

-- Configurable fields of the purchase context: per attendee, per additional-service item, per subscription owner
CREATE TABLE additional_field (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id integer REFERENCES event (id) ON DELETE CASCADE,
  subscription_descriptor_id uuid REFERENCES subscription_descriptor (id) ON DELETE CASCADE,
  context text NOT NULL CHECK (context IN ('ATTENDEE', 'ADDITIONAL_SERVICE', 'SUBSCRIPTION')),
  -- Key in the `additional` maps of request bodies
  name text NOT NULL CHECK (name ~ '^[A-Za-z0-9_.-]+$'),
  type text NOT NULL CHECK (type IN (
    'input:text', 'input:tel', 'textarea', 'vat:eu', 'country', 'select', 'checkbox', 'radio', 'input:dateOfBirth'
  )),
  required boolean NOT NULL DEFAULT false,
  -- Whether a value can be changed once set
  editable boolean NOT NULL DEFAULT true,
  -- Sort order, negative: shown before the standard name and e-mail fields
  ordinal integer NOT NULL DEFAULT 0,
  -- Lengths, or for input:dateOfBirth minimum and maximum age in years
  min_length integer CHECK (min_length >= 0),
  max_length integer CHECK (max_length > 0),
  restricted_values text[] NOT NULL DEFAULT '{}',
  disabled_values text[] NOT NULL DEFAULT '{}',
  -- {lang: {"label": text, "placeholder": text, "restrictedValuesDescription": {value: text}}}
  description jsonb NOT NULL DEFAULT '{}',
  -- Categories whose tickets ask for this field, empty: all
  category_ids integer[] NOT NULL DEFAULT '{}',
  -- ADDITIONAL_SERVICE: the service whose items ask for it
  additional_service_id integer REFERENCES additional_service (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((event_id IS NULL) <> (subscription_descriptor_id IS NULL)),
  CHECK ((context = 'SUBSCRIPTION') = (subscription_descriptor_id IS NOT NULL)),
  CHECK ((context = 'ADDITIONAL_SERVICE') = (additional_service_id IS NOT NULL)),
  CHECK (type NOT IN ('select', 'checkbox', 'radio') OR cardinality(restricted_values) > 0),
  CHECK (disabled_values <@ restricted_values),
  CHECK (max_length IS NULL OR min_length IS NULL OR max_length >= min_length)
);
CREATE UNIQUE INDEX additional_field_event_name ON additional_field (event_id, name) WHERE event_id IS NOT NULL;
CREATE UNIQUE INDEX additional_field_subscription_name ON additional_field (subscription_descriptor_id, name) WHERE subscription_descriptor_id IS NOT NULL;

-- One row per slot: checkboxes have one slot per restricted value (field_index 0..n-1), other types slot 0
CREATE TABLE additional_field_value (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  field_id integer NOT NULL REFERENCES additional_field (id) ON DELETE CASCADE,
  ticket_id bigint REFERENCES ticket (id) ON DELETE CASCADE,
  subscription_id uuid REFERENCES subscription (id) ON DELETE CASCADE,
  additional_service_item_id bigint REFERENCES additional_service_item (id) ON DELETE CASCADE,
  field_index integer NOT NULL DEFAULT 0 CHECK (field_index >= 0),
  value text,
  CHECK (num_nonnulls(ticket_id, subscription_id, additional_service_item_id) = 1),
  CONSTRAINT additional_field_value_slot UNIQUE NULLS NOT DISTINCT
    (field_id, ticket_id, subscription_id, additional_service_item_id, field_index)
);
CREATE INDEX additional_field_value_ticket ON additional_field_value (ticket_id) WHERE ticket_id IS NOT NULL;
CREATE INDEX additional_field_value_subscription ON additional_field_value (subscription_id) WHERE subscription_id IS NOT NULL;
CREATE INDEX additional_field_value_item ON additional_field_value (additional_service_item_id) WHERE additional_service_item_id IS NOT NULL;

CREATE TABLE payment_transaction (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id uuid NOT NULL REFERENCES reservation (id) ON DELETE CASCADE,
  payment_proxy text NOT NULL CHECK (payment_proxy IN ('STRIPE', 'ON_SITE', 'OFFLINE', 'NONE', 'ADMIN', 'PAYPAL', 'MOLLIE', 'SAFERPAY', 'CUSTOM_OFFLINE')),
  payment_method text CHECK (payment_method IN (
    'CREDIT_CARD', 'PAYPAL', 'IDEAL', 'BANK_TRANSFER', 'ON_SITE', 'NONE', 'APPLE_PAY', 'BANCONTACT', 'ING_HOME_PAY',
    'BELFIUS', 'KBC', 'PRZELEWY_24', 'ALIPAY', 'POSTFINANCE', 'TWINT'
  )),
  custom_payment_method_id uuid REFERENCES custom_payment_method (id),
  status text NOT NULL CHECK (status IN (
    'PENDING', 'COMPLETE', 'FAILED', 'CANCELLED', 'OFFLINE_PENDING_REVIEW', 'OFFLINE_MATCHING_PAYMENT_FOUND', 'OFFLINE_DISABLE_MATCH'
  )),
  -- Provider's id of the payment (payment intent, order id, ...)
  gateway_id text,
  -- Token handed back by the provider before confirmation (e.g. PayPal approval): tokenAcquired
  token text,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency_code text CHECK (currency_code ~ '^[A-Z]{3}$'),
  fee_cents integer NOT NULL DEFAULT 0,
  platform_fee_cents integer NOT NULL DEFAULT 0,
  description text,
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CHECK ((payment_proxy = 'CUSTOM_OFFLINE') = (custom_payment_method_id IS NOT NULL))
);
CREATE INDEX payment_transaction_reservation ON payment_transaction (reservation_id);
CREATE UNIQUE INDEX payment_transaction_one_pending ON payment_transaction (reservation_id) WHERE status = 'PENDING';
CREATE INDEX payment_transaction_gateway ON payment_transaction (payment_proxy, gateway_id) WHERE gateway_id IS NOT NULL;

-- Waiting list and pre-registration entries
CREATE TABLE waiting_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id integer NOT NULL REFERENCES event (id),
  first_name text,
  last_name text,
  full_name text,
  email text NOT NULL,
  user_language text NOT NULL CHECK (user_language ~ '^[a-z]{2}$'),
  selected_category_id integer REFERENCES ticket_category (id),
  -- PRE_SALES: registered before the sale opened, SOLD_OUT: waiting for a released ticket
  subscription_type text NOT NULL CHECK (subscription_type IN ('PRE_SALES', 'SOLD_OUT')),
  status text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'PENDING', 'ACQUIRED', 'EXPIRED', 'CANCELLED')),
  -- The reservation offered to this entry
  reservation_id uuid REFERENCES reservation (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX waiting_queue_event_status ON waiting_queue (event_id, status, created_at);

-- Outbox: e-mails are written here in the business transaction and sent by a worker
-- (claimed with FOR UPDATE SKIP LOCKED, so every process may run it)
CREATE TABLE email_message (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purchase_context_type text CHECK (purchase_context_type IN ('event', 'subscription')),
  event_id integer REFERENCES event (id),
  subscription_descriptor_id uuid REFERENCES subscription_descriptor (id),
  reservation_id uuid REFERENCES reservation (id) ON DELETE SET NULL,
  recipient text NOT NULL,
  cc text[] NOT NULL DEFAULT '{}',
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  -- [{"name": "ticket-….pdf", "contentType": "application/pdf", "kind": "TICKET_PDF", "params": {...}}],
  -- rendered when sent so the outbox stays small
  attachments jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'IN_PROCESS', 'SENT', 'ERROR')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX email_message_due ON email_message (next_attempt_at) WHERE status = 'WAITING';
CREATE INDEX email_message_reservation ON email_message (reservation_id) WHERE reservation_id IS NOT NULL;

-- Gap-free invoice numbers: UPDATE invoice_sequence SET next_value = next_value + 1 ... RETURNING next_value - 1
CREATE TABLE invoice_sequence (
  organization_id integer PRIMARY KEY REFERENCES organization (id),
  next_value integer NOT NULL DEFAULT 1 CHECK (next_value >= 1)
);

CREATE TABLE billing_document (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id uuid NOT NULL REFERENCES reservation (id),
  organization_id integer NOT NULL REFERENCES organization (id),
  type text NOT NULL CHECK (type IN ('INVOICE', 'RECEIPT', 'CREDIT_NOTE')),
  -- Invoice or credit-note number, NULL for receipts
  number text,
  status text NOT NULL DEFAULT 'VALID' CHECK (status IN ('VALID', 'NOT_VALID')),
  -- Everything the document shows, frozen at creation, the PDF is rendered from it
  model jsonb NOT NULL,
  -- Rendered PDF, cached on first download
  content bytea,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_document_reservation ON billing_document (reservation_id);
CREATE UNIQUE INDEX billing_document_number ON billing_document (organization_id, type, number)
  WHERE number IS NOT NULL AND status = 'VALID';

CREATE TABLE poll (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id integer NOT NULL REFERENCES event (id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organization (id),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'OPEN', 'CLOSED')),
  title jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  allowed_tags text[] NOT NULL DEFAULT '{}',
  -- `order` on the wire
  ordinal integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX poll_event ON poll (event_id, status, ordinal);

CREATE TABLE poll_option (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  poll_id integer NOT NULL REFERENCES poll (id) ON DELETE CASCADE,
  title jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  ordinal integer NOT NULL DEFAULT 0,
  UNIQUE (poll_id, id)
);

-- One answer per checked-in ticket and poll (answering again replaces it)
CREATE TABLE poll_answer (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  poll_id integer NOT NULL REFERENCES poll (id) ON DELETE CASCADE,
  poll_option_id integer NOT NULL,
  ticket_id bigint NOT NULL REFERENCES ticket (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (poll_id, poll_option_id) REFERENCES poll_option (poll_id, id) ON DELETE CASCADE,
  UNIQUE (poll_id, ticket_id)
);

-- What happened to reservations and tickets. No foreign keys: entries outlive deleted reservations.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id uuid,
  event_id integer,
  subscription_descriptor_id uuid,
  -- RESERVATION_CREATE, RESERVATION_COMPLETE, RESERVATION_EXPIRED, WARNINGS_IGNORED, TICKET_UPDATE, CHECK_IN, ...
  event_type text NOT NULL CHECK (event_type ~ '^[A-Z][A-Z0-9_]*$'),
  entity_type text,
  entity_id text,
  user_id integer,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_reservation ON audit_log (reservation_id, created_at) WHERE reservation_id IS NOT NULL;
CREATE INDEX audit_log_event ON audit_log (event_id, created_at) WHERE event_id IS NOT NULL;
