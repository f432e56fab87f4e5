/**
 * One owner per page in search: no two indexable brands publish the same main content. Every page
 * an indexable brand offers to search engines (no noindex, canonical to itself) is compared with
 * the same path on each other indexable brand that also offers it; their `<main>` text, with every
 * brand's name and domain removed, must differ (word 5-gram Jaccard below DUPLICATE). Shared
 * templates pass because the brands' search policies give each one owner (src/brand/search.ts);
 * the brand's own pages (home) pass because their copy is the brand's own (src/data/homeCopy.ts).
 */

/**
 * Two pages at least this similar publish the same main content: the Jaccard index of the two
 * texts' word 5-gram sets (tests/lib/mainText.ts). Copies of one template with only names swapped
 * score 1.0; two pages that share their offer, prices, reviews and form labels but are otherwise
 * written separately score about 0.1–0.3 (the three brands' home pages); 0.5 means half of
 * everything either page says, word for word, is on the other, which is one page published twice.
 */
export const DUPLICATE = 0.5;

type Offered = { key: string; pages: { path: string; grams: Uint32Array }[] };

/** |A ∩ B| / |A ∪ B| of two sets of hashed 5-grams; 1 for two empty sets. */
function jaccard(a: Uint32Array, b: Uint32Array): number {
  if (a.length === 0 && b.length === 0) return 1;
  const large = new Set(a.length >= b.length ? a : b);
  let both = 0;
  for (const gram of a.length >= b.length ? b : a) if (large.has(gram)) both++;
  return both / (a.length + b.length - both);
}

/** Every pair of brands offering the same path compared once; the pairs found too alike. */
export function duplicateContent(brands: Offered[]): { duplicates: string[]; pairs: Map<string, number> } {
  const byPath = new Map<string, { key: string; grams: Uint32Array }[]>();
  for (const { key, pages } of brands) {
    for (const { path, grams } of pages) byPath.set(path, [...(byPath.get(path) ?? []), { key, grams }]);
  }
  const duplicates: string[] = [];
  const pairs = new Map<string, number>();
  for (const [path, offered] of byPath) {
    for (let i = 0; i < offered.length; i += 1) {
      for (let j = i + 1; j < offered.length; j += 1) {
        pairs.set(path, (pairs.get(path) ?? 0) + 1);
        const similarity = jaccard(offered[i]!.grams, offered[j]!.grams);
        if (similarity >= DUPLICATE)
          duplicates.push(`${path} on ${offered[i]!.key} and ${offered[j]!.key}: ${similarity.toFixed(2)}`);
      }
    }
  }
  return { duplicates, pairs };
}
