-- Reference API schema. Money is stored in integer cents; rates as fractions.

CREATE TABLE service_regions (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  state char(2) NOT NULL,
  center_zip char(5) NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  rate_cents integer NOT NULL CHECK (rate_cents > 0),
  higher_rate_cents integer NOT NULL CHECK (higher_rate_cents >= rate_cents),
  sales_tax_rate double precision NOT NULL CHECK (sales_tax_rate >= 0 AND sales_tax_rate < 0.2),
  num_cleaners integer NOT NULL CHECK (num_cleaners >= 0),
  num_customers integer NOT NULL CHECK (num_customers >= 0)
);

CREATE TABLE zipcodes (
  zip char(5) PRIMARY KEY,
  city text NOT NULL,
  state char(2) NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  region_id integer REFERENCES service_regions (id)
);
CREATE INDEX zipcodes_region ON zipcodes (region_id);

-- Consent disclosures (automatic-renewal law texts) by state; '' = the default for other states.
CREATE TABLE consent_disclosures (
  state text PRIMARY KEY,
  cc text NOT NULL,
  ac text NOT NULL,
  ec text NOT NULL,
  occ text NOT NULL
);

CREATE TABLE public_reviews (
  id serial PRIMARY KEY,
  body text NOT NULL,
  stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  received timestamptz NOT NULL,
  zipcode char(5) NOT NULL,
  public_location text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  customer_first_name text NOT NULL,
  customer_last_initial text NOT NULL,
  withdrawn boolean NOT NULL DEFAULT false
);
-- Keyset pagination: each sort walks an index, so page 400 costs what page 1 costs.
CREATE INDEX public_reviews_recent ON public_reviews (received DESC, id DESC);
CREATE INDEX public_reviews_rating ON public_reviews (stars DESC, received DESC, id DESC);

CREATE TABLE membership_plans (
  key text PRIMARY KEY,
  cancellation_fee_cents integer NOT NULL,
  foreverclean_forced boolean NOT NULL,
  monthly_price_cents integer NOT NULL,
  free_months integer NOT NULL,
  cancellation_fee_min_months integer NOT NULL,
  foreverclean_cancellation_fee_cents integer NOT NULL,
  cancellation_policy text
);

CREATE TABLE membership_plan_options (
  plan_key text NOT NULL REFERENCES membership_plans (key),
  position smallint NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  num_hours smallint NOT NULL,
  price_cents integer NOT NULL,
  undiscounted_price_cents integer NOT NULL,
  additional_discount double precision NOT NULL,
  PRIMARY KEY (plan_key, position)
);

CREATE TABLE voucher_cohorts (
  code text PRIMARY KEY,
  plan_key text NOT NULL REFERENCES membership_plans (key),
  billing_period text NOT NULL CHECK (billing_period IN ('MONTHLY', 'QUARTERLY', 'BIANNUAL')),
  discount_cents integer NOT NULL DEFAULT 0,
  is_default boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX voucher_cohorts_one_default ON voucher_cohorts (is_default) WHERE is_default;

CREATE TABLE customers (
  id serial PRIMARY KEY,
  public_id uuid NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  phone char(10) NOT NULL,
  first_name text,
  last_name text,
  zipcode char(5) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE leads (
  id serial PRIMARY KEY,
  email text NOT NULL,
  phone char(10) NOT NULL,
  zipcode char(5) NOT NULL,
  region_id integer REFERENCES service_regions (id),
  first_name text,
  last_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Only the card brand and last four digits are ever stored; never the number or the CVC.
CREATE TABLE charges (
  id serial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  customer_id integer NOT NULL REFERENCES customers (id),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  tax_cents integer NOT NULL,
  card_brand text NOT NULL,
  card_last4 char(4) NOT NULL,
  status text NOT NULL CHECK (status IN ('succeeded', 'declined', 'insufficient_funds')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vouchers (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  customer_id integer NOT NULL REFERENCES customers (id),
  charge_id integer NOT NULL UNIQUE REFERENCES charges (id),
  cohort_code text NOT NULL REFERENCES voucher_cohorts (code),
  num_hours smallint NOT NULL,
  price_cents integer NOT NULL,
  tax_cents integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per idempotency key: the stored answer is replayed for retries and double submits.
CREATE TABLE purchase_attempts (
  idempotency_key text PRIMARY KEY,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE voucher_waitlist (
  email text NOT NULL,
  zipcode char(5) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, zipcode)
);

CREATE TABLE survey_responses (
  voucher_code text PRIMARY KEY REFERENCES vouchers (code),
  sources text[] NOT NULL,
  other text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE referral_codes (
  code text PRIMARY KEY,
  host_name text NOT NULL
);
