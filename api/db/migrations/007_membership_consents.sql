-- Proof of the shopper's express consent to the membership's recurring charge, one per charge,
-- written with it: the sentence beside the box the shopper ticked (word for word as the checkout
-- showed it and the API checked it against the plan charged), everything Buy authorised as stated
-- beside it, the membership's figures, and when. Charges made before consent was recorded have none.
CREATE TABLE membership_consents (
  charge_id integer PRIMARY KEY REFERENCES charges (id),
  agreed_at timestamptz NOT NULL,
  agreement text NOT NULL,
  statement text NOT NULL,
  period_amount_cents integer NOT NULL CHECK (period_amount_cents > 0),
  billing_period text NOT NULL,
  free_months integer NOT NULL CHECK (free_months >= 0)
);
