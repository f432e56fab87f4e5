// @vitest-environment jsdom
import { pageEntry } from '../../copy/pages.ts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Referral from './Referral.tsx';
import { answerWith } from '../shared/testApi.ts';
import { REFERRAL_KEY as REFERRAL_STORAGE_KEY } from '../../domain/storageKeys.ts';
import { forgetReferralCode, takeReferralCode } from './referral.ts';

const query = vi.fn();
vi.mock('../../graphql/client.ts', () => ({ getApiClient: () => ({ query }) }));

const answer = (result: unknown) => answerWith(query, result);

function visit(search: string) {
  window.history.replaceState(null, '', `/deal${search}`);
  // The words are the page's: deal.yaml as committed.
  render(<Referral goBack="Go Back" label="New client offer" referred={pageEntry('deal').referred} />);
}

beforeEach(() => {
  localStorage.clear();
  query.mockReset();
});
afterEach(cleanup);

describe('Referral', () => {
  it('names the friend for a known code and stores the code', async () => {
    answer({ data: { customerReferral: { hostName: 'Anna' } } });
    visit('?referral_id=ANNA-7Q2K');
    expect(screen.queryByText('New client offer')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('Anna sent you this offer')).not.toBeNull());
    expect(query).toHaveBeenCalledWith(expect.anything(), { code: 'ANNA-7Q2K' });
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('ANNA-7Q2K');
  });

  it('uses the stored code on a later visit without the parameter', async () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, 'PRIYA-8LW4');
    answer({ data: { customerReferral: { hostName: 'Priya' } } });
    visit('');
    await waitFor(() => expect(screen.queryByText('Priya sent you this offer')).not.toBeNull());
  });

  it('shows nothing new for an unknown code and forgets it', async () => {
    answer({ data: { customerReferral: null } });
    visit('?referral_id=NOBODY-1');
    await waitFor(() => expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull());
    expect(screen.queryByText('New client offer')).not.toBeNull();
    expect(screen.queryByText(/sent you/)).toBeNull();
  });

  it('keeps the code when the API cannot be reached, and shows the label', async () => {
    answer({ error: new Error('offline') });
    visit('?referral_id=MARCUS-3JX9');
    await waitFor(() => expect(query).toHaveBeenCalledTimes(1));
    // The error answer arrives (at once): nothing the visitor sees changes.
    await act(() => (query.mock.results[0]!.value as { toPromise: () => Promise<unknown> }).toPromise());
    expect(screen.queryByText('New client offer')).not.toBeNull();
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('MARCUS-3JX9');
  });

  it('asks nothing without a code', () => {
    visit('?adgroupid=10384729105');
    expect(query).not.toHaveBeenCalled();
    expect(screen.queryByText('New client offer')).not.toBeNull();
  });
});

describe('referral code storage', () => {
  it('ignores a malformed code in the URL and falls back to the stored one', () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, 'ANNA-7Q2K');
    expect(takeReferralCode('?referral_id=%3Cscript%3E', localStorage)).toBe('ANNA-7Q2K');
    expect(takeReferralCode('?referral_id=', localStorage)).toBe('ANNA-7Q2K');
    expect(takeReferralCode('?referral_id=%20PRIYA-8LW4%20', localStorage)).toBe('PRIYA-8LW4');
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('PRIYA-8LW4');
  });

  it('does not forget a code stored after the one that turned out unknown', () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, 'PRIYA-8LW4');
    forgetReferralCode(localStorage, 'NOBODY-1');
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('PRIYA-8LW4');
  });

  it('works without storage', () => {
    expect(takeReferralCode('?referral_id=ANNA-7Q2K', undefined)).toBe('ANNA-7Q2K');
    expect(takeReferralCode('', undefined)).toBeUndefined();
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(takeReferralCode('?referral_id=ANNA-7Q2K', throwing)).toBe('ANNA-7Q2K');
    expect(takeReferralCode('', throwing)).toBeUndefined();
    expect(() => forgetReferralCode(throwing, 'ANNA-7Q2K')).not.toThrow();
  });
});
