// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cohortOffers, DEFAULT_COHORT } from '../../catalog/defaultOffer.ts';
import { earlyCancellationSentence, firstChargeSentence, TODAY_RULE } from '../../domain/charges.ts';
import { pricingOption } from '../../domain/cleaningOption.ts';
import { pageEntry } from '../../copy/pages.ts';
import ForeverClean from './ForeverClean.tsx';
import { showView } from '../shared/testApi.ts';

/** The section as a visitor in `cohort` sees it (the stylesheet's rules applied by showView). */
function show(cohort: string, pricing = 'control') {
  render(<ForeverClean goBack="Go Back" words={pageEntry('deal').foreverClean} />);
  showView(document.body, cohort, pricing);
}

/** The facts as term → value (the first <dd> after each <dt>). */
const facts = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
const offerOf = (code: string) => cohortOffers.find((offer) => offer.cohort === code)!;

afterEach(cleanup);

describe('ForeverClean', () => {
  it('states what the membership costs and what cancelling early costs, in the charges’ own sentences', () => {
    show(DEFAULT_COHORT);
    const { plan, options } = offerOf(DEFAULT_COHORT);
    expect(facts()).toMatchObject({
      Membership: `$${plan.monthlyPrice}/month`,
      'Free months': plan.freeMonths === 0 ? 'None' : expect.stringContaining(String(plan.freeMonths)),
      'Before you cancel': expect.stringContaining(String(plan.minimumMonths)),
      Cancel: 'Any time, online',
    });
    const policy = document.body.textContent ?? '';
    expect(policy).toContain(TODAY_RULE);
    expect(policy).toContain(firstChargeSentence(plan));
    expect(screen.getByTestId('fc-cancellation').textContent).toBe(
      earlyCancellationSentence(plan, pricingOption(options, 'control')!),
    );
  });

  it('states each cohort’s own plan, and the larger variant’s first cleaning', () => {
    show('CCF_3', 'larger');
    const { plan, options } = offerOf('CCF_3');
    expect(facts()['Membership']).toBe('$59/month');
    expect(screen.getByTestId('fc-cancellation').textContent).toBe(
      earlyCancellationSentence(plan, pricingOption(options, 'larger')!),
    );
    expect(document.body.textContent).toContain('The $39 first cleaning comes with Forever Clean.');
  });

  it('shows the words a marketer wrote in deal.yaml, with each offer’s figures filled in', () => {
    const words = pageEntry('deal').foreverClean;
    const edited = {
      ...words,
      cancel: { ...words.cancel, label: 'Stop whenever' },
      minimum: { ...words.minimum, note: 'Leaving sooner costs {cancellationFee}.' },
    };
    render(<ForeverClean goBack="Go Back" words={edited} />);
    showView(document.body, DEFAULT_COHORT, 'control');
    expect(facts()['Stop whenever']).toBe(words.cancel.value);
    expect(document.body.textContent).toContain(
      `Leaving sooner costs $${offerOf(DEFAULT_COHORT).plan.cancellationFee}.`,
    );
    expect(document.body.textContent).not.toContain('{');
  });

  it('says when a quarterly plan is first charged, once, and what it costs', () => {
    show('FOREVERCLEAN_49_3_35_10_QUARTERLY');
    expect(facts()['Membership']).toBe('$49/month, billed $147 every 3 months');
    expect(document.body.textContent).toContain('then every 3 months');
    expect(document.body.textContent).not.toContain('the first month is charged');
  });
});
