/**
 * Every page of the location directory, as the build makes it (the cached directory and city facts
 * of ./directory.ts and ./city-facts.ts, made here when not cached), says nothing the wording check
 * forbids (src/pages/us/_lib/wording.ts): no "0.0 mi", no "8 of the 8" or "0 of the 5", no
 * British spellings, no place at two distances on one page. Every brand's location copy is checked
 * as written (a sentence no page shows today included), and rendered for each brand whose copy
 * differs (its own files in src/content/places/brands/<brand>/).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllBrands } from '../src/brand/load.ts';
import { placesCopy } from '../src/copy/places.ts';
import { indexDirectory, type Directory } from '../src/directory/lookup.ts';
import type { CityFactsData } from '../src/buildData/cityFactsTypes.ts';
import { indexPage } from '../src/pages/us/_lib/indexPage.ts';
import { statePage } from '../src/pages/us/_lib/statePage.ts';
import { cityPage } from '../src/pages/us/_lib/city/page.ts';
import { localSection } from '../src/pages/us/_lib/local/section.ts';
import { wordingProblems } from '../src/pages/us/_lib/wording.ts';
import { ensureCached } from './cache.ts';
import { cityFactsProduct } from './city-facts.ts';
import { directoryProduct } from './directory.ts';

let dir: Directory;
let facts: CityFactsData;
beforeAll(async () => {
  dir = indexDirectory((await ensureCached(directoryProduct)).value);
  facts = (await ensureCached(cityFactsProduct)).value;
}, 600_000);

const url = (path: string) => `https://example.com${path}`;
const brands = [...(await loadAllBrands()).values()];
/** One brand for each distinct location copy: the others say the same words with another name. */
const sites = [
  ...new Map(
    brands.map((brand) => [JSON.stringify(placesCopy(brand.key)), { name: brand.appName, key: brand.key, url }]),
  ).values(),
];

/** Every string a page model holds, however deep (its lists, cards, FAQ and structured data). */
function textsOf(value: unknown): string[] {
  // Paths and URLs name places by their slugs (/us/new-york/rockville-centre/): not words.
  if (typeof value === 'string') return /^(\/|https?:)/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object' && !(value instanceof Set)) return Object.values(value).flatMap(textsOf);
  return [];
}

describe('the location directory’s words', () => {
  it('say nothing the wording check forbids in any brand’s location copy, as written', () => {
    const problems = brands.flatMap((brand) =>
      wordingProblems({ texts: textsOf(placesCopy(brand.key)), state: '' }).map(
        (problem) => `${brand.key}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it.each(sites)('say nothing the wording check forbids on /us/ and any state page ($key)', (site) => {
    const problems = [indexPage(dir, site), ...dir.states.map((state) => statePage(dir, state, site))].flatMap((page) =>
      wordingProblems({ texts: textsOf(page), state: '' }).map((problem) => `${page.heading}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(sites)('say nothing the wording check forbids on any city page ($key)', { timeout: 300_000 }, (site) => {
    const problems: string[] = [];
    for (const city of dir.cities) {
      const own = city.region ? facts.byCity[String(city.id)] : undefined;
      if (city.region) expect(own, `${city.name}, ${city.state} has facts`).toBeDefined();
      const page = cityPage(dir, city, site, own);
      const local = own && localSection(dir, city, own, facts.takenAt, site.name, site.key);
      const found = wordingProblems({
        texts: [...textsOf(page), ...textsOf(local)],
        listed: [...page.nearby, ...(local?.nearbyServed ?? [])],
        state: city.state,
      });
      problems.push(...found.map((problem) => `${city.name}, ${city.state}: ${problem}`));
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(problems).toHaveLength(0);
  });
});
