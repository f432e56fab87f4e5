import { describe, expect, it } from 'vitest';
import { loadAllBrands } from '../brand/load.ts';
import { homeCopies, homeCopyFor } from './homeCopy.ts';

const allText = (key: string) => JSON.stringify(homeCopyFor(key));

describe('home copy per brand', () => {
  it('every indexable brand has its own copy; the others fall back to the main brand’s', async () => {
    const brands = [...(await loadAllBrands({})).values()];
    for (const brand of brands.filter((b) => b.indexable)) {
      expect(Object.keys(homeCopies), brand.key).toContain(brand.key);
    }
    for (const brand of brands.filter((b) => !b.indexable)) {
      expect(homeCopyFor(brand.key), brand.key).toBe(homeCopies['main']);
    }
  });

  it('no two brands share a hero, a section title or a reason to book', () => {
    const keys = Object.keys(homeCopies);
    for (const field of [
      'headline',
      'lead',
      'whyTitle',
      'stepsTitle',
      'reviewsTitle',
      'faqTitle',
      'closing',
    ] as const) {
      const values = keys.map((key) => homeCopies[key]![field]);
      expect(new Set(values).size, field).toBe(keys.length);
    }
    const reasons = keys.flatMap((key) => homeCopies[key]!.why.map((reason) => reason.body));
    expect(new Set(reasons).size).toBe(reasons.length);
  });

  it('every home headline states the first cleaning’s hours and price (spec §9)', () => {
    for (const key of Object.keys(homeCopies)) {
      expect(homeCopies[key]!.headline, key).toMatch(/\{hours\}.*\{price\}|\{price\}.*\{hours\}/);
    }
  });

  it('names brands only through {brand}, so copy never carries another brand’s name', async () => {
    const names = [...(await loadAllBrands({})).values()].map((brand) => brand.appName.split(' ')[0]!);
    for (const key of Object.keys(homeCopies)) {
      for (const name of names) expect(allText(key), `${key} names ${name}`).not.toContain(name);
    }
  });
});
