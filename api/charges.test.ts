/**
 * On the API side too: a card number that cannot be a card (wrong length for its brand, failed
 * Luhn checksum) is refused on the card field before anything is charged, and the sentence the site
 * shows for "what is charged today" (src/domain/charges.ts, from the quote the checkout reads) names
 * exactly the amount the API then charges (read back from the charges table, not hard-coded).
 */
import type { ResultOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { todaySentence } from '../src/domain/charges.ts';
import { formatUsd } from '../src/domain/format.ts';
import { PurchaseVoucher, VoucherPriceAndIntent } from '#tests/lib/operations.ts';
import { messages } from '../src/schemas/fields.ts';
import { charge, TEST_CARDS } from './payments.ts';
import {
  countRows,
  graphqlBody,
  purchaseInput,
  inProcessApiPerFile,
  postGraphql,
  type PurchaseInput,
} from './test-support.ts';

const api = inProcessApiPerFile();

async function send<T>(document: Parameters<typeof graphqlBody>[0], variables: Record<string, unknown>): Promise<T> {
  const answer = await postGraphql(api.yoga, document, variables);
  expect(answer.json.errors, answer.text).toBeUndefined();
  return answer.json.data as T;
}

const purchase = async (input: PurchaseInput) =>
  (await send<ResultOf<typeof PurchaseVoucher>>(PurchaseVoucher, { input })).purchaseVoucher;

describe('card numbers that cannot be a card', () => {
  it.each([
    ['a changed digit (Luhn)', '4242424242424241'],
    ['a Visa with a digit missing', '424242424242424'],
    ['16 digits starting like American Express', '3782822463100050'],
  ])('%s is refused on the card field and nothing is written', async (_, ccNumber) => {
    const before = await countRows(api.db, 'charges');
    const answer = await purchase(purchaseInput({ ccNumber }));
    expect(answer.success).toBe(false);
    expect(answer.fieldErrors).toEqual([{ field: 'ccNumber', message: messages.ccNumberInvalid }]);
    expect(await countRows(api.db, 'charges')).toBe(before);
  });

  it('pasted with dashes, a good number is accepted', async () => {
    const answer = await purchase(purchaseInput({ ccNumber: '4242-4242-4242-4242', ccExpiration: ' 12 / 2039 ' }));
    expect(answer.success).toBe(true);
  });

  it('the simulated processor refuses such a number too, whoever calls it', () => {
    expect(charge('4242424242424241', 1000).status).toBe('declined');
    expect(charge(TEST_CARDS.success, 1000).status).toBe('succeeded');
  });
});

describe('what is charged today', () => {
  it.each([
    ['Austin (8.25% tax), default cohort, 3 hours', '78701', null, 3],
    ['Chicago, default cohort, 6 hours', '60601', null, 6],
    ['Austin, a cohort with $4 off', '78701', 'FOREVERCLEAN_49_3_35_20', 3],
  ])('%s: the sentence the site shows names the amount the API charges', async (_, zipcode, cohort, hours) => {
    const { price } = await send<ResultOf<typeof VoucherPriceAndIntent>>(VoucherPriceAndIntent, {
      numHours: hours,
      zipcode,
      voucherOption: cohort,
    });
    if (price.__typename !== 'VoucherPrice') throw new Error(`no price for ${zipcode}`);
    const sentence = todaySentence(price);

    const input = purchaseInput({ zipcode, hours, ...(cohort ? { voucherOption: cohort } : {}) });
    expect((await purchase(input)).success).toBe(true);
    const [row] = await api.db.query<{ amount_cents: number }>(
      'SELECT amount_cents FROM charges WHERE idempotency_key = $1',
      [input.idempotencyKey],
    );
    const charged = formatUsd(row!.amount_cents / 100);
    expect(sentence.startsWith(`Today you pay ${charged}:`), `${sentence} vs ${charged}`).toBe(true);
    expect(sentence).toContain('No membership fee is charged today.');
  });
});
