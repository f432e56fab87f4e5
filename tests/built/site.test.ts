/**
 * The single pass over the built HTML of every brand, run by `npm test` after the build
 * (`npm run test:built`; one brand: `PW_BRANDS=main npm run test:built`). A worker pool
 * (./pool.ts) reads each brand's pages once, and every check that reads files is answered from that
 * one parse (./brandSite.ts, ./siteRules.ts): links and anchors, reachability from the home page,
 * head tags and structured data, sitemap, the reset as every page's first stylesheet (once), no
 * linked stylesheet the page uses none of (./usedStyles.ts), islands seen on scrolling asking for
 * their whole code at once, every
 * inline script hashed in its served CSP, other brands' names, domains and colours, every claim of
 * every sentence (prices, savings, periods, commitment) against the brand's offers and the page's
 * place (./claims.ts), search ownership between the indexable brands and the served city pages'
 * similarity. What needs a server or a browser stays in tests/e2e/.
 */
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { brandDist } from '../../build-data/dist.ts';
import { listBrandKeys, loadAllBrands } from '../../src/brand/load.ts';
import { DEFAULT_BRAND } from '../lib/brandGroups.ts';
import type { BrandSiteReport } from './brandSite.ts';
import { readBrandSites } from './pool.ts';
import { duplicateContent } from './searchOwner.ts';

/** The brands of this run: PW_BRANDS as for the e2e suite, else every brand (each must be built). */
const only = process.env['PW_BRANDS']?.split(',').filter(Boolean);
const keys = listBrandKeys().filter((key) => !only || only.includes(key));
const brands = await loadAllBrands();
let reports: Map<string, Promise<BrandSiteReport>>;

beforeAll(() => {
  const missing = keys.filter((key) => !existsSync(brandDist(key)));
  if (missing.length) throw new Error(`Build first: npm run build -- --brand ${missing.join(',')}`);
  reports = readBrandSites(keys, DEFAULT_BRAND);
});

describe.each(keys)('%s', (key) => {
  const report = () => reports.get(key)!;

  test('links and anchors resolve, and every page is reachable from the home page', async () => {
    const { problems, pages } = await report();
    expect(pages, 'pages read').toBeGreaterThan(10);
    expect(problems.links, 'broken internal links and anchors').toEqual([]);
    expect(problems.reachable, 'pages no link leads to from the home page').toEqual([]);
  });

  test('head tags and structured data: one h1, unique titles and descriptions, index or canonical per policy', async () => {
    expect((await report()).problems.head).toEqual([]);
  });

  test(
    brands.get(key)!.indexable
      ? 'the sitemap lists exactly the indexable pages, each with its lastmod'
      : 'no sitemap on a brand search engines do not index',
    async () => expect((await report()).problems.sitemap).toEqual([]),
  );

  test('every page of a template has its template’s stylesheets (none restored from an older build)', async () => {
    expect((await report()).problems.styles, 'templates whose pages link or inline different stylesheets').toEqual([]);
  });

  test('the reset is every page’s first stylesheet, and ships once', async () => {
    expect((await report()).problems.reset, 'pages whose styles start otherwise or repeat the reset').toEqual([]);
  });

  test('a page links no stylesheet whose classes it does not use (the deal page never the checkout’s)', async () => {
    expect(
      (await report()).problems.unusedStyles,
      'stylesheets linked by pages that use none of their classes',
    ).toEqual([]);
  });

  test('every claim of every page is borne out by the brand’s offers and the page’s place', async () => {
    expect(
      (await report()).problems.claims,
      'sentences the brand’s offers or the page’s place do not bear out',
    ).toEqual([]);
  });

  test('every island seen on scrolling asks for all its code at once (its chain), none level by level', async () => {
    expect((await report()).problems.islands, 'islands hydrating on view without their whole chain').toEqual([]);
  });

  test('every inline script is hashed in the Content-Security-Policy its page is served with', async () => {
    expect((await report()).problems.csp, 'inline scripts the served CSP does not allow').toEqual([]);
  });

  test('no other brand’s name, domain or colours in its pages, CSS or JavaScript', async () => {
    const { problems, assets } = await report();
    expect(assets, 'stylesheets and scripts read').toBeGreaterThan(0);
    expect(problems.leaks).toEqual([]);
  });
});

const indexable = keys.filter((key) => brands.get(key)!.indexable);

test.runIf(indexable.length > 1)('no two indexable brands publish the same main content', async () => {
  const offered = await Promise.all(indexable.map(async (key) => ({ key, pages: (await reports.get(key)!).offered })));
  const { duplicates, pairs } = duplicateContent(offered);
  // The home page is one every indexable brand offers: the comparison must have covered it.
  expect(pairs.get('/'), 'home page pairs compared').toBe((indexable.length * (indexable.length - 1)) / 2);
  expect(duplicates, 'pages whose main content two indexable brands both offer to search').toEqual([]);
});

test.runIf(keys.includes(DEFAULT_BRAND))(
  'served city pages say different things: median 5-gram similarity ≤ 0.25, ≥ 20 % sentences of their own',
  async (context) => {
    const cities = (await reports.get(DEFAULT_BRAND)!).cities;
    if (!cities) return context.skip('the build data of this dist tree is missing');
    expect(cities.sampled).toBe(Math.min(300, cities.servedPages));
    expect(cities.medianSimilarity, 'median pairwise 5-gram Jaccard of served city pages').toBeLessThanOrEqual(0.25);
    expect(cities.belowUnique, 'pages with under 20% sentences of their own').toEqual([]);
  },
);
