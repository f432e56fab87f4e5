// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultOffer } from '../../catalog/defaultOffer.ts';
import { earlyCancellationSentence, firstChargeSentence, TODAY_RULE } from '../../domain/charges.ts';
import { pricingOption } from '../../domain/cleaningOption.ts';
import { fakeClient, otherCohort, type Answers } from '../shared/testApi.ts';

let answers: Answers = {};
vi.mock('../../graphql/client.ts', () => ({ getApiClient: () => fakeClient(answers) }));

async function show() {
  vi.resetModules();
  const { default: ForeverClean } = await import('./ForeverClean.tsx');
  render(<ForeverClean offer={defaultOffer} />);
}

/** The facts as term → value (the first <dd> after each <dt>). */
const facts = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

beforeEach(() => {
  localStorage.clear();
  answers = {};
});
afterEach(cleanup);

describe('ForeverClean', () => {
  it('states what the membership costs and what cancelling early costs, in the charges’ own sentences', async () => {
    await show();
    const { plan } = defaultOffer;
    expect(facts()).toMatchObject({
      Membership: `$${plan.monthlyPrice} a month`,
      'Free months': plan.freeMonths === 0 ? 'None' : expect.stringContaining(String(plan.freeMonths)),
      'Before you cancel': expect.stringContaining(String(plan.minimumMonths)),
      Cancel: 'Any time',
    });
    const policy = document.body.textContent ?? '';
    expect(policy).toContain(TODAY_RULE);
    expect(policy).toContain(firstChargeSentence(plan));
    expect(screen.getByTestId('fc-cancellation').textContent).toBe(
      earlyCancellationSentence(plan, pricingOption(defaultOffer.options, 'control')!),
    );
  });

  it('follows the visitor’s cohort once the API has answered', async () => {
    answers = { MembershipPricing: () => otherCohort(27) };
    await show();
    await waitFor(() => expect(facts()['Membership']).toBe('$27 a month'));
  });

  it('keeps the default terms when the API cannot be reached', async () => {
    answers = { MembershipPricing: () => ({ error: new Error('offline') }) };
    await show();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(facts()['Membership']).toBe(`$${defaultOffer.plan.monthlyPrice} a month`);
  });
});
