// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultOffer } from '../../catalog/defaultOffer.ts';
import { pageEntry } from '../../copy/pages.ts';
import { formatUsd } from '../../domain/format.ts';
import { chooseOption } from '../../domain/pricing.ts';
import { fakeClient, type Answers, vouchersAvailable } from '../shared/testApi.ts';

let answers: Answers = {};
vi.mock('../../graphql/client.ts', () => ({ getApiClient: () => fakeClient(answers) }));

const WEEK_END = new Date(Date.now() + 2 * 24 * 3600 * 1000 + 5 * 3600 * 1000).toISOString();
const availability = (remaining: number) => vouchersAvailable(remaining, WEEK_END);

/** The price card as a new page load renders it (the stores are per page, so the module is loaded afresh). */
async function show() {
  vi.resetModules();
  const { default: PriceCard } = await import('./PriceCard.tsx');
  // The figures are the page's (PriceCardFigures.astro), passed as children; the counter's words too.
  render(
    <PriceCard goBack="Go Back" words={pageEntry('deal').priceCard.counter}>
      <p>{formatUsd(chooseOption(defaultOffer.options).option!.price)}</p>
    </PriceCard>,
  );
}

const counter = () => screen.getByTestId('deal-counter');

beforeEach(() => {
  localStorage.clear();
  answers = {};
});
afterEach(cleanup);

describe('PriceCard', () => {
  it('shows the default option’s price and the API’s count of vouchers claimed this week', async () => {
    answers = { GetAvailableVouchers: availability(247) };
    await show();
    const option = chooseOption(defaultOffer.options).option!;
    expect(screen.getByText(formatUsd(option.price))).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('vouchers-remaining').textContent).toBe('247'));
    expect(counter().textContent).toContain('3 of 250 claimed this week.');
    expect(screen.getByTestId('time-remaining').textContent).toMatch(/^2d 0[45]h/);
    expect(localStorage.getItem('vouchersRemaining')).toBe('247');
  });

  it('says a sold-out week is gone, counts down to new vouchers and links to the waitlist', async () => {
    answers = { GetAvailableVouchers: availability(0) };
    await show();
    await waitFor(() => expect(counter().textContent).toContain("This week's vouchers are gone."));
    expect(counter().textContent).toContain('New vouchers in');
    expect(screen.getByRole('link', { name: 'Join the waitlist' }).getAttribute('href')).toBe('#waitlist');
  });

  it('shows the counts an earlier visit stored while the API has not answered', async () => {
    localStorage.setItem('vouchersRemaining', '12');
    localStorage.setItem('timeRemaining', WEEK_END);
    await show();
    await waitFor(() => expect(screen.getByTestId('vouchers-remaining').textContent).toBe('12'));
  });
});
