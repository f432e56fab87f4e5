-- Hardening, round two: ids that tell strangers nothing, idempotency keys that expire,
-- longer referral codes, and the version of the review positions the nearest-first page reads.

-- A customer's public number is random, not the row's sequence (which tells how many there are).
ALTER TABLE customers ADD COLUMN raw_id integer UNIQUE;
UPDATE customers SET raw_id = 1 + floor(random() * 2147483646)::int WHERE raw_id IS NULL;

-- The ids a purchase answers with: the new customer's own, or, for an email that already belongs
-- to a customer, ids of this purchase alone (never the existing customer's).
ALTER TABLE charges ADD COLUMN buyer_public_id uuid;
ALTER TABLE charges ADD COLUMN buyer_raw_id integer;

-- Keys expire after 24 hours (api/resolvers/mutations.ts): a key may come back later as a new
-- purchase, so a key is unique among live attempts only.
ALTER TABLE charges DROP CONSTRAINT charges_idempotency_key_key;
CREATE INDEX charges_idempotency_key ON charges (idempotency_key);
CREATE INDEX purchase_attempts_created_at ON purchase_attempts (created_at);

-- Referral codes with 60 bits after the name (three groups of four from a 32-letter alphabet).
UPDATE referral_codes SET code = 'ANNA-7Q2K-M4XD-9HTB' WHERE code = 'ANNA-7Q2K';
UPDATE referral_codes SET code = 'MARCUS-3JX9-WP6E-R8ZN' WHERE code = 'MARCUS-3JX9';
UPDATE referral_codes SET code = 'PRIYA-8LW4-C2VQ-K7JF' WHERE code = 'PRIYA-8LW4';

-- Bumped by every change to where the reviews are or their stars: the in-memory positions the
-- nearest-first page chooses its rows from are read again when it has moved.
CREATE TABLE review_positions_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO review_positions_version (id, version) VALUES (true, 0);
CREATE FUNCTION bump_review_positions_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE review_positions_version SET version = version + 1; RETURN NULL; END $$;
CREATE TRIGGER review_positions_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF latitude, longitude, stars
  ON public_reviews FOR EACH STATEMENT EXECUTE FUNCTION bump_review_positions_version();
