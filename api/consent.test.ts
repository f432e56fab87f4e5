/**
 * Express consent to the membership's recurring charge: a purchase without it, unticked, or for
 * other terms than the plan charged is refused with MEMBERSHIP_CONSENT_REQUIRED and writes
 * nothing; a purchase stores what was agreed, the statement beside Buy, the figures and when.
 *
 * The automatic-renewal consent texts each state's shoppers read (the region's CC, AC, EC, OCC):
 * they name no amount and no period, since every plan has its own (monthly, every 3 or 6 months)
 * and the consent next to Buy states it from the catalogue (src/domain/charges.ts `buyConsent`).
 * California's text once promised "a reminder before each annual renewal", which no plan has.
 */
import { readFileSync } from 'node:fs';
import type { ResultOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { catalogueConsent } from '../src/catalog/membershipConsent.ts';
import { formatUsd } from '../src/domain/format.ts';
import { PurchaseVoucher } from '#tests/lib/operations.ts';
import { disclosures } from './db/seed/catalog.ts';
import { CONSENT_MISSING_MESSAGE, CONSENT_OTHER_TERMS_MESSAGE } from './purchase/answers.ts';
import { TEST_CARDS } from './payments.ts';
import {
  countRows,
  inProcessApiPerFile,
  postGraphql,
  PurchaseReceiptFacts,
  purchaseInput,
  type PurchaseInput,
} from './test-support.ts';

const api = inProcessApiPerFile();
type Row = { state: string; cc: string; ac: string; ec: string; occ: string };
const rows = () => api.db.query<Row>('SELECT state, cc, ac, ec, occ FROM consent_disclosures ORDER BY state');

describe('consent texts by state', () => {
  it('name no period and no amount a plan might not have', async () => {
    const stored = await rows();
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const row of stored) {
      for (const text of [row.cc, row.ac, row.ec, row.occ]) {
        expect(text, row.state).not.toMatch(/annual|yearly|each year|monthly|quarterly|every \d+ months?|\$\d/i);
      }
      // The card disclosure covers the membership's charges, not only today's.
      expect(row.cc, row.state).toMatch(/Forever Clean membership/);
      expect(row.ac, row.state).toMatch(/renews automatically/);
    }
  });

  it('a database seeded with the old texts is brought to the seed texts by its migration', async () => {
    await api.db.query(
      `UPDATE consent_disclosures SET ac = 'California residents: you will receive a reminder before each annual renewal.' WHERE state = 'CA'`,
    );
    const sql = readFileSync(new URL('./db/migrations/006_consent_texts.sql', import.meta.url), 'utf8');
    for (const statement of sql.split(/;\s*$/m).map((s) => s.replace(/^(--[^\n]*\n)+/, '').trim())) {
      if (statement) await api.db.query(statement);
    }
    const byState = Object.fromEntries((await rows()).map((row) => [row.state || 'default', row]));
    for (const [state, text] of Object.entries(disclosures)) {
      expect(byState[state]).toEqual({
        state: state === 'default' ? '' : state,
        cc: text.CC,
        ac: text.AC,
        ec: text.EC,
        occ: text.OCC,
      });
    }
  });
});

type Payload = ResultOf<typeof PurchaseVoucher>['purchaseVoucher'];

async function purchase(input: PurchaseInput): Promise<Payload> {
  const answer = await postGraphql(api.yoga, PurchaseVoucher, { input });
  expect(answer.json.errors, answer.text).toBeUndefined();
  return (answer.json.data as ResultOf<typeof PurchaseVoucher>).purchaseVoucher;
}

const written = async () =>
  Promise.all(
    ['customers', 'charges', 'vouchers', 'purchase_attempts', 'membership_consents'].map((t) => countRows(api.db, t)),
  );

describe('express consent to the membership at Buy', () => {
  it('a purchase without it, unticked, or for the terms of another plan is refused with its code and writes nothing', async () => {
    const before = await written();
    const cases: [Partial<PurchaseInput>, string][] = [
      [{ membershipConsent: null }, CONSENT_MISSING_MESSAGE],
      [{ membershipConsent: { agreed: false, text: catalogueConsent('CCF_1').text } }, CONSENT_MISSING_MESSAGE],
      [{ membershipConsent: { agreed: true, text: '  ' } }, CONSENT_MISSING_MESSAGE],
      // The page showed the $39 plan; the purchase is of the $49 one.
      [{ voucherOption: 'CCF_1', membershipConsent: catalogueConsent('CCF_2') }, CONSENT_OTHER_TERMS_MESSAGE],
    ];
    for (const [overrides, message] of cases) {
      const answer = await purchase(purchaseInput(overrides));
      expect(answer, JSON.stringify(overrides)).toMatchObject({
        success: false,
        errorCode: 'MEMBERSHIP_CONSENT_REQUIRED',
        message,
        voucherPurchaseDetails: null,
      });
    }
    expect(await written()).toEqual(before);
  });

  it('a purchase stores, with its charge, the sentence agreed to, the statement beside Buy, the figures and when', async () => {
    const consent = catalogueConsent('CCF_2');
    // Line breaks and spaces as a screen reader or a copy may give them are the same sentence.
    const input = purchaseInput({
      voucherOption: 'CCF_2',
      membershipConsent: { ...consent, text: ` ${consent.text.replace(/ /g, '\n  ')} ` },
    });
    const answered = await postGraphql(api.yoga, PurchaseReceiptFacts, { input });
    expect(answered.json.errors, answered.text).toBeUndefined();
    const answer = (answered.json.data as ResultOf<typeof PurchaseReceiptFacts>).purchaseVoucher;
    expect(answer.success, answer.message).toBe(true);
    const receipt = answer.voucherPurchaseDetails!.receipt;
    const [row] = await api.db.query<{
      agreement: string;
      statement: string;
      agreed_at: Date | string;
      period_amount_cents: number;
      billing_period: string;
      free_months: number;
    }>(
      `SELECT mc.agreement, mc.statement, mc.agreed_at, mc.period_amount_cents, mc.billing_period, mc.free_months
         FROM membership_consents mc JOIN charges ch ON ch.id = mc.charge_id
         JOIN vouchers v ON v.charge_id = ch.id WHERE v.code = $1`,
      [answer.voucherPurchaseDetails!.code],
    );
    expect(row).toBeDefined();
    expect(row!.agreement).toBe(consent.text);
    expect(row!.agreement).toMatch(/^I agree to join Forever Clean: \$39 plus possible taxes every month/);
    expect(row!.statement).toContain(`charge your card ${formatUsd(receipt.total)} today`);
    expect(row!.statement).toMatch(/renewing automatically until you cancel/);
    expect(new Date(row!.agreed_at).toISOString()).toBe(receipt.chargedAt);
    expect(row).toMatchObject({ period_amount_cents: 3900, billing_period: 'MONTHLY', free_months: 0 });
  });

  it('a declined card keeps the consent given for that attempt, and a retry with the same key stores no second one', async () => {
    const input = purchaseInput({ ccNumber: TEST_CARDS.declined });
    const before = await countRows(api.db, 'membership_consents');
    expect((await purchase(input)).errorCode).toBe('CARD_DECLINED');
    expect((await purchase(input)).errorCode).toBe('CARD_DECLINED');
    expect(await countRows(api.db, 'membership_consents')).toBe(before + 1);
  });
});
