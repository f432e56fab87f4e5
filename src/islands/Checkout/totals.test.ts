import { describe, expect, it } from 'vitest';
import { voucherCharge } from '../../domain/charges.ts';
import { cleaningOptions } from '../../domain/offer.ts';
import type { PlanTerms } from '../../domain/pricing.ts';
import { formatMoney as money, formatRate as percent } from '../../domain/format.ts';
import { addMonths, orderSummary, type Quote } from './totals.ts';
import { testWords } from './testWords.ts';

// checkout.yaml `steps.summary` as committed.
const words = testWords.summary;

const plan: PlanTerms = {
  key: 'FOREVERCLEAN_49',
  monthlyPrice: 49,
  freeMonths: 0,
  minimumMonths: 6,
  cancellationFee: 99,
  cancellationPolicy: null,
  billingPeriod: 'MONTHLY',
};
const quote: Quote = { price: 19, discount: 0, salesTaxRate: 0.0825, tax: 1.57, total: 20.57, numHours: 3 };
const [touchUp, oneBedroom] = cleaningOptions;

describe('orderSummary', () => {
  it('lists the voucher and the tax, the amount due today, then when the membership is charged', () => {
    const summary = orderSummary({ option: oneBedroom, quote, plan, words });
    expect(summary.lines).toEqual([
      { label: 'One Bedroom cleaning voucher, 3 hours', amount: '$19' },
      { label: 'Sales tax (8.25%)', amount: '$1.57' },
    ]);
    expect(summary.dueToday).toBe(20.57);
    expect(summary.dueTodayText).toBe('$20.57');
    expect(summary.membership.price).toBe('$49/month');
    expect(summary.membership.billing).toBe('plus possible taxes, billed monthly');
    // The first membership charge is on the day of the first cleaning, not today, and
    // early cancellation adds up both consequences (was "starts today" and the $99 fee alone).
    expect(summary.today).toBe(
      'Today you pay $20.57: the $19 voucher plus $1.57 sales tax. No membership fee is charged today.',
    );
    expect(summary.membership.firstCharge).toBe(
      'first charge on the day of your first cleaning, then every month, plus possible taxes',
    );
    expect(summary.membership.cancellation).toBe(
      'Cancelling before 6 paid months costs the $99 cancellation fee plus $56 to bring your $19 first cleaning to its full $75 price: $155 in all.',
    );
  });

  it("shows the quote's figures as voucherCharge made them: a discount larger than the price leaves the $1 floor", () => {
    // The API's quote is voucherCharge (src/domain/charges.ts); the summary computes nothing again.
    const charge = voucherCharge(9, 12, 0.0825);
    const summary = orderSummary({
      option: touchUp,
      quote: { ...charge, salesTaxRate: 0.0825, numHours: 2 },
      plan,
      words,
    });
    expect(summary.lines[0]).toEqual({
      label: 'Touch Up cleaning voucher, 2 hours',
      amount: '$1',
      note: 'includes $8 off',
    });
    expect(summary.lines[1]).toEqual({ label: 'Sales tax (8.25%)', amount: '$0.08' });
    expect(summary.dueToday).toBe(1.08);
  });

  it('counts free months from the first cleaning and names a longer billing period', () => {
    const summary = orderSummary({
      option: oneBedroom,
      quote,
      plan: { ...plan, freeMonths: 2, billingPeriod: 'QUARTERLY', monthlyPrice: 39 },
      words,
    });
    expect(summary.membership.firstCharge).toBe(
      'first charge after 2 free months from your first cleaning, then every 3 months, plus possible taxes',
    );
    expect(summary.membership.billing).toBe('plus possible taxes, billed every 3 months ($117 each time)');
  });
});

describe('money, percent and addMonths', () => {
  it('shows cents only when there are some, rounded to the cent', () => {
    expect(money(19)).toBe('$19');
    expect(money(20.57)).toBe('$20.57');
    expect(money(0.1 + 0.2)).toBe('$0.30');
    expect(money(42.224999)).toBe('$42.22');
  });

  it('writes tax rates as people read them', () => {
    expect(percent(0.0825)).toBe('8.25%');
    expect(percent(0.07)).toBe('7%');
    expect(percent(0.08875)).toBe('8.875%');
    expect(percent(0)).toBe('0%');
  });

  it('adds calendar months, staying on the last day of a shorter month', () => {
    expect(addMonths(new Date(2027, 0, 31), 1)).toEqual(new Date(2027, 1, 28));
    expect(addMonths(new Date(2026, 10, 22), 0)).toEqual(new Date(2026, 10, 22));
    expect(addMonths(new Date(2026, 11, 15), 2)).toEqual(new Date(2027, 1, 15));
  });
});
