// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COHORT, defaultOffer } from '../../catalog/defaultOffer.ts';
import { pageEntry } from '../../copy/pages.ts';
import { fakeClient, showView, type Answers, vouchersAvailable } from '../shared/testApi.ts';

let answers: Answers = {};
vi.mock('../../graphql/client.ts', () => ({ getApiClient: () => fakeClient(answers) }));

const WEEK_END = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
const availability = (remaining: number) => vouchersAvailable(remaining, WEEK_END);

/** The cards as a visitor in `cohort` sees them (the stylesheet's rules applied by showView). */
async function show(cohort = DEFAULT_COHORT, words = pageEntry('deal').options) {
  vi.resetModules();
  const { default: MembershipOptions } = await import('./MembershipOptions.tsx');
  render(<MembershipOptions goBack="Go Back" words={words} />);
  showView(document.body, cohort);
}

/** A paragraph whose whole text matches (figures are spans of their own). */
const paragraph = (pattern: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && pattern.test(element.textContent ?? '');

const links = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  answers = {};
});
afterEach(cleanup);

describe('MembershipOptions', () => {
  it('links each option to the checkout with its hours, and with the zip code looked up this session', async () => {
    answers = { GetAvailableVouchers: availability(100) };
    sessionStorage.setItem('publicweb.zipcode', '60601');
    await show();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(defaultOffer.options.length);
    await waitFor(() =>
      expect(links().filter(([text]) => text?.startsWith('Choose'))).toEqual(
        defaultOffer.options.map((option) => [
          `Choose ${option.name}, ${option.numHours} hours`,
          `/checkout/?hours=${option.numHours}&zipcode=60601`,
        ]),
      ),
    );
    expect(within(cards[0]!).getByText(paragraph(/^Today: \$\d+ plus sales tax$/))).toBeTruthy();
  });

  it('leads every card to the waitlist instead when the week is sold out', async () => {
    answers = { GetAvailableVouchers: availability(0) };
    await show();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Join the waitlist' })).toHaveLength(4));
    expect(links().some(([, href]) => href?.startsWith('/checkout/'))).toBe(false);
  });

  it('states the membership price of the visitor’s cohort under every price', async () => {
    await show('CCF_3');
    expect(screen.getAllByText(paragraph(/With Forever Clean at \$59\/month/))).toHaveLength(4);
  });

  it('shows the words a marketer wrote in deal.yaml, each card’s own price in them', async () => {
    answers = { GetAvailableVouchers: availability(100) };
    const words = pageEntry('deal').options;
    await show(DEFAULT_COHORT, { ...words, today: 'Pay {price} now, tax on top', choose: 'Pick' });
    const [first] = defaultOffer.options;
    expect(
      screen.getAllByText(paragraph(new RegExp(`^Pay \\$${first!.price} now, tax on top$`))).length,
    ).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Pick/ })).toHaveLength(defaultOffer.options.length),
    );
  });

  it('shows no card for an option the cohort does not have', async () => {
    await show('CCF_4');
    expect(screen.getAllByRole('listitem').map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'One Bedroom',
      'Two Bedroom',
      'Home Clean',
    ]);
  });
});
