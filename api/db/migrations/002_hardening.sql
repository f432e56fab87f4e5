-- Hardening: idempotency fingerprints, buyer details kept with the purchase (customers
-- are never edited by a purchase), survey tokens, collapsing duplicate leads, the nearest-review
-- index and the shared rate-limit store.

-- The request fingerprint (sha256 of the normalised purchase without card data) of each key.
ALTER TABLE purchase_attempts ADD COLUMN fingerprint text;

-- What the buyer entered for this purchase; the customer row keeps what it had.
ALTER TABLE charges ADD COLUMN buyer_phone char(10);
ALTER TABLE charges ADD COLUMN buyer_first_name text;
ALTER TABLE charges ADD COLUMN buyer_last_name text;
ALTER TABLE charges ADD COLUMN buyer_zipcode char(5);

-- Only the buyer learns it (purchaseVoucher's answer); the survey needs it with the code.
ALTER TABLE vouchers ADD COLUMN survey_token text;

-- Identical leads collapse into one row (the earliest).
DELETE FROM leads a USING leads b
  WHERE a.id > b.id AND a.email = b.email AND a.phone = b.phone AND a.zipcode = b.zipcode
    AND coalesce(a.first_name, '') = coalesce(b.first_name, '') AND coalesce(a.last_name, '') = coalesce(b.last_name, '');
CREATE UNIQUE INDEX leads_once ON leads (email, phone, zipcode, coalesce(first_name, ''), coalesce(last_name, ''));

-- Nearest reviews: a bounding box around the origin walks this index instead of every row.
CREATE INDEX public_reviews_position ON public_reviews (latitude, longitude);

-- rate-limiter-flexible's PostgreSQL store (its own layout), shared by every API process.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
