/**
 * Sign-ups that are not purchases: the voucher waitlist (one row per email, the same answer
 * whether or not it was there), leads (identical ones collapse, length caps) and the
 * post-purchase survey (answered only with the buyer's token, telling no stranger which codes exist).
 */
import type { DocumentNode } from 'graphql';
import type { ResultOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { JoinVoucherWaitlist, PostPurchaseSurvey, PurchaseVoucher, RegisterLead } from '#tests/lib/operations.ts';
import { countRows, dataOf, postGraphql, productionServerPerTest, purchaseInput, writtenRows } from './test-support.ts';

/** A production server per test (rate-limit counters at zero) on the file's seeded database. */
const probe = productionServerPerTest();
const send = <T>(document: DocumentNode | string, variables: Record<string, unknown>) =>
  dataOf<T>(probe.prod.url, document, variables);

describe('waitlist', () => {
  it('joining again confirms in other words and stores no second row', async () => {
    const input = { email: ' Again@Example.com ', zipcode: '99501' };
    const first = (await send<ResultOf<typeof JoinVoucherWaitlist>>(JoinVoucherWaitlist, { input }))
      .joinVoucherWaitlist;
    // Again, in another case: the same email.
    const again = { ...input, email: 'AGAIN@example.com' };
    const second = (await send<ResultOf<typeof JoinVoucherWaitlist>>(JoinVoucherWaitlist, { input: again }))
      .joinVoucherWaitlist;
    expect(first).toEqual({
      success: true,
      // 99501 is not served: the confirmation says so (it used to say "when vouchers are back").
      message: "You're on the waitlist. We'll email you when we start cleaning in 99501.",
      fieldErrors: [],
    });
    // The same answer again: the waitlist never tells whether an email was already on it.
    expect(second).toEqual(first);
    expect(await countRows(probe.db, 'voucher_waitlist', 'email = $1', ['again@example.com'])).toBe(1);
  });
  it('a served zip code waits for vouchers, not for us to arrive', async () => {
    const input = { email: 'served@example.com', zipcode: '60601' };
    const answer = (await send<ResultOf<typeof JoinVoucherWaitlist>>(JoinVoucherWaitlist, { input }))
      .joinVoucherWaitlist;
    expect(answer.message).toBe("You're on the waitlist. We'll email you when vouchers are back.");
  });
});

describe('leads and the survey', () => {
  it('identical leads collapse into one row', async () => {
    const input = { email: 'Same.Lead@example.com', phone: '3125550111', zipcode: '60601', firstName: 'Sam' };
    for (let i = 0; i < 5; i++)
      await postGraphql(probe.prod.url, RegisterLead, { input: { ...input, email: ` ${input.email} ` } });
    expect(await countRows(probe.db, 'leads', 'email = $1', ['same.lead@example.com'])).toBe(1);
  });

  it('a 60,000-character email is a field message and stores nothing', async () => {
    const before = await writtenRows(probe.db);
    const answer = await postGraphql(probe.prod.url, RegisterLead, {
      input: { email: `${'a'.repeat(60_000)}@example.com`, phone: '3125550111', zipcode: '60601' },
    });
    const payload = (answer.json.data as { registerLead: { fieldErrors: { field: string; message: string }[] } })
      .registerLead;
    expect(payload.fieldErrors).toEqual([
      { field: 'email', message: 'Enter an email address of at most 254 characters' },
    ]);
    expect(await writtenRows(probe.db)).toEqual(before);
  });

  it("the survey cannot tell whether a code exists, nor be answered without the buyer's token", async () => {
    const bought = await postGraphql(probe.prod.url, PurchaseVoucher, { input: purchaseInput() });
    const details = (
      bought.json.data as { purchaseVoucher: { voucherPurchaseDetails: { code: string; surveyToken: string } } }
    ).purchaseVoucher.voucherPurchaseDetails;
    const ask = (voucherCode: string, surveyToken: string) =>
      postGraphql(probe.prod.url, PostPurchaseSurvey, { input: { voucherCode, surveyToken, sources: ['Other'] } });
    const before = await writtenRows(probe.db);
    const existing = await ask(details.code, 'not-the-token');
    const missing = await ask('ZZZZ-ZZZZ', 'not-the-token');
    expect(existing.json).toEqual(missing.json);
    expect(await writtenRows(probe.db)).toEqual(before);
    const buyer = await ask(details.code, details.surveyToken);
    expect((buyer.json.data as { postPurchaseSurvey: { success: boolean } }).postPurchaseSurvey.success).toBe(true);
  });
});
