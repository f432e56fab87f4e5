-- "New clients only": one introductory voucher per customer. A customer is known by
-- the email (trimmed, lowercased, spec §5) and by the phone number (its 10 digits): a voucher
-- takes a claim on both, in the purchase's transaction, and the primary key makes a second claim
-- on either impossible (api/resolvers/mutations.ts checks first, so a shopper gets a sentence).
CREATE TABLE introductory_claims (
  kind text NOT NULL CHECK (kind IN ('email', 'phone')),
  value text NOT NULL,
  voucher_id integer NOT NULL REFERENCES vouchers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, value)
);

-- Vouchers sold before the rule: the first voucher of each email and of each phone holds the claim.
INSERT INTO introductory_claims (kind, value, voucher_id, created_at)
  SELECT DISTINCT ON (c.email) 'email', c.email, v.id, v.created_at
  FROM vouchers v JOIN customers c ON c.id = v.customer_id
  ORDER BY c.email, v.id;
INSERT INTO introductory_claims (kind, value, voucher_id, created_at)
  SELECT DISTINCT ON (ch.buyer_phone) 'phone', ch.buyer_phone, v.id, v.created_at
  FROM vouchers v JOIN charges ch ON ch.id = v.charge_id
  WHERE ch.buyer_phone IS NOT NULL
  ORDER BY ch.buyer_phone, v.id;
