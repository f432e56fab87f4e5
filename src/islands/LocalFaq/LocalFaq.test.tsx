// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stateName } from '../../domain/usStates.ts';
import { pageEntry } from '../../copy/pages.ts';
import { cancellationAnswer, nearMeAnswer } from './answers.ts';
import { BrowserLocation } from './graphql/BrowserLocation.ts';
import { FAQBrowserLocation } from './graphql/FAQBrowserLocation.ts';
import { LMCPolicyQuery } from './graphql/LMCPolicyQuery.ts';
import { CancellationAnswer, NearMeAnswer } from './LocalFaq.tsx';

const query = vi.fn();
vi.mock('../../graphql/client.ts', () => ({ getApiClient: () => ({ query }) }));

/** Answers each operation by name; an operation without an answer fails like a dropped connection. */
function answers(byOperation: Record<string, unknown>) {
  const names = new Map<unknown, string>([
    [BrowserLocation, 'BrowserLocation'],
    [FAQBrowserLocation, 'FAQBrowserLocation'],
    [LMCPolicyQuery, 'LMCPolicyQuery'],
  ]);
  query.mockImplementation((document: unknown) => {
    const result = byOperation[names.get(document) ?? ''] ?? { error: new Error('offline') };
    return { toPromise: () => Promise.resolve(result) };
  });
}

const chicago = {
  estimatedBrowserLocation: {
    nearbyState: 'IL',
    nearbyCities: ['Chicago', 'Evanston', 'Oak Park', 'Cicero'],
    nearbyZipcode: '60601',
    accuracyRadius: 10_000,
  },
};

/** Waits until the island has asked the API `calls` times and the answers (which resolve at once) have arrived. */
async function settle(calls: number): Promise<void> {
  await waitFor(() => expect(query).toHaveBeenCalledTimes(calls));
  await act(() =>
    Promise.all(
      query.mock.results.map((result) => (result.value as { toPromise: () => Promise<unknown> }).toPromise()),
    ),
  );
}

/** The words the deal page hands the islands (src/content/pages/deal.yaml, the shared file). */
const { nearMe, cancellation } = pageEntry('deal').faq;
const NEAR_ME_DEFAULT = nearMe.unknown;

beforeEach(() => query.mockReset());
afterEach(cleanup);

describe('answers', () => {
  it('names the state, up to three cities and the member rate', () => {
    expect(
      nearMeAnswer(nearMe, {
        state: 'IL',
        cities: ['Chicago', 'Evanston', 'Oak Park', 'Cicero'],
        memberHourlyRate: 32,
      }),
    ).toBe('Yes — we serve Illinois, including Chicago, Evanston, and Oak Park. Members pay $32/hour.');
    expect(nearMeAnswer(nearMe, { state: 'TX', cities: ['Austin'], memberHourlyRate: 28.5 })).toBe(
      'Yes — we serve Texas, including Austin. Members pay $28.50/hour.',
    );
    expect(nearMeAnswer(nearMe, { state: 'DC', cities: [] })).toBe('Yes — we serve the District of Columbia.');
    expect(nearMeAnswer(nearMe)).toBe(NEAR_ME_DEFAULT);
    expect(nearMeAnswer(nearMe, { state: ' ', cities: ['Chicago'] })).toBe(NEAR_ME_DEFAULT);
  });

  it('shows an unknown state code as it came', () => {
    expect(stateName('ny')).toBe('New York');
    expect(stateName('ZZ')).toBe('ZZ');
  });

  it('words the new and the old late-cancellation policy', () => {
    expect(cancellationAnswer(cancellation, { newLmcPolicy: true, lmcHours: 24, lmcFlatFee: 25 })).toBe(
      'Yes. Cancel or reschedule free up to 24 hours before the appointment; later changes cost a flat $25.',
    );
    expect(cancellationAnswer(cancellation, { newLmcPolicy: false, lmcHours: 1, lmcFlatFee: 25 })).toBe(
      'Yes. Cancel or reschedule free up to 1 hour before the appointment; later changes may be charged a late-cancellation fee.',
    );
  });
});

describe('NearMeAnswer', () => {
  it('starts with the static answer and fills in the location and rate', async () => {
    answers({
      BrowserLocation: { data: chicago },
      FAQBrowserLocation: { data: { estimatedBrowserLocation: { memberHourlyRate: 32 } } },
    });
    render(<NearMeAnswer goBack="Go Back" className="answer" words={nearMe} />);
    expect(screen.queryByText(NEAR_ME_DEFAULT)).not.toBeNull();
    const filled = await screen.findByText(
      'Yes — we serve Illinois, including Chicago, Evanston, and Oak Park. Members pay $32/hour.',
    );
    expect(filled.className).toBe('answer');
  });

  it('never changes while its question is open: the answer shows once it is closed', async () => {
    answers({
      BrowserLocation: { data: chicago },
      FAQBrowserLocation: { data: { estimatedBrowserLocation: { memberHourlyRate: 32 } } },
    });
    const details = document.body.appendChild(document.createElement('details'));
    details.open = true;
    render(<NearMeAnswer goBack="Go Back" words={nearMe} />, { container: details });
    await settle(2);
    expect(screen.queryByText(NEAR_ME_DEFAULT)).not.toBeNull();
    details.open = false;
    details.dispatchEvent(new Event('toggle'));
    await screen.findByText(
      'Yes — we serve Illinois, including Chicago, Evanston, and Oak Park. Members pay $32/hour.',
    );
  });

  it('leaves out the rate when only the rate failed', async () => {
    answers({ BrowserLocation: { data: chicago } });
    render(<NearMeAnswer goBack="Go Back" words={nearMe} />);
    await waitFor(() =>
      expect(screen.queryByText('Yes — we serve Illinois, including Chicago, Evanston, and Oak Park.')).not.toBeNull(),
    );
  });

  it('keeps the static answer when the location cannot be read', async () => {
    answers({});
    render(<NearMeAnswer goBack="Go Back" words={nearMe} />);
    await settle(2);
    expect(screen.queryByText(NEAR_ME_DEFAULT)).not.toBeNull();
  });
});

describe('CancellationAnswer', () => {
  const built = { newLmcPolicy: true, lmcHours: 24, lmcFlatFee: 25 };

  it('shows the policy the page was built with, then the one the API answers', async () => {
    answers({ LMCPolicyQuery: { data: { newLmcPolicy: true, lmcHours: 48, lmcFlatFee: 30 } } });
    render(<CancellationAnswer goBack="Go Back" policy={built} words={cancellation} />);
    expect(screen.queryByText(cancellationAnswer(cancellation, built))).not.toBeNull();
    await waitFor(() =>
      expect(
        screen.queryByText(
          'Yes. Cancel or reschedule free up to 48 hours before the appointment; later changes cost a flat $30.',
        ),
      ).not.toBeNull(),
    );
  });

  it('keeps the built policy when the API cannot be reached', async () => {
    answers({});
    render(<CancellationAnswer goBack="Go Back" policy={built} words={cancellation} />);
    await settle(1);
    expect(screen.queryByText(cancellationAnswer(cancellation, built))).not.toBeNull();
  });
});
