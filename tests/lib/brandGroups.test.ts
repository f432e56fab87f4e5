import { describe, expect, it } from 'vitest';
import { listBrandKeys, loadAllBrands } from '../../src/brand/load.ts';
import { APPEARANCE_FIELDS, FEATURE_BRANDS, REPEAT_BRANDS } from './brandGroups.ts';

const behaviour = (brand: object) =>
  Object.fromEntries(
    Object.entries(brand).filter(([field]) => !(APPEARANCE_FIELDS as readonly string[]).includes(field)),
  );

describe('e2e brand groups', () => {
  it('pairs each repeat brand with a brand that behaves the same in every field but names, colours and logo', async () => {
    const brands = await loadAllBrands();
    for (const [repeat, model] of Object.entries(REPEAT_BRANDS)) {
      expect(brands.has(repeat), repeat).toBe(true);
      expect(REPEAT_BRANDS[model], `${model} is itself a repeat`).toBeUndefined();
      // Both sides, so that a field added to either brand (telemetry, say) ends the pairing.
      expect(behaviour(brands.get(repeat)!), `${repeat} repeats ${model}`).toEqual(behaviour(brands.get(model)!));
    }
  });

  it('leaves every kind of brand, and every feature brand, tested in full', () => {
    const keys = listBrandKeys();
    for (const brand of FEATURE_BRANDS) expect(keys).toContain(brand);
    expect(FEATURE_BRANDS.filter((brand) => brand in REPEAT_BRANDS)).toEqual([]);
    expect(Object.keys(REPEAT_BRANDS).length).toBeLessThan(keys.length / 2);
  });
});
