/**
 * One owner per page in search: no two indexable brands publish the same main content. Every page
 * an indexable brand offers to search engines (indexable, canonical to itself) is compared with the
 * same path on each other indexable brand that also offers it; their `<main>` text, with every brand's
 * name and domain removed, must differ (word 5-gram Jaccard below DUPLICATE). Shared templates pass
 * because the brands' search policies give each one owner (src/brand/search.ts); the brand's own
 * pages (home) pass because their copy is the brand's own (src/data/homeCopy.ts). No page is
 * exempt.
 */
import { existsSync, readFileSync } from 'node:fs';
import { brandDist } from '../../build-data/dist.ts';
import { fileForPath, sitePaths } from '../../scripts/lib/site-pages.ts';
import { jaccard, mainText, shingles, withoutNames } from '../lib/mainText.ts';
import { loadAllBrands } from '../../src/brand/load.ts';
import { expect, test } from './fixtures.ts';

/**
 * Two pages at least this similar publish the same main content. The measure is the Jaccard index
 * of the two texts' word 5-gram sets (tests/lib/mainText.ts: lowercase words of `<main>` without
 * scripts and styles, every brand's name and domain removed): the share of all five-word runs of
 * either page that both contain. Copies of one template with only names swapped score 1.0; two
 * pages that share their offer, prices, reviews and form labels but are otherwise written
 * separately score about 0.1–0.3 (the three brands' home pages); 0.5 means half of everything
 * either page says, word for word, is on the other, which is one page published twice.
 */
const DUPLICATE = 0.5;

/** The page's main text if it is offered to search engines (no noindex, canonical to itself). */
function offeredText(siteDir: string, baseUrl: string, path: string): string | undefined {
  const file = fileForPath(siteDir, path);
  if (!file) return undefined;
  const html = readFileSync(file, 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  if (/<meta name="robots" content="[^"]*noindex/.test(head)) return undefined;
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  return canonical === `${baseUrl}${path}` ? mainText(html) : undefined;
}

// One pass over the built pages: each page of each indexable brand is read once, and every pair of
// brands that both offer a path is compared once (not once from each side).
test('no two indexable brands publish the same main content', async () => {
  test.setTimeout(240_000);
  // The indexable brands of this run (PW_BRANDS), every one of them built.
  const only = process.env['PW_BRANDS']?.split(',').filter(Boolean);
  const all = [...(await loadAllBrands()).values()];
  const brands = all.filter((brand) => brand.indexable && (!only || only.includes(brand.key)));
  test.skip(brands.length < 2, 'one indexable brand in this run: nothing to compare it with');
  const missing = brands.filter((brand) => !existsSync(brandDist(brand.key)));
  expect(
    missing.map((brand) => brand.key),
    'brands to build first',
  ).toEqual([]);
  const names = all.flatMap((b) => [b.appName, b.domain]);
  const paths = [...new Set(brands.flatMap((brand) => sitePaths(brandDist(brand.key))))].sort();
  const duplicates: string[] = [];
  let compared = 0;
  let homeCompared = false;
  for (const path of paths) {
    const offered = brands.flatMap((brand) => {
      const text = offeredText(brandDist(brand.key), brand.baseUrl, path);
      return text === undefined ? [] : [{ key: brand.key, shingles: shingles(withoutNames(text, names)) }];
    });
    for (let i = 0; i < offered.length; i += 1) {
      for (let j = i + 1; j < offered.length; j += 1) {
        compared += 1;
        if (path === '/') homeCompared = true;
        const similarity = jaccard(offered[i]!.shingles, offered[j]!.shingles);
        if (similarity >= DUPLICATE)
          duplicates.push(`${path} on ${offered[i]!.key} and ${offered[j]!.key}: ${similarity.toFixed(2)}`);
      }
    }
  }
  test.info().annotations.push({ type: 'compared', description: `${compared} page pairs` });
  // The home page is one every indexable brand offers: the comparison above must have covered it.
  expect(homeCompared, 'the home pages were compared').toBe(true);
  expect(duplicates, 'pages whose main content two indexable brands both offer to search').toEqual([]);
});
