// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ZipLookup from './ZipLookup.tsx';
import { pageEntry } from '../../copy/pages.ts';
import { answerWith, description, fillAndSubmit, renderForEachTest } from '../shared/testApi.ts';
import { FRIENDLY_TRANSPORT_MESSAGE } from '../../graphql/friendly.ts';
import { forgetLookup, recordLookup } from '../shared/zipStore.ts';

const query = vi.fn();
vi.mock('../../graphql/client.ts', () => ({ getApiClient: () => ({ query }) }));
// The island asks through the client with a deadline (src/graphql/timed.ts).
vi.mock('../../graphql/timed.ts', () => ({ getTimedClient: () => ({ query }) }));

// The answering code is downloaded at the first focus or submit (./answering.ts): a test may make that download fail.
const download = vi.hoisted(() => ({ fails: 0 }));
vi.mock('./answering.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./answering.ts')>();
  return {
    loadAnswering: () =>
      download.fails-- > 0
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : real.loadAnswering(),
  };
});

const answer = (result: unknown) => answerWith(query, result);

const served = {
  __typename: 'ServiceRegion',
  name: 'Chicago',
  state: 'IL',
  numCleaners: 1204,
  numCustomers: 1,
  rate: 39,
  higherRate: 52.5,
};

/** Renders the lookup, types `zipcode` into its field and presses Check. */
async function check(zipcode: string) {
  await fillAndSubmit({ 'Zip code': zipcode }, 'Check');
  return screen.getByRole('textbox', { name: 'Zip code' });
}

// Each test is a page of its own: no zip code looked up earlier in the tab.
beforeEach(forgetLookup);
// The words are the page's: deal.yaml `zip` as committed.
renderForEachTest(() => <ZipLookup goBack="Go Back" words={pageEntry('deal').zip} />, query);

describe('ZipLookup', () => {
  it('refuses a malformed zip code on its field without asking the API', async () => {
    const field = await check('6060a');
    await waitFor(() => expect(description(field)).toBe('Enter a valid 5-digit zipcode'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(query).not.toHaveBeenCalled();
  });

  it('shows cleaners, customers and both rates for a served zip code, and keeps it for the checkout', async () => {
    answer({ data: { serviceRegion: served } });
    await check(' 60601 ');
    const result = screen.getByTestId('zip-result');
    await waitFor(() =>
      expect(result.textContent).toContain('1,204 cleaners and 1 customer near 60601 (Chicago, IL).'),
    );
    expect(query).toHaveBeenCalledWith(expect.anything(), { zipcode: '60601' });
    expect(
      within(result)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['$39/hour', '$52.50/hour']);
    expect(sessionStorage.getItem('publicweb.zipcode')).toBe('60601');
    expect(within(result).getByRole('link', { name: 'Choose your first cleaning in 60601' }).getAttribute('href')).toBe(
      '#options',
    );
  });

  it('gives the API’s sentence and the waitlist for a zip code not served, and does not keep it', async () => {
    const message = "We don't serve 99501 yet. The nearest area we serve is Seattle, WA.";
    answer({ data: { serviceRegion: { __typename: 'UnsupportedServiceRegion', message } } });
    await check('99501');
    const result = screen.getByTestId('zip-result');
    await waitFor(() => expect(result.textContent).toContain(message));
    expect(within(result).getByRole('link', { name: 'Join the waitlist for 99501' }).getAttribute('href')).toBe(
      '#waitlist',
    );
    expect(sessionStorage.getItem('publicweb.zipcode')).toBeNull();
  });

  it('says so in words when the API cannot be reached, and keeps the field as typed', async () => {
    answer({ error: new Error('[Network] Failed to fetch') });
    const field = await check('60601');
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(screen.getByRole('alert').textContent).not.toMatch(/Network|fetch/);
    expect((field as HTMLInputElement).value).toBe('60601');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('says the connection failed when its answering code cannot be downloaded, and answers at the next try', async () => {
    download.fails = 1;
    const field = await check('60601');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(FRIENDLY_TRANSPORT_MESSAGE));
    expect((field as HTMLInputElement).value).toBe('60601');
    expect(query).not.toHaveBeenCalled();
    answer({ data: { serviceRegion: served } });
    await check('60601');
    await waitFor(() => expect(screen.getByTestId('zip-result').textContent).toContain('near 60601 (Chicago, IL).'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ZipLookup on a page opened again (reload, or Back where the browser did not keep the page)', () => {
  it('shows the answer to the zip code looked up earlier in the tab, in its field', async () => {
    cleanup();
    recordLookup('60601', true);
    answer({ data: { serviceRegion: served } });
    render(<ZipLookup goBack="Go Back" words={pageEntry('deal').zip} />);
    await waitFor(() =>
      expect(screen.getByTestId('zip-result').textContent).toContain('1,204 cleaners and 1 customer near 60601'),
    );
    expect((screen.getByRole('textbox', { name: 'Zip code' }) as HTMLInputElement).value).toBe('60601');
    expect(sessionStorage.getItem('publicweb.zipcode')).toBe('60601');
  });
});
