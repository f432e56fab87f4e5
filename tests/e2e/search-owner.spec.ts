/**
 * One owner per page in search: no two indexable brands publish the same main content. Every page
 * this brand offers to search engines (indexable, canonical to itself) is compared with the same
 * path on each other indexable brand that also offers it; their `<main>` text, with every brand's
 * name and domain removed, must differ (word 5-gram Jaccard below DUPLICATE). Shared templates pass
 * because the brands' search policies give each one owner (src/brand/search.ts); the brand's own
 * pages (home) pass because their copy is the brand's own (src/data/homeCopy.ts). No page is
 * exempt.
 */
import { existsSync, readFileSync } from 'node:fs';
import { brandDist } from '../../build-data/dist.ts';
import { fileForPath, sitePaths } from '../../scripts/lib/site-pages.ts';
import { jaccard, mainText, shingles, withoutNames } from '../lib/mainText.ts';
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

test(
  'no other indexable brand publishes the same main content as this one',
  { tag: '@indexable-brands' },
  async ({ brand, otherBrands }) => {
    test.setTimeout(240_000);
    const others = otherBrands.filter((other) => other.indexable);
    const missing = others.filter((other) => !existsSync(brandDist(other.key)));
    test.skip(missing.length > 0, `build ${missing.map((b) => b.key).join(', ')} too to compare across brands`);
    const names = [brand, ...otherBrands].flatMap((b) => [b.appName, b.domain]);
    const siteDir = brandDist(brand.key);
    const duplicates: string[] = [];
    let compared = 0;
    for (const path of sitePaths(siteDir)) {
      const own = offeredText(siteDir, brand.baseUrl, path);
      if (own === undefined) continue;
      const ownShingles = shingles(withoutNames(own, names));
      for (const other of others) {
        const theirs = offeredText(brandDist(other.key), other.baseUrl, path);
        if (theirs === undefined) continue;
        compared++;
        const similarity = jaccard(ownShingles, shingles(withoutNames(theirs, names)));
        if (similarity >= DUPLICATE) duplicates.push(`${path} on ${other.key}: ${similarity.toFixed(2)}`);
      }
    }
    test.info().annotations.push({ type: 'compared', description: `${compared} page pairs` });
    // The home page is one every indexable brand offers: the comparison above must have covered it.
    if (others.length > 0) expect(compared, 'page pairs compared (at least the home pages)').toBeGreaterThan(0);
    expect(duplicates, 'pages whose main content another indexable brand also offers to search').toEqual([]);
  },
);
