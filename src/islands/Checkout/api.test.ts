/**
 * The checkout's calls wait for their module (./calls.ts, fetched after step 1 hydrates). A failed
 * download of it is worded as a call that did not reach the API, and the next call fetches it again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRIENDLY_TRANSPORT_MESSAGE } from '../../graphql/friendly.ts';
import { defaultOffer } from '../../catalog/defaultOffer.ts';

const download = vi.hoisted(() => ({ fails: true }));
vi.mock('./calls.ts', () => {
  if (download.fails) throw new Error('Failed to fetch dynamically imported module');
  return {
    registerLead: async () => ({ ok: true, disclosures: { disclosures: [] } }),
    fetchOffer: async () => ({ ...defaultOffer, cohort: 'answered' }),
  };
});

afterEach(() => vi.restoreAllMocks());

describe('the calls, fetched on first use', () => {
  it('a failed download: the shopper reads the connection sentence, the built offer stays, the next call fetches again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { registerLead, fetchOffer } = await import('./api.ts');
    const input = { email: 'a@example.com', phone: '5555550123', zipcode: '60601' };
    expect(await registerLead(input)).toEqual({
      ok: false,
      message: FRIENDLY_TRANSPORT_MESSAGE,
      fields: {},
      transport: true,
      cause: 'connection',
    });
    expect(await fetchOffer(null, defaultOffer)).toBe(defaultOffer);

    download.fails = false;
    expect(await registerLead(input)).toMatchObject({ ok: true });
    expect((await fetchOffer(null, defaultOffer)).cohort).toBe('answered');
  });
});
