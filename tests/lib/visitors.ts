/**
 * Stable ids for tests: on a live brand the voucher cohort (the price charged) comes from the
 * visitor's stable id alone (src/brand/experiments.ts, api/cohorts.ts), so a test that needs a
 * visitor of a given cohort picks an id that the brand's weights assign to it.
 */
import { assign, pricedExperiment, type Variant } from '#src/brand/experiments.ts';
import type { Page } from '@playwright/test';
import { STABLE_ID_KEY } from '#src/domain/storageKeys.ts';

/** A stable id the brand assigns `cohort` from (its control when omitted). */
export function visitorIdFor(
  brand: { key?: string; experiments?: Partial<Record<string, Variant[]>> },
  cohort?: string,
): string {
  const experiment = pricedExperiment(brand);
  const wanted = cohort ?? experiment.variants[0]!.name;
  if (!experiment.variants.some((variant) => variant.name === wanted)) {
    throw new Error(`${brand.key ?? 'The brand'} does not offer ${wanted}`);
  }
  for (let i = 0; ; i++) if (assign(`test-visitor-${i}`, experiment) === wanted) return `test-visitor-${i}`;
}

/**
 * Makes every page of `page` a visit by a holder of `cohort` (the brand's control when omitted; the
 * id stored before any script runs).
 */
export async function visitAs(page: Page, brand: Parameters<typeof visitorIdFor>[0], cohort?: string): Promise<void> {
  await page.addInitScript(({ key, id }: { key: string; id: string }) => localStorage.setItem(key, id), {
    key: STABLE_ID_KEY,
    id: visitorIdFor(brand, cohort),
  });
}
