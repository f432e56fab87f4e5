import { describe, expect, it } from 'vitest';
import { loadAllBrands } from './load.ts';
import { policyFor, resolveSearchPolicy, SHARED_AREAS } from './search.ts';

const facts = (key: string, kind: string, indexable: boolean, search = {}) => ({
  key,
  kind,
  indexable,
  baseUrl: `https://${key}.example`,
  search,
});

describe('search policy: one owner per shared page', () => {
  it('by default the main brand indexes every shared area and every other brand keeps its copies noindex', async () => {
    const brands = await loadAllBrands({});
    for (const brand of brands.values()) {
      for (const area of SHARED_AREAS) {
        expect(brand.searchPolicy[area].mode, `${brand.key} ${area}`).toBe(brand.key === 'main' ? 'index' : 'noindex');
      }
    }
    // Exactly one indexable owner per area among all brands.
    for (const area of SHARED_AREAS) {
      const owners = [...brands.values()].filter((b) => b.searchPolicy[area].mode === 'index');
      expect(
        owners.map((b) => b.key),
        area,
      ).toEqual(['main']);
    }
  });

  it('resolves a canonical owner to its base address and refuses owners that do not index the area', () => {
    const main = facts('main', 'main', true);
    const white = facts('white', 'white-label', true, { hub: { canonical: 'main' } });
    const all = new Map([
      ['main', main],
      ['white', white],
    ]);
    expect(resolveSearchPolicy(white, all).hub).toEqual({
      mode: 'canonical',
      brand: 'main',
      baseUrl: 'https://main.example',
    });
    const chain = facts('other', 'white-label', true, { hub: { canonical: 'white' } });
    expect(() => resolveSearchPolicy(chain, new Map([...all, ['other', chain]]))).toThrow(
      'Brand "other": field "search.hub" points at brand "white", which does not index its hub pages',
    );
    const unknown = facts('x', 'white-label', true, { vs: { canonical: 'nobody' } });
    expect(() => resolveSearchPolicy(unknown, all)).toThrow('names an unknown brand "nobody"');
  });

  it('a non-indexable brand is noindex everywhere whatever its file says', () => {
    const staging = facts('staging', 'staging', false, { directory: 'index' });
    expect(resolveSearchPolicy(staging, new Map([['staging', staging]])).directory).toEqual({ mode: 'noindex' });
  });

  it('gives a page its area’s policy, and refuses an area the policies do not have', () => {
    const main = facts('main', 'main', true);
    const resolved = resolveSearchPolicy(main, new Map([['main', main]]));
    expect(policyFor(resolved, 'hub')).toEqual({ mode: 'index' });
    expect(() => policyFor(resolved, 'pricing')).toThrow('Search area "pricing" of a content record is not one of');
  });
});
