import { describe, expect, it } from 'vitest';
import { minimumPhrase } from './planTerms.ts';
import {
  costBand,
  hoursTotal,
  advertisedPlan,
  chargeStatement,
  earlyCancellationCost,
  earlyCancellationSentence,
  firstChargeNote,
  firstChargeSentence,
  firstChargeSentenceOf,
  generalOfferTerms,
  membershipFirstCharge,
  membershipAnswer,
  offerCondition,
  offerTerms,
  paidSentence,
  periodAmount,
  TODAY_RULE,
  todaySentence,
  voucherCharge,
  withSalesTax,
} from './charges.ts';
import { featuredOption } from './offer.ts';
import { brandOfferRange } from '../catalog/priceRange.ts';
import { cohorts } from '../catalog/plans.ts';
import { cohortOffers } from '../catalog/defaultOffer.ts';
import { formatUsd } from './format.ts';
import { buyConsent, membershipTerms } from './consent.ts';

const oneBedroom = featuredOption; // $19, regular $75, 3 hours
const policy35 = {
  ...advertisedPlan,
  cancellationPolicy: 'Cancel before 6 paid months and your first cleaning is re-priced at $35 per hour.',
};

describe('what is charged today', () => {
  it('is the voucher and its tax, and says no membership fee is charged today', () => {
    expect(todaySentence({ price: 19, tax: 1.5675, total: 20.57 })).toBe(
      'Today you pay $20.57: the $19 voucher plus $1.57 sales tax. No membership fee is charged today.',
    );
    expect(todaySentence({ price: 19, tax: 0, total: 19 })).toBe(
      'Today you pay $19: the $19 voucher (no sales tax here). No membership fee is charged today.',
    );
    expect(TODAY_RULE).toContain('no membership fee is charged today');
  });
});

describe('the first membership charge', () => {
  it('happens on the day of the first cleaning, for one billing period', () => {
    expect(firstChargeSentence(advertisedPlan)).toBe(
      'Forever Clean starts on the day of your first cleaning: $49 plus possible taxes is charged that day, then every month.',
    );
    expect(firstChargeSentence({ ...advertisedPlan, billingPeriod: 'QUARTERLY' })).toBe(
      'Forever Clean starts on the day of your first cleaning: $147 plus possible taxes ($49/month) is charged that day, then every 3 months.',
    );
    expect(firstChargeSentence({ ...advertisedPlan, freeMonths: 2 })).toContain('after 2 free months, $49');
    expect(firstChargeNote(advertisedPlan)).toBe(
      'first charge on the day of your first cleaning, then every month, plus possible taxes',
    );
  });
});

describe('cancelling before the minimum', () => {
  it('adds the fee and the rest of the full price in one sentence', () => {
    expect(earlyCancellationCost(advertisedPlan, oneBedroom)).toMatchObject({ fee: 99, rest: 56, total: 155 });
    expect(earlyCancellationSentence(advertisedPlan, oneBedroom)).toBe(
      'Cancelling before 6 paid months costs the $99 cancellation fee plus $56 to bring your $19 first cleaning to its full $75 price: $155 in all.',
    );
  });
  it('uses the per-hour re-price of a plan with a cancellation policy', () => {
    expect(earlyCancellationCost(policy35, oneBedroom)).toMatchObject({ fullPrice: 105, rest: 86, total: 185 });
    expect(earlyCancellationSentence(policy35, oneBedroom)).toBe(
      'Cancelling before 6 paid months costs the $99 cancellation fee plus $86 to bring your $19 first cleaning to $105 (3 hours at $35 per hour): $185 in all.',
    );
  });
});

describe('offer terms (spec §9 footer terms)', () => {
  it('state the offer, today, the first charge and early cancellation', () => {
    const terms = offerTerms(oneBedroom);
    expect(terms).toContain('$19 first cleaning: new clients only');
    expect(terms).toContain('$49/month plus possible taxes');
    expect(terms).toContain('before 6 paid months');
    expect(terms).toContain(TODAY_RULE);
    expect(terms).toContain(firstChargeSentence(advertisedPlan));
    expect(terms).toContain('$155 in all');
    expect(terms).not.toMatch(/additional/);
  });
  it('is the same statement the checkout shows', () => {
    const statement = chargeStatement(advertisedPlan, oneBedroom);
    expect(offerTerms(oneBedroom)).toContain(statement.firstCharge);
    expect(offerTerms(oneBedroom)).toContain(statement.cancelling);
  });
});

describe('one price everywhere', () => {
  const ccf2 = { ...advertisedPlan, monthlyPrice: 39 };

  it('says what was paid after the purchase', () => {
    expect(paidSentence({ price: 15, tax: 1.24, total: 16.24 })).toBe(
      'You paid $16.24 today: the $15 voucher plus $1.24 sales tax. No membership fee was charged today.',
    );
  });

  it("states the plan's own monthly price in the FAQ answer, the terms and the hero's condition", () => {
    for (const text of [
      membershipAnswer(ccf2, oneBedroom),
      offerTerms(oneBedroom, ccf2),
      offerCondition(ccf2, oneBedroom),
    ]) {
      expect(text).toContain('$39');
      expect(text).not.toContain('$49');
    }
    expect(offerCondition(ccf2, oneBedroom)).toBe(
      'The $19 first cleaning requires a Forever Clean membership: $39 a month plus possible taxes from the day of your first cleaning, for at least 6 paid months; cancelling earlier costs $155 in all.',
    );
    expect(offerCondition({ ...policy35, billingPeriod: 'QUARTERLY' }, { ...oneBedroom, price: 15 })).toBe(
      'The $15 first cleaning requires a Forever Clean membership: $49 a month plus possible taxes, billed every 3 months ($147 each time) from the day of your first cleaning, for at least 6 paid months; cancelling earlier costs $189 in all.',
    );
  });

  it('states the range of the cohorts the brand sells and where the own price is shown', () => {
    // A brand selling every cohort (staging) ...
    const terms = generalOfferTerms(brandOfferRange(cohorts.map(({ code }) => ({ name: code }))));
    expect(terms).toContain('$19 to $59 a month plus possible taxes depending on your offer');
    expect(terms).toContain('$19 first cleaning ($14 with some offers)');
    // ... and one selling the default cohorts (CCF_1 $49, CCF_2 $39, both $19 for the first cleaning).
    const own = generalOfferTerms(brandOfferRange(undefined));
    expect(own).toContain('$39 to $49 a month plus possible taxes depending on your offer');
    expect(own).toContain('$19 first cleaning:');
    expect(own).not.toMatch(/\$14|\$59/);
    expect(terms).toContain('the price of your offer is shown on the deal page and at checkout before you pay');
    expect(terms).not.toMatch(/\$49/);
  });
});

describe('plans billed in advance say when the fee can still apply', () => {
  const plan = (billingPeriod: string) => ({ ...advertisedPlan, billingPeriod });
  it('a quarterly plan names its second charge, a biannual plan its first', () => {
    expect(minimumPhrase(plan('MONTHLY'))).toBe('before 6 paid months');
    expect(minimumPhrase(plan('QUARTERLY'))).toBe(
      'before 6 paid months (your second charge, 3 months after your first cleaning)',
    );
    expect(minimumPhrase(plan('BIANNUAL'))).toBe(
      'before your first membership charge on the day of your first cleaning (it pays for 6 months, the whole 6-month minimum)',
    );
  });
  it('the first charge of a quarterly plan is the period amount, stated once', () => {
    const note = firstChargeNote(plan('QUARTERLY'));
    expect(note).toBe('first charge on the day of your first cleaning, then every 3 months, plus possible taxes');
    expect(firstChargeSentence(plan('QUARTERLY'))).toContain(
      '$147 plus possible taxes ($49/month) is charged that day',
    );
  });
});

describe('the figures, computed once (API quote and purchase, checkout, city pages)', () => {
  it('rounds the tax to cents and adds it: what the card is charged', () => {
    expect(withSalesTax(19, 0.0825)).toEqual({ amount: 19, tax: 1.57, total: 20.57 });
    expect(withSalesTax(0.1 + 0.2, 0)).toEqual({ amount: 0.3, tax: 0, total: 0.3 });
    // 2 hours at $27.45 with 8.875%: the tax is rounded on its own (4.87), then added (59.77).
    expect(withSalesTax(2 * 27.45, 0.08875)).toEqual({ amount: 54.9, tax: 4.87, total: 59.77 });
  });

  it("takes the cohort's discount off the option, never below the $1 floor, then the tax", () => {
    expect(voucherCharge(19, 0, 0.0825)).toEqual({ price: 19, discount: 0, tax: 1.57, total: 20.57 });
    expect(voucherCharge(19, 4, 0.0825)).toEqual({ price: 15, discount: 4, tax: 1.24, total: 16.24 });
    expect(voucherCharge(9, 12, 0)).toEqual({ price: 1, discount: 8, tax: 0, total: 1 });
  });

  it("states the membership's first charge from the plan, and the receipt's sentence says the same", () => {
    const quarterly = { ...advertisedPlan, monthlyPrice: 39, billingPeriod: 'QUARTERLY', freeMonths: 1 };
    const first = membershipFirstCharge(quarterly);
    expect(first).toEqual({ amount: 117, monthlyPrice: 39, billingPeriod: 'QUARTERLY', freeMonths: 1 });
    expect(firstChargeSentenceOf(first)).toBe(firstChargeSentence(quarterly));
    expect(firstChargeSentenceOf(membershipFirstCharge(advertisedPlan))).toBe(
      'Forever Clean starts on the day of your first cleaning: $49 plus possible taxes is charged that day, then every month.',
    );
  });
});

describe('what hours of cleaning cost with tax (the location pages)', () => {
  it('adds the sales tax to the hours at the rate, rounded to cents', () => {
    expect(hoursTotal(3, 35, 0.0825)).toBe(113.66);
    expect(hoursTotal(2, 29, 0)).toBe(58);
  });

  it('spans the shortest cleaning with membership to the longest without', () => {
    expect(costBand({ rate: 29, higherRate: 39 }, 0)).toEqual({ from: 58, fromHours: 2, to: 234, toHours: 6 });
    expect(costBand({ rate: 35, higherRate: 45 }, 0.0825)).toEqual({
      from: 75.78,
      fromHours: 2,
      to: 292.28,
      toHours: 6,
    });
  });
});

describe('consent at Buy names everything the purchase starts, for every cohort of the catalogue', () => {
  const periods: Record<string, RegExp> = {
    MONTHLY: /every month/,
    QUARTERLY: /every 3 months/,
    BIANNUAL: /every 6 months/,
  };
  it("today's amount, the membership's amount, period and first charge, renewal, how to cancel, early cancellation", () => {
    for (const offer of cohortOffers) {
      for (const option of offer.options) {
        const plan = offer.plan;
        const quote = voucherCharge(option.price, 0, 0.08875);
        const { agreement, statement } = buyConsent(plan, option, quote);
        const period = periodAmount(plan);
        const early = earlyCancellationCost(plan, option).total;
        const label = `${offer.cohort} ${option.numHours} h`;
        expect(statement, label).toContain(`charge your card ${formatUsd(quote.total)} today`);
        expect(statement, label).toContain(`${formatUsd(period)} plus possible taxes`);
        expect(statement, label).toMatch(periods[plan.billingPeriod]!);
        expect(statement, label).toContain('first charged on the day of your first cleaning');
        expect(statement, label).toContain('renewing automatically until you cancel');
        expect(statement, label).toContain('Cancel online any time from your account');
        expect(statement, label).toContain(`costs ${formatUsd(early)} in all`);
        // Never a period the plan does not have.
        expect(statement, label).not.toMatch(/annual|yearly|every year/i);
        for (const [other, words] of Object.entries(periods)) {
          if (other !== plan.billingPeriod) expect(statement, label).not.toMatch(words);
        }
        // The box states the recurring charge itself, in the shopper's voice.
        expect(agreement, label).toMatch(/^I agree to join Forever Clean: /);
        expect(agreement, label).toContain(`${formatUsd(period)} plus possible taxes`);
        expect(agreement, label).toContain('until I cancel');
      }
    }
  });

  it('the voucher screen and the receipt repeat the terms: renewal, how to cancel, early cancellation', () => {
    const terms = membershipTerms({ ...advertisedPlan, billingPeriod: 'QUARTERLY' }, { ...oneBedroom, price: 19 });
    expect(terms).toContain('Forever Clean renews automatically, $147 plus possible taxes every 3 months ($49/month)');
    expect(terms).toContain('Cancel online any time from your account');
    expect(terms).toContain('$155 in all');
  });
});
