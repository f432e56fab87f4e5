// @vitest-environment jsdom
/**
 * Step 2 with a link for an option the visitor's offer lacks: the option shown is
 * another, and the step says so rather than silently changing the shopper's choice.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cohortOffers } from '../../catalog/defaultOffer.ts';
import { OptionStep } from './OptionStep.tsx';
import { testWords } from './testWords.ts';

afterEach(cleanup);

/** The catalogue's cohort without a 2-hour (Touch Up) option. */
const offer = cohortOffers.find((candidate) => !candidate.options.some((option) => option.numHours === 2))!;
const threeHours = offer.options.find((option) => option.numHours === 3)!;

function step(unavailableHours: number | null) {
  const noop = () => {};
  render(
    <OptionStep
      options={offer.options}
      option={threeHours}
      plan={offer.plan}
      quote={{ status: 'loading' }}
      disclosures={null}
      zipcode="60601"
      unavailableHours={unavailableHours}
      onHours={noop}
      onRetryQuote={noop}
      onEditDetails={noop}
      onContinue={noop}
      words={testWords}
    />,
  );
}

describe('step 2, for an option the offer does not have', () => {
  it('says which option the link asked for and which is selected instead', () => {
    step(2);
    expect(screen.getByRole('status').textContent).toBe(
      `Your offer has no 2-hour cleaning, so the ${threeHours.name} (3 hours) is selected. Choose the size you want.`,
    );
    expect((screen.getByRole('radio', { name: new RegExp(threeHours.name) }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /Touch Up/ })).toBeNull();
  });

  it('says nothing when the link asked for an option the offer has', () => {
    step(null);
    expect(screen.queryByText(/Your offer has no/)).toBeNull();
  });
});
