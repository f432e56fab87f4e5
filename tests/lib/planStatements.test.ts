import { describe, expect, it } from 'vitest';
import { disagreements, type Plan } from './planStatements.ts';

const plan: Plan = {
  code: 'CCF_2',
  billingPeriod: 'MONTHLY',
  monthly: 39,
  fee: 99,
  minimumMonths: 6,
  firstPrice: 19,
};

describe('disagreements', () => {
  it('finds a wrong price, fee, minimum or period, and a text that states no price', () => {
    expect(disagreements('Forever Clean costs $39 a month. $39/month.', plan)).toEqual([]);
    expect(disagreements('Forever Clean costs $49 a month.', plan)).toEqual(['$49 a month']);
    expect(disagreements('$39/month. $49 plus possible taxes is charged that day', plan)).toHaveLength(1);
    expect(disagreements('$39/month. the $89 cancellation fee', plan)).toHaveLength(1);
    expect(disagreements('$39/month. Cancelling before 5 paid months', plan)).toHaveLength(1);
    expect(disagreements('$39/month, then every 3 months', plan)).toHaveLength(1);
    expect(disagreements('no price here', plan)).toEqual(['(no monthly price stated)']);
  });

  it('reads a longer billing period as the sum charged each time', () => {
    const quarterly: Plan = { ...plan, billingPeriod: 'QUARTERLY', monthly: 49 };
    expect(disagreements('$49/month ($147 each time), billed every 3 months', quarterly)).toEqual([]);
    expect(disagreements('$49/month ($49 each time), billed monthly', quarterly)).toEqual([
      '($49 each time)',
      'billed monthly',
    ]);
  });
});
