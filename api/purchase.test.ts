/**
 * purchaseVoucher (spec §5, §7): one charge per idempotency key under concurrent double submits
 * and retries, the simulated processor's test cards, the spec's field messages, no writes for
 * invalid input, and no card number or security code stored anywhere. In-process (api.yoga.fetch)
 * over a seeded in-memory PGlite, with SQL checks of what was written.
 */
import type { ResultOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { PostPurchaseSurvey, PurchaseVoucher, VoucherPriceAndIntent } from '#tests/lib/operations.ts';
import { KEY_EXPIRED_MESSAGE } from './purchase/answers.ts';
import { TEST_CARDS } from './payments.ts';
import {
  CLIENT_HEADERS,
  countRows,
  forwardedFrom,
  LOOPBACK_PROXY,
  newIdempotencyKey,
  purchased,
  purchaseInput,
  inProcessApiPerFile,
  postGraphql,
  productionServerPerTest,
  PurchaseReceiptFacts,
  startServer,
  writtenRows,
  type PurchaseInput,
} from './test-support.ts';
import { CLOCK_OVERRIDE_HEADER } from './resolvers/catalog.ts';
import { messages } from '../src/schemas/fields.ts';
import { createApi } from './app.ts';
import type { Database } from './db/connection.ts';

const SLOW = 60_000;
type Payload = ResultOf<typeof PurchaseVoucher>['purchaseVoucher'];

const api = inProcessApiPerFile();
/** A production server per test (behind the loopback as a trusted proxy), for what a shopper's browser meets. */
const probe = productionServerPerTest(LOOPBACK_PROXY);

async function purchase(input: PurchaseInput): Promise<Payload> {
  const answer = await postGraphql(api.yoga, PurchaseVoucher, { input });
  expect(answer.json.errors, answer.text).toBeUndefined();
  expect(answer.status).toBe(200);
  return (answer.json.data as ResultOf<typeof PurchaseVoucher>).purchaseVoucher;
}

const WRITTEN_TABLES = ['customers', 'charges', 'vouchers', 'purchase_attempts'] as const;

async function counts(): Promise<Record<(typeof WRITTEN_TABLES)[number], number>> {
  const entries = await Promise.all(
    WRITTEN_TABLES.map(async (table) => [table, await countRows(api.db, table)] as const),
  );
  return Object.fromEntries(entries) as Record<(typeof WRITTEN_TABLES)[number], number>;
}

describe('idempotency', () => {
  it(
    '50 concurrent submits with one key charge once, store one voucher and all get the same code',
    async () => {
      const before = await counts();
      const input = purchaseInput();
      const answers = await Promise.all(Array.from({ length: 50 }, () => purchase(input)));

      for (const answer of answers) {
        expect(answer.message).not.toMatch(/already being processed/);
        expect(answer.success).toBe(true);
      }
      const codes = new Set(answers.map((answer) => answer.voucherPurchaseDetails?.code));
      expect(codes.size).toBe(1);
      const [code] = [...codes];
      expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect(new Set(answers.map((answer) => answer.customer?.rawId)).size).toBe(1);

      expect(await countRows(api.db, 'charges', 'idempotency_key = $1', [input.idempotencyKey])).toBe(1);
      expect(
        await countRows(api.db, 'vouchers v JOIN charges c ON c.id = v.charge_id', 'c.idempotency_key = $1', [
          input.idempotencyKey,
        ]),
      ).toBe(1);
      expect(await countRows(api.db, 'vouchers', 'code = $1', [code])).toBe(1);
      const after = await counts();
      expect(after).toEqual({
        customers: before.customers + 1,
        charges: before.charges + 1,
        vouchers: before.vouchers + 1,
        purchase_attempts: before.purchase_attempts + 1,
      });
    },
    SLOW,
  );

  it(
    'a retry with the same key after success returns the same answer without charging again',
    async () => {
      const input = purchaseInput();
      const first = await purchase(input);
      expect(first.success).toBe(true);
      const before = await counts();
      const retry = await purchase(input);
      expect(retry).toEqual(first);
      // A retry with another card is the same request (card data is not part of the key's
      // fingerprint); the same key with other details is refused (below).
      const recarded = await purchase({ ...input, ccNumber: '5555555555554444' });
      expect(recarded.voucherPurchaseDetails?.code).toBe(first.voucherPurchaseDetails?.code);
      expect(await counts()).toEqual(before);
    },
    SLOW,
  );

  it('different keys are different purchases: after a declined card, a new key buys, under ids of its own', async () => {
    const email = 'twice@example.com';
    const before = await counts();
    const declined = await purchase(purchaseInput({ email, ccNumber: TEST_CARDS.declined }));
    expect(declined.errorCode).toBe('CARD_DECLINED');
    const bought = await purchase(purchaseInput({ email: ' Twice@Example.com ' }));
    expect(bought.success).toBe(true);
    expect(bought.errorCode).toBeNull();
    expect(bought.voucherPurchaseDetails!.receipt.email).toBe(email);
    const after = await counts();
    expect(after.charges - before.charges).toBe(2);
    expect(after.vouchers - before.vouchers).toBe(1);
    // The declined attempt made the customer row; the purchase answers with ids of its own.
    expect(after.customers - before.customers).toBe(1);
    const [customer] = await api.db.query<{ public_id: string }>('SELECT public_id FROM customers WHERE email = $1', [
      email,
    ]);
    expect(bought.customer!.id).not.toBe(customer!.public_id);
  });

  it('a malformed idempotency key is a field error and writes nothing', async () => {
    const before = await counts();
    const answer = await purchase(purchaseInput({ idempotencyKey: 'short' }));
    expect(answer.success).toBe(false);
    expect(answer.fieldErrors.map((error) => error.field)).toEqual(['idempotencyKey']);
    expect(await counts()).toEqual(before);
  });
});

describe('amounts', () => {
  it('charges the quoted total and stores the voucher at the option price', async () => {
    const input = purchaseInput({ zipcode: '60601', hours: 3 });
    const answer = await purchase(input);
    expect(answer.success).toBe(true);
    const [row] = await api.db.query<{
      amount_cents: number;
      tax_cents: number;
      status: string;
      price_cents: number;
      v_tax: number;
      num_hours: number;
      cohort_code: string;
      customer_ok: boolean;
    }>(
      `SELECT c.amount_cents, c.tax_cents, c.status, v.price_cents, v.tax_cents AS v_tax, v.num_hours, v.cohort_code,
              (c.customer_id = v.customer_id AND c.buyer_raw_id = $2) AS customer_ok
       FROM charges c JOIN vouchers v ON v.charge_id = c.id WHERE c.idempotency_key = $1`,
      [input.idempotencyKey, answer.customer!.rawId],
    );
    const [region] = await api.db.query<{ sales_tax_rate: number }>(
      'SELECT r.sales_tax_rate FROM service_regions r JOIN zipcodes z ON z.region_id = r.id WHERE z.zip = $1',
      ['60601'],
    );
    const taxCents = Math.round(1900 * region!.sales_tax_rate);
    expect(row).toEqual({
      amount_cents: 1900 + taxCents,
      tax_cents: taxCents,
      status: 'succeeded',
      price_cents: 1900,
      v_tax: taxCents,
      num_hours: 3,
      cohort_code: 'CCF_1',
      customer_ok: true,
    });
  });
});

describe('new clients only (one introductory voucher per email and per phone number)', () => {
  const refusedWithNothingWritten = async (input: PurchaseInput) => {
    const before = await counts();
    const answer = await purchase(input);
    expect(answer).toMatchObject({
      success: false,
      errorCode: 'ALREADY_A_CUSTOMER',
      fieldErrors: [],
      voucherPurchaseDetails: null,
      customer: null,
    });
    // The earlier purchase went through: never "nothing was charged", and where its code went.
    expect(answer.message).not.toMatch(/nothing was charged/i);
    expect(answer.message).toMatch(/went through and its voucher code was emailed to \S•••@\S•••\.\w+\./);
    expect(await counts()).toEqual(before);
    return answer;
  };

  it(
    'the same email (any casing, spaces around it) with another phone and card is refused before any charge',
    async () => {
      const first = purchaseInput({ email: 'shopper.one@example.com' });
      expect((await purchase(first)).success).toBe(true);
      for (const email of ['Shopper.One@Example.com ', ' SHOPPER.ONE@EXAMPLE.COM']) {
        await refusedWithNothingWritten(
          purchaseInput({ email, ccNumber: '5555555555554444', zipcode: '98101', hours: 4 }),
        );
      }
    },
    SLOW,
  );

  it('the same phone number, however it is written, with another email is refused the same way', async () => {
    const first = purchaseInput({ phone: '(312) 555-7788' });
    expect((await purchase(first)).success).toBe(true);
    for (const phone of ['312-555-7788', '+1 312 555 7788', '3125557788']) {
      await refusedWithNothingWritten(purchaseInput({ phone }));
    }
  });

  it('the original purchase still replays by its key, and a declined card claims nothing', async () => {
    const first = purchaseInput();
    const bought = await purchase(first);
    expect(await purchase(first)).toEqual(bought);

    const declined = purchaseInput({ ccNumber: TEST_CARDS.insufficientFunds });
    expect((await purchase(declined)).errorCode).toBe('INSUFFICIENT_FUNDS');
    const retry = await purchase({ ...declined, ccNumber: TEST_CARDS.success, idempotencyKey: newIdempotencyKey() });
    expect(retry.success).toBe(true);
  });

  it(
    '20 concurrent purchases by one email with different keys and phones: exactly one voucher',
    async () => {
      const email = 'rush@example.com';
      const answers = await Promise.all(Array.from({ length: 20 }, () => purchase(purchaseInput({ email }))));
      expect(answers.filter((answer) => answer.success)).toHaveLength(1);
      expect(answers.filter((answer) => answer.errorCode === 'ALREADY_A_CUSTOMER')).toHaveLength(19);
      expect(
        await countRows(api.db, 'vouchers v JOIN customers c ON c.id = v.customer_id', 'c.email = $1', [email]),
      ).toBe(1);
      expect(
        await countRows(api.db, 'charges c JOIN customers u ON u.id = c.customer_id', 'u.email = $1', [email]),
      ).toBe(1);
    },
    SLOW,
  );

  it(
    'a retry after a lost answer with a detail changed gets the voucher already bought; another browser learns where it went',
    async () => {
      const first = purchaseInput({ email: 'lost.answer@example.com', firstName: 'maria', lastName: 'lopez' });
      const bought = await purchase(first); // its answer never reached the page
      expect(bought.success).toBe(true);
      const before = await counts();
      // The same browser: the name's capital letters corrected, so another order and another key,
      // naming the attempt whose answer it never got.
      const retry = await purchase({
        ...first,
        firstName: 'Maria',
        lastName: 'Lopez',
        ccNumber: '5555555555554444',
        idempotencyKey: newIdempotencyKey(),
        earlierAttempts: ['not-a-key-of-this-shopper', first.idempotencyKey],
      });
      expect(retry).toEqual(bought);
      expect(await counts()).toEqual(before);
      // Another browser (no earlier key), or a stranger naming a key of their own: the earlier
      // purchase is not shown, only that it went through and the masked address its code went to.
      const stranger = purchaseInput({ email: 'stranger@example.com' });
      expect((await purchase(stranger)).success).toBe(true);
      for (const earlierAttempts of [null, [stranger.idempotencyKey]]) {
        const answer = await refusedWithNothingWritten({
          ...first,
          firstName: 'Maria',
          idempotencyKey: newIdempotencyKey(),
          earlierAttempts,
        });
        expect(answer.message).toContain('l•••@e•••.com');
        expect(answer.message).not.toContain(bought.voucherPurchaseDetails!.code);
      }
    },
    SLOW,
  );

  it(
    'two tabs pressing Buy at the same moment, each with its own key: one charge, both end with the voucher',
    async () => {
      const before = await counts();
      const tabA = purchaseInput({ email: 'two.tabs@example.com', firstName: 'ana' });
      const tabB = { ...tabA, firstName: 'Ana', idempotencyKey: newIdempotencyKey() };
      // Each tab names the other's attempt (the checkout sends the keys its browser still holds).
      const [a, b] = await Promise.all([
        purchase({ ...tabA, earlierAttempts: [tabB.idempotencyKey] }),
        purchase({ ...tabB, earlierAttempts: [tabA.idempotencyKey] }),
      ]);
      expect(a.success && b.success).toBe(true);
      expect(a.voucherPurchaseDetails!.code).toBe(b.voucherPurchaseDetails!.code);
      const after = await counts();
      expect(after.charges - before.charges).toBe(1);
      expect(after.vouchers - before.vouchers).toBe(1);
    },
    SLOW,
  );

  it('the database refuses a second claim on an email even if the check were skipped', async () => {
    await purchase(purchaseInput({ email: 'claimed@example.com' }));
    const [voucher] = await api.db.query<{ id: number }>('SELECT id FROM vouchers ORDER BY id DESC LIMIT 1');
    await expect(
      api.db.query(`INSERT INTO introductory_claims (kind, value, voucher_id) VALUES ('email', $1, $2)`, [
        'claimed@example.com',
        voucher!.id,
      ]),
    ).rejects.toThrow();
  });
});

describe('the receipt', () => {
  it('states what was charged, as stored with the charge, and the normalised email', async () => {
    const input = purchaseInput({ email: '  Receipt.Reader@Example.COM ', zipcode: '78701', hours: 4 });
    const answer = await purchase(input);
    const receipt = answer.voucherPurchaseDetails!.receipt;
    const [row] = await api.db.query<{ amount_cents: number; tax_cents: number; price_cents: number }>(
      `SELECT c.amount_cents, c.tax_cents, v.price_cents FROM charges c JOIN vouchers v ON v.charge_id = c.id
       WHERE c.idempotency_key = $1`,
      [input.idempotencyKey],
    );
    expect(receipt.email).toBe('receipt.reader@example.com');
    expect(Math.round(receipt.total * 100)).toBe(row!.amount_cents);
    expect(Math.round(receipt.tax * 100)).toBe(row!.tax_cents);
    expect(Math.round(receipt.price * 100)).toBe(row!.price_cents);
    expect(receipt.tax).toBeGreaterThan(0); // Austin taxes cleaning
    // The same figures as the quote the checkout showed before Buy.
    const quoted = await postGraphql(api.yoga, VoucherPriceAndIntent, { numHours: 4, zipcode: '78701' });
    const price = (quoted.json.data as ResultOf<typeof VoucherPriceAndIntent>).price;
    expect(price).toMatchObject({ price: receipt.price, tax: receipt.tax, total: receipt.total });
    // The default cohort's membership: $49 a month, first charged on the day of the first cleaning.
    expect(receipt.membershipFirstCharge).toEqual({
      amount: 49,
      monthlyPrice: 49,
      billingPeriod: 'MONTHLY',
      freeMonths: 0,
    });
  });

  it('states the hours bought and when the card was charged', async () => {
    const before = Date.now();
    const answer = await postGraphql(api.yoga, PurchaseReceiptFacts, { input: purchaseInput({ hours: 4 }) });
    expect(answer.json.errors, answer.text).toBeUndefined();
    const { receipt } = (answer.json.data as ResultOf<typeof PurchaseReceiptFacts>).purchaseVoucher
      .voucherPurchaseDetails!;
    expect(receipt.numHours).toBe(4);
    expect(Date.parse(receipt.chargedAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(receipt.chargedAt)).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('a quarterly cohort states one billing period as the first charge', async () => {
    const [quarterly] = await api.db.query<{ code: string; monthly: number }>(
      `SELECT c.code, p.monthly_price_cents / 100.0 AS monthly FROM voucher_cohorts c
       JOIN membership_plans p ON p.key = c.plan_key WHERE c.billing_period = 'QUARTERLY' ORDER BY c.code LIMIT 1`,
    );
    const answer = await purchase(purchaseInput({ voucherOption: quarterly!.code }));
    expect(answer.voucherPurchaseDetails!.receipt.membershipFirstCharge).toMatchObject({
      billingPeriod: 'QUARTERLY',
      amount: Number(quarterly!.monthly) * 3,
    });
  });
});

describe('test cards', () => {
  it.each([
    ['declined', TEST_CARDS.declined, 'declined', /declined/i, 'CARD_DECLINED'],
    [
      'insufficient funds',
      TEST_CARDS.insufficientFunds,
      'insufficient_funds',
      /insufficient funds/i,
      'INSUFFICIENT_FUNDS',
    ],
  ])(
    '%s: success false with its message and code, a %s charge row and no voucher',
    async (_label, card, status, message, code) => {
      const before = await counts();
      const input = purchaseInput({ ccNumber: card });
      const answer = await purchase(input);
      expect(answer.success).toBe(false);
      expect(answer.errorCode).toBe(code);
      expect(answer.message).toMatch(message);
      expect(answer.fieldErrors).toEqual([{ field: 'ccNumber', message: answer.message }]);
      expect(answer.voucherPurchaseDetails).toBeNull();
      const charges = await api.db.query<{ status: string; card_last4: string; id: number }>(
        'SELECT id, status, card_last4 FROM charges WHERE idempotency_key = $1',
        [input.idempotencyKey],
      );
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ status, card_last4: card.slice(-4) });
      expect(await countRows(api.db, 'vouchers', 'charge_id = $1', [charges[0]!.id])).toBe(0);
      const after = await counts();
      expect(after.vouchers).toBe(before.vouchers);
      expect(after.charges).toBe(before.charges + 1);

      // A retry with the same key replays the refusal: still one charge attempt, no voucher.
      expect(await purchase(input)).toEqual(answer);
      expect(await counts()).toEqual(after);
      // A new attempt (new key) with a good card then succeeds.
      const retry = await purchase({ ...input, ccNumber: TEST_CARDS.success, idempotencyKey: newIdempotencyKey() });
      expect(retry.success).toBe(true);
    },
    SLOW,
  );
});

describe('validation', () => {
  it('invalid input: success false, the spec message for each field, nothing written', async () => {
    const before = await counts();
    const answer = await purchase(
      purchaseInput({ email: 'x', phone: '123', zipcode: '1234', ccNumber: '4242', ccExpiration: '01/20', cvc: '1' }),
    );
    expect(answer.success).toBe(false);
    expect(answer.errorCode).toBe('INVALID_INPUT');
    expect(answer.voucherPurchaseDetails).toBeNull();
    expect(answer.customer).toBeNull();
    const byField = Object.fromEntries(answer.fieldErrors.map((error) => [error.field, error.message]));
    expect(byField).toEqual({
      email: 'Enter a valid email address',
      phone: 'Enter a valid 10-digit phone number',
      zipcode: 'Enter a valid 5-digit zipcode',
      ccNumber: 'The card number is not correct',
      ccExpiration: 'This card is no longer valid. Please try another form of payment.',
      cvc: 'Please use at least 3 characters',
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['ccExpiration', { ccExpiration: '13/30' }, 'Enter expiration date as MM/YY'],
    // Letters in the security code get exactly §5's "Invalid security code".
    ['cvc', { cvc: '12a' }, 'Invalid security code'],
    ['cvc', { cvc: '12345' }, 'Invalid security code'],
    ['ccNumber', { ccNumber: '' }, 'This field is required'],
    ['zipcode', { zipcode: '' }, 'Enter a 5-digit zipcode'],
  ])('%s %o: %s', async (field, overrides, message) => {
    const before = await counts();
    const answer = await purchase(purchaseInput(overrides));
    expect(answer.success).toBe(false);
    expect(answer.fieldErrors).toEqual([{ field, message }]);
    expect(await counts()).toEqual(before);
  });

  it('accepts formatted input: a spaced card number, a formatted phone, an expiry this month', async () => {
    const now = new Date();
    const thisMonth = `${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getFullYear() % 100).padStart(2, '0')}`;
    const answer = await purchase(
      purchaseInput({ ccNumber: '4242 4242 4242 4242', phone: '(312) 555-0199', ccExpiration: thisMonth }),
    );
    expect(answer.fieldErrors).toEqual([]);
    expect(answer.success).toBe(true);
  });

  it('an unsupported zip: success false, a message naming it, no charge', async () => {
    const before = await counts();
    const answer = await purchase(purchaseInput({ zipcode: '59001' }));
    expect(answer.success).toBe(false);
    expect(answer.message).toContain('59001');
    expect(answer.fieldErrors).toEqual([{ field: 'zipcode', message: answer.message }]);
    expect(answer.voucherPurchaseDetails).toBeNull();
    const after = await counts();
    expect(after.charges).toBe(before.charges);
    expect(after.vouchers).toBe(before.vouchers);
  });
});

describe('card data', () => {
  const cards = [
    { number: '4242424242424242', typed: '4242 4242 4242 4242', cvc: '9301', brand: 'visa' },
    { number: '5555555555554444', typed: '5555555555554444', cvc: '8610', brand: 'mastercard' },
    { number: '378282246310005', typed: '3782 822463 10005', cvc: '7109', brand: 'amex' },
    { number: '6011111111111117', typed: '6011_1111_1111_1117', cvc: '907', brand: 'discover' },
    { number: TEST_CARDS.declined, typed: TEST_CARDS.declined, cvc: '2604', brand: 'visa' },
    { number: TEST_CARDS.insufficientFunds, typed: TEST_CARDS.insufficientFunds, cvc: '6013', brand: 'visa' },
  ];

  it(
    'no table holds a full card number or a security code; charges keep brand and last four digits',
    async () => {
      const keys: string[] = [];
      for (const card of cards) {
        const input = purchaseInput({ ccNumber: card.typed, cvc: card.cvc });
        keys.push(input.idempotencyKey);
        const answer = await purchase(input);
        expect(answer.success).toBe(
          card.number !== TEST_CARDS.declined && card.number !== TEST_CARDS.insufficientFunds,
        );
      }
      // Also an attempt refused by validation (wrong expiry): its card number must not be kept either.
      await purchase(purchaseInput({ ccNumber: '4111111111111111', cvc: '3170', ccExpiration: '01/20' }));

      const charges = await api.db.query<{ idempotency_key: string; card_brand: string; card_last4: string }>(
        'SELECT idempotency_key, card_brand, card_last4 FROM charges WHERE idempotency_key = ANY($1)',
        [keys],
      );
      expect(charges).toHaveLength(cards.length);
      for (const [index, card] of cards.entries()) {
        const row = charges.find((charge) => charge.idempotency_key === keys[index]);
        expect(row).toEqual({
          idempotency_key: keys[index],
          card_brand: card.brand,
          card_last4: card.number.slice(-4),
        });
      }

      const columns = await api.db.query<{ table_name: string; column_name: string; data_type: string }>(
        `SELECT c.table_name, c.column_name, c.data_type
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
         WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
         ORDER BY c.table_name, c.ordinal_position`,
      );
      expect(columns.length).toBeGreaterThan(0);
      // No column meant for a card number or a security code.
      for (const { table_name, column_name } of columns) {
        expect(`${table_name}.${column_name}`).not.toMatch(/cvc|cvv|security_code|card_number|cc_?number|\bpan\b/i);
      }

      const textual = columns.filter((c) =>
        ['text', 'character', 'character varying', 'json', 'jsonb', 'ARRAY'].includes(c.data_type),
      );
      expect(textual.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
        expect.arrayContaining(['charges.card_last4', 'purchase_attempts.response', 'customers.email']),
      );
      const numbers = [...cards.map((card) => card.number), '4111111111111111'];
      const cvcs = [...cards.map((card) => card.cvc), '3170'];
      // The security codes contain a 0 or a 1, which voucher codes never do; UUIDs (customer ids in
      // stored answers) are removed before looking for them, so that a match is never a coincidence.
      const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
      const found: string[] = [];
      for (const { table_name, column_name } of textual) {
        // Digits only, so that "4242 4242 4242 4242" or "4242-4242-…" are found as well.
        const [hit] = await api.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${table_name}"
           WHERE regexp_replace("${column_name}"::text, '[^0-9]', '', 'g') ~ $1
              OR regexp_replace("${column_name}"::text, $3, '', 'gi') ~ $2`,
          [numbers.join('|'), `(^|[^0-9A-Za-z])(${cvcs.join('|')})([^0-9A-Za-z]|$)`, uuid],
        );
        if (hit!.n > 0) found.push(`${table_name}.${column_name} (${hit!.n} rows)`);
      }
      expect(found).toEqual([]);

      // The same queries do find what is there: a phone number and a zip code of these purchases.
      const [control] = await api.db.query<{ phone: number; zip: number }>(
        `SELECT count(*) FILTER (WHERE regexp_replace(phone::text, '[^0-9]', '', 'g') ~ $1)::int AS phone,
                count(*) FILTER (WHERE regexp_replace(zipcode::text, $3, '', 'gi') ~ $2)::int AS zip
         FROM customers`,
        ['^312[0-9]{7}$', '(^|[^0-9A-Za-z])(99999|60601)([^0-9A-Za-z]|$)', uuid],
      );
      expect(control!.phone).toBeGreaterThan(0);
      expect(control!.zip).toBeGreaterThan(0);
    },
    SLOW,
  );
});

describe('one lookup per request', () => {
  /** The API over the file's database, counting the statements that read zip codes and cohorts. */
  function countingApi() {
    const reads = { zipcodes: 0, cohorts: 0 };
    const counted =
      (query: Database['query']): Database['query'] =>
      (sql, params) => {
        if (/FROM zipcodes WHERE zip =/.test(sql)) reads.zipcodes += 1;
        if (/FROM voucher_cohorts/.test(sql)) reads.cohorts += 1;
        return query(sql, params);
      };
    // A purchase's statements go through its turn (Database.inTurn), the others through the database.
    const db: Database = Object.create(api.db, {
      query: { value: counted((sql, params) => api.db.query(sql, params)) },
      inTurn: {
        value: ((lock, run) =>
          api.db.inTurn(lock, (turn) =>
            run({
              query: counted((sql, params) => turn.query(sql, params)),
              transaction: (work) => turn.transaction(work),
            }),
          )) satisfies Database['inTurn'],
      },
    });
    return { reads, yoga: createApi({ db }) };
  }

  it('a price and its payment intent in one request look the zip code and the cohorts up once', async () => {
    const { reads, yoga } = countingApi();
    const answer = await postGraphql(yoga, VoucherPriceAndIntent, { numHours: 4, zipcode: '78701' });
    const data = answer.json.data as ResultOf<typeof VoucherPriceAndIntent>;
    expect(data.price.__typename).toBe('VoucherPrice');
    expect(data.intent.__typename).toBe('PaymentIntent');
    expect(reads).toEqual({ zipcodes: 1, cohorts: 1 });
  });

  it('a purchase looks the zip code and the cohorts up once', async () => {
    const { reads, yoga } = countingApi();
    const answer = await postGraphql(yoga, PurchaseVoucher, {
      input: purchaseInput({ zipcode: '78701' }),
    });
    expect((answer.json.data as ResultOf<typeof PurchaseVoucher>).purchaseVoucher.success).toBe(true);
    expect(reads).toEqual({ zipcodes: 1, cohorts: 1 });
  });
});

describe('an idempotency key is bound to its purchase; a customer is not editable by strangers', () => {
  async function buy(input: ReturnType<typeof purchaseInput>) {
    return postGraphql(probe.prod.url, PurchaseVoucher, { input });
  }

  it('the same key with other details is a typed error that reveals nothing and charges nothing', async () => {
    const input = purchaseInput();
    const first = await buy(input);
    const code = (first.json.data as { purchaseVoucher: { voucherPurchaseDetails: { code: string } } }).purchaseVoucher
      .voucherPurchaseDetails.code;
    const before = await writtenRows(probe.db);
    for (const changed of [
      { email: 'someone-else@example.com' },
      { zipcode: '98101' },
      { hours: 4 },
      { ccNumber: '4000000000000002', email: 'declined@example.com' },
    ]) {
      const answer = await buy({ ...input, ...changed });
      expect(answer.json.errors?.[0]?.extensions?.['code']).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(answer.text).not.toContain(code);
      expect(answer.text).not.toContain('rawId');
    }
    expect(await writtenRows(probe.db)).toEqual(before);
    // The same request again replays the stored answer.
    expect((await buy(input)).json).toEqual(first.json);
  });

  it('a purchase with an existing email (other case, trailing space) leaves that customer as stored', async () => {
    // The owner's card was declined: a customer without a voucher, so the email may still buy one.
    const owner = purchaseInput({
      email: 'owner@example.com',
      phone: '3125550100',
      firstName: 'Olive',
      lastName: 'Owner',
      ccNumber: '4000000000000002',
    });
    await buy(owner);
    const [stored] = await probe.db.query('SELECT * FROM customers WHERE email = $1', ['owner@example.com']);
    const stranger = purchaseInput({
      email: ' OWNER@Example.COM ',
      phone: '2065550199',
      firstName: 'Mallory',
      lastName: 'Stranger',
      zipcode: '98101',
    });
    const answer = await buy(stranger);
    expect(answer.json.errors).toBeUndefined();
    expect((answer.json.data as { purchaseVoucher: { success: boolean } }).purchaseVoucher.success).toBe(true);
    const [after] = await probe.db.query('SELECT * FROM customers WHERE email = $1', ['owner@example.com']);
    expect(after).toEqual(stored);
    // The stranger's details stay with their own charge.
    const [charge] = await probe.db.query<{ buyer_phone: string; buyer_first_name: string }>(
      'SELECT buyer_phone, buyer_first_name FROM charges WHERE idempotency_key = $1',
      [stranger.idempotencyKey],
    );
    expect(charge).toEqual({ buyer_phone: '2065550199', buyer_first_name: 'Mallory' });
  });
});

describe('what a stranger learns', () => {
  it("a purchase with an existing customer's email (any case, spaces, a Kelvin sign) is refused without that customer's ids", async () => {
    const owner = purchaseInput({ email: 'kate.owner@example.com' });
    const first = purchased(
      await postGraphql(probe.prod.url, PurchaseVoucher, { input: owner }, forwardedFrom('198.51.100.1')),
    );
    expect(first.success).toBe(true);
    const [stored] = await probe.db.query<{ public_id: string; raw_id: number }>(
      'SELECT public_id, raw_id FROM customers WHERE email = $1',
      ['kate.owner@example.com'],
    );
    expect(first.customer).toEqual({ id: stored!.public_id, rawId: stored!.raw_id });
    for (const email of ['KATE.OWNER@example.com', '  kate.owner@EXAMPLE.com ', '\u212Aate.owner@example.com']) {
      const answer = await postGraphql(
        probe.prod.url,
        PurchaseVoucher,
        { input: purchaseInput({ email }) },
        forwardedFrom('198.51.100.2'),
      );
      const stranger = purchased(answer);
      // New clients only: the answer says the email or phone has a voucher, nothing more.
      expect(stranger, email).toMatchObject({ success: false, errorCode: 'ALREADY_A_CUSTOMER', customer: null });
      expect(answer.text).not.toContain(stored!.public_id);
      expect(answer.text).not.toContain(String(stored!.raw_id));
      expect(answer.text).not.toMatch(/kate|owner/i);
    }
    // Still one customer for that email, never edited.
    expect(await countRows(probe.db, 'customers', 'email = $1', ['kate.owner@example.com'])).toBe(1);
  });

  it('rawId is not sequential: it does not tell how many customers there are', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = purchased(
        await postGraphql(
          probe.prod.url,
          PurchaseVoucher,
          { input: purchaseInput() },
          forwardedFrom(`198.51.100.${10 + i}`),
        ),
      );
      ids.push(answer.customer!.rawId);
    }
    const gaps = ids.slice(1).map((id, i) => Math.abs(id - ids[i]!));
    expect(Math.min(...gaps)).toBeGreaterThan(1000);
    const [row] = await probe.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
    expect(Math.max(...ids)).toBeGreaterThan(row!.n * 1000);
  });
});

describe('how long a key replays', () => {
  it('an idempotency key replays its purchase for 24 hours, then is refused, never charged again', async () => {
    const dev = await startServer(probe.db, false);
    try {
      const input = purchaseInput({ idempotencyKey: newIdempotencyKey('expiry') });
      const at = (iso: string) =>
        postGraphql(dev.url, PurchaseVoucher, { input }, { ...CLIENT_HEADERS, [CLOCK_OVERRIDE_HEADER]: iso });
      const first = purchased(await at('2031-03-04T10:00:00Z'));
      const replay = purchased(await at('2031-03-05T09:59:00Z'));
      expect(replay.voucherPurchaseDetails!.code).toBe(first.voucherPurchaseDetails!.code);
      const later = await at('2031-03-05T10:06:00Z');
      expect(later.status).toBe(409);
      expect(later.json.errors?.[0]?.message).toBe(KEY_EXPIRED_MESSAGE);
      expect(later.json.errors?.[0]?.extensions?.['code']).toBe('IDEMPOTENCY_KEY_EXPIRED');
      expect(await countRows(probe.db, 'charges', 'idempotency_key = $1', [input.idempotencyKey])).toBe(1);
    } finally {
      await dev.close();
    }
  });

  it("a request whose clock is far ahead expires only its own key, never another purchase's", async () => {
    const dev = await startServer(probe.db, false);
    try {
      const at = (input: ReturnType<typeof purchaseInput>, iso: string) =>
        postGraphql(dev.url, PurchaseVoucher, { input }, { ...CLIENT_HEADERS, [CLOCK_OVERRIDE_HEADER]: iso });
      const mine = purchaseInput({ idempotencyKey: newIdempotencyKey('mine') });
      const first = purchased(await at(mine, '2032-06-01T10:00:00Z'));
      expect(purchased(await at(purchaseInput(), '2090-06-01T10:00:00Z')).success).toBe(true);
      const replay = purchased(await at(mine, '2032-06-01T11:00:00Z'));
      expect(replay.voucherPurchaseDetails!.code).toBe(first.voucherPurchaseDetails!.code);
    } finally {
      await dev.close();
    }
  });
});

describe('bad input gets a field message or a typed error', () => {
  const NUL = 'a\u0000b';

  it('NUL bytes in names, voucher code, idempotency key and referral code never reach "Unexpected error."', async () => {
    const before = await writtenRows(probe.db);
    const purchase = await postGraphql(probe.prod.url, PurchaseVoucher, {
      input: purchaseInput({ firstName: NUL, idempotencyKey: `key-${NUL}-12345` }),
    });
    expect(purchase.text).not.toMatch(/Unexpected error/);
    const fields = (purchase.json.data as { purchaseVoucher: { fieldErrors: { field: string }[] } }).purchaseVoucher
      .fieldErrors;
    expect(fields.map((f) => f.field).sort()).toEqual(['firstName', 'idempotencyKey']);
    const survey = await postGraphql(probe.prod.url, PostPurchaseSurvey, {
      input: { voucherCode: NUL, surveyToken: NUL, sources: ['Other'], other: NUL },
    });
    expect(survey.text).not.toMatch(/Unexpected error/);
    expect(survey.json.data).toBeTruthy();
    const referral = await postGraphql(
      probe.prod.url,
      'query($c: String!) { customerReferral(code: $c) { hostName } }',
      {
        c: NUL,
      },
    );
    expect(referral.json).toEqual({ data: { customerReferral: null } });
    expect(await writtenRows(probe.db)).toEqual(before);
  });

  it('hours that match no option are refused, not replaced by the 3-hour option', async () => {
    const before = await writtenRows(probe.db);
    const answer = await postGraphql(probe.prod.url, PurchaseVoucher, { input: purchaseInput({ hours: 5 }) });
    const payload = (
      answer.json.data as { purchaseVoucher: { success: boolean; fieldErrors: { field: string; message: string }[] } }
    ).purchaseVoucher;
    expect(payload.success).toBe(false);
    expect(payload.fieldErrors[0]).toMatchObject({
      field: 'hours',
      message: expect.stringMatching(/Choose one of the cleaning options/),
    });
    expect(await writtenRows(probe.db)).toEqual(before);
    const price = await postGraphql(probe.prod.url, '{ voucherPrice(numHours: 5, zipcode: "60601") { __typename } }');
    expect(price.json.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it("a 101-character name gets a shopper message, not valibot's default", async () => {
    const answer = await postGraphql(probe.prod.url, PurchaseVoucher, {
      input: purchaseInput({ lastName: 'x'.repeat(101) }),
    });
    expect(answer.text).not.toMatch(/Invalid length|Expected/);
    expect(answer.text).toContain('Keep names to 100 characters or fewer');
  });

  it('names with bidi controls or other format characters get a field message', async () => {
    for (const name of ['Eve\u202Egnp.exe', '\u2066Mallory\u2069', 'Zero\u200Bwidth', 'Soft\u00ADhyphen']) {
      const answer = purchased(
        await postGraphql(probe.prod.url, PurchaseVoucher, { input: purchaseInput({ firstName: name }) }),
      );
      expect(answer.success, JSON.stringify(name)).toBe(false);
      expect((answer as unknown as { fieldErrors: { field: string; message: string }[] }).fieldErrors).toEqual([
        { field: 'firstName', message: messages.nameCharacters },
      ]);
    }
  });
});
