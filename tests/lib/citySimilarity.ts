/**
 * How different a brand's served city pages are, as a search engine would compare them:
 * a fixed sample of served city pages from the built site, their `<main>` text with place and brand
 * names removed, then (a) the word 5-gram Jaccard similarity of every pair and (b) per page, the
 * share of its sentences found on no other sampled page. Used by tests/built/site.test.ts (the
 * targets) and scripts/bench.ts (the figures).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DirectoryData } from '../../src/directory/compute.ts';
import type { CityFactsData } from '../../src/buildData/cityFactsTypes.ts';
import { cityPath } from '../../src/directory/lookup.ts';
import { fileForPath } from '../../scripts/lib/site-pages.ts';
import { jaccard, mainText, shingles, withoutNames, words } from './mainText.ts';
import { seededRandom } from '../../api/db/seed/random.ts';

/** A sentence needs this many words (after names are removed) to count; shorter lines are labels. */
const MIN_SENTENCE_WORDS = 4;

export type CitySample = { path: string; names: string[]; html: string };

export type SimilarityFigures = {
  pages: number;
  servedPages: number;
  medianSimilarity: number;
  p90Similarity: number;
  /** Share of each page's sentences found on no other sampled page: lowest and median. */
  minUniqueShare: number;
  medianUniqueShare: number;
  /** Pages below `uniqueTarget`, with their share. */
  belowUnique: { path: string; share: number }[];
};

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * `count` served city pages of a built site (seeded sample), each with the names to remove: its
 * place, state, service area, the review places and every place it links to.
 */
export function sampleServedCities(
  siteDir: string,
  buildDataDir: string,
  count = 300,
  seed = 13,
): { samples: CitySample[]; served: number } {
  const dir = JSON.parse(readFileSync(join(buildDataDir, 'directory.json'), 'utf8')) as DirectoryData;
  // Facts give the review places to remove; a build from before them has none.
  const factsFile = join(buildDataDir, 'city-facts.json');
  const facts: Pick<CityFactsData, 'byCity'> = existsSync(factsFile)
    ? (JSON.parse(readFileSync(factsFile, 'utf8')) as CityFactsData)
    : { byCity: {} };
  const states = new Map(dir.states.map((state) => [state.code, state]));
  const regions = new Map(dir.regions.map((region) => [region.id, region]));
  const served = dir.cities.filter((city) => city.region);
  const order = [...served];
  const next = seededRandom(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const samples = order.slice(0, count).map((city) => {
    const state = states.get(city.state)!;
    const path = cityPath(state, city);
    const file = fileForPath(siteDir, path);
    if (!file) throw new Error(`${path} is not in ${siteDir}`);
    const html = readFileSync(file, 'utf8');
    const region = regions.get(city.region!.id)!;
    const linked = [...html.matchAll(/<a [^>]*href="\/us\/[^"]*"[^>]*>([^<]+)<\/a>/g)].map((m) =>
      m[1]!.replace(/, [A-Z]{2}$/, '').trim(),
    );
    const reviewPlaces = (facts.byCity[String(city.id)]?.reviews ?? []).map((r) => r.place.replace(/, [A-Z]{2}$/, ''));
    const names = [
      city.name,
      state.name,
      state.code,
      region.city,
      region.state,
      states.get(region.state as never)?.name ?? '',
      ...linked,
      ...reviewPlaces,
      ...dir.states.map((s) => s.name),
    ];
    return { path, names, html };
  });
  return { samples, served: served.length };
}

const blockEnd = /<\/(p|li|h[1-6]|summary|td|th|tr|dd|dt|caption|figcaption|blockquote)>|<br\s*\/?>/gi;

/**
 * The page's sentences, names removed, as normalised word strings: the prose of paragraphs, list
 * items and questions, split at sentence ends. Headings and table cells are labels, not sentences.
 */
export function sentences(html: string, names: readonly string[]): string[] {
  const main = (/<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? html)
    .replace(/<(h[1-6])\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<table\b[\s\S]*?<\/table>/gi, ' ');
  // A block's end becomes a marker that is not whitespace (mainText collapses whitespace).
  const lines = mainText(main.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(blockEnd, ' \u241e '))
    .split('\u241e')
    .flatMap((line) => line.split(/(?<=[.!?…])\s+(?=[A-Z“"])/));
  return lines
    .map((line) => words(withoutNames(line, names)).join(' '))
    .filter((line) => line.split(' ').length >= MIN_SENTENCE_WORDS);
}

/** The figures of the sample; `brandNames` are every brand's name and domain. */
export function measureSimilarity(
  samples: readonly CitySample[],
  brandNames: readonly string[],
  servedPages: number,
  uniqueTarget = 0.2,
): SimilarityFigures {
  const texts = samples.map((s) => shingles(withoutNames(mainText(s.html), [...s.names, ...brandNames])));
  const pairs: number[] = [];
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) pairs.push(jaccard(texts[i]!, texts[j]!));
  }
  const perPage = samples.map((s) => new Set(sentences(s.html, [...s.names, ...brandNames])));
  const pagesWith = new Map<string, number>();
  for (const set of perPage) for (const sentence of set) pagesWith.set(sentence, (pagesWith.get(sentence) ?? 0) + 1);
  const shares = perPage.map((set) => {
    if (set.size === 0) return 0;
    let unique = 0;
    for (const sentence of set) if (pagesWith.get(sentence) === 1) unique++;
    return unique / set.size;
  });
  return {
    pages: samples.length,
    servedPages,
    medianSimilarity: quantile(pairs, 0.5),
    p90Similarity: quantile(pairs, 0.9),
    minUniqueShare: Math.min(...shares),
    medianUniqueShare: quantile(shares, 0.5),
    belowUnique: samples
      .map((s, i) => ({ path: s.path, share: shares[i]! }))
      .filter((page) => page.share < uniqueTarget),
  };
}
