import { describe, expect, it } from 'vitest';
import { listBrandKeys, loadAllBrands } from '../../src/brand/load.ts';
import type { Brand } from '../../src/brand/types.ts';
import {
  APPEARANCE_FIELDS,
  BRAND_GROUPS,
  BRANDS_WITH_API,
  configuresAllTelemetry,
  DEFAULT_BRAND,
  FILE_CHECKED_FIELDS,
  projectFilter,
  TEMPLATE_BRANDS,
} from './brandGroups.ts';

/** Which projects run a test whose title and tags read `title` (Playwright matches grep against both). */
const runsOn = (title: string) =>
  listBrandKeys().filter((brand) => {
    const { grep, grepInvert } = projectFilter(brand);
    return (!grep || grep.test(title)) && !grepInvert?.test(title);
  });

/**
 * What a brand's settings make its pages do in a browser, setting aside how it is named and looks
 * (APPEARANCE_FIELDS), its words and what the file sweeps read on every brand (FILE_CHECKED_FIELDS).
 */
function behaviour(brand: Brand): Record<string, string> {
  const skipped = new Set<string>([...APPEARANCE_FIELDS, ...FILE_CHECKED_FIELDS]);
  const fields = Object.entries(brand).filter(([field]) => !skipped.has(field));
  return Object.fromEntries(
    fields.map(([field, value]) => {
      if (field === 'cookieConsent') {
        const { enabled, mode } = value as Brand['cookieConsent'];
        return [field, JSON.stringify({ enabled, mode })]; // its message and labels are words
      }
      if (field === 'framedBy') return [field, String((value as string[]).length > 0)];
      return [field, JSON.stringify(value)];
    }),
  );
}

describe('e2e brand groups', () => {
  it('runs an untagged test on the main brand only, and a tagged one on exactly its group', () => {
    expect(runsOn('a new spec without a tag')).toEqual([DEFAULT_BRAND]);
    for (const [tag, brands] of Object.entries(BRAND_GROUPS)) {
      expect(runsOn(`some test ${tag}`), tag).toEqual([...brands].sort());
      // A tag is matched whole: a longer tag that starts with it is another tag.
      expect(runsOn(`some test ${tag}-other`), `${tag}-other`).toEqual([DEFAULT_BRAND]);
    }
  });

  it('names only existing brands, and every brand runs the every-brand sweeps', () => {
    const keys = listBrandKeys();
    for (const brands of Object.values(BRAND_GROUPS)) for (const brand of brands) expect(keys).toContain(brand);
    expect([...BRAND_GROUPS['@every-brand']!].sort()).toEqual([...keys].sort());
    expect(TEMPLATE_BRANDS).toContain(DEFAULT_BRAND);
    // Untagged specs buy, look up zips and count vouchers on the default brand.
    expect(BRANDS_WITH_API).toContain(DEFAULT_BRAND);
  });

  it('runs every group on at least one brand, and the telemetry walks on every template brand', async () => {
    for (const [tag, brands] of Object.entries(BRAND_GROUPS)) expect(brands.length, tag).toBeGreaterThan(0);
    // A template brand configures every telemetry service or none: one configuring only some would
    // run neither group's specs, so what it sends would go unchecked.
    const brands = await loadAllBrands();
    const partial = TEMPLATE_BRANDS.filter(
      (key) => brands.get(key)!.telemetry && !configuresAllTelemetry(brands.get(key)!),
    );
    expect(partial, 'template brands configuring only some telemetry services').toEqual([]);
    expect([...BRAND_GROUPS['@telemetry-brands']!, ...BRAND_GROUPS['@silent-brands']!].sort()).toEqual(
      [...TEMPLATE_BRANDS].sort(),
    );
  });

  // The premise of walking templates on TEMPLATE_BRANDS only: whatever a brand's settings make its
  // pages do, one of those brands does too. A brand with a new kind of behaviour (a new consent
  // mode, say) fails here until a brand with that setting joins TEMPLATE_BRANDS.
  it('gives every behaviour setting of every brand a template brand with the same setting', async () => {
    const brands = await loadAllBrands();
    const templates = TEMPLATE_BRANDS.map((key) => behaviour(brands.get(key)!));
    const uncovered: string[] = [];
    for (const brand of brands.values()) {
      for (const [field, value] of Object.entries(behaviour(brand))) {
        if (!templates.some((template) => template[field] === value))
          uncovered.push(`${brand.key}.${field} = ${value}`);
      }
    }
    expect(uncovered).toEqual([]);
  });
});
