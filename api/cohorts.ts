/**
 * The server decides the plan (docs/checkout.md, "Who decides the plan"): a purchase is charged in a
 * voucher cohort only when the shopper holds it.
 *
 * - On a live brand the shopper holds exactly one cohort: the one its `voucherOption` experiment
 *   gives the visitor's stable id (`assign` in src/brand/experiments.ts, the same code and weights
 *   the page's head script used before first paint). The checkout sends that id as `visitorId` ('' from a
 *   browser without storage, where every page assigns from the empty id); a visitor without one (an
 *   agent) holds the experiment's control, as the page showed it. Any other code (a $19 plan typed into the request, another visitor's cohort) is
 *   refused before anything is charged.
 * - A development brand (staging, isDev) lets QA buy any cohort it offers, and counts only outside
 *   production.
 *
 * The brand is the request's Origin (a brand's base address). A request without a brand's Origin (a
 * local build served on another host, a test) is the server's own brand when it serves one
 * (`npm start`, `serve --api`), otherwise any brand's rule counts.
 */
import { loadAllBrands } from '../src/brand/load.ts';
import { assignedFromIdOnly, heldVariant, pricedExperiment } from '../src/brand/experiments.ts';
import type { Brand } from '../src/brand/types.ts';

/** What one brand lets a visitor buy, from their stable id (null: none kept). */
type Rule = (visitorId: string | null) => readonly string[];
type Rules = { byOrigin: Map<string, Rule>; byKey: Map<string, Rule>; all: Rule[] };

/** The rules per mode: production leaves development brands out, so each mode keeps its own. */
const loaded = new Map<boolean, Promise<Rules>>();

/** What a brand lets a visitor buy: their own cohort (the page's assignment, `heldVariant`), or any on a development brand. */
export function ruleOf(brand: Pick<Brand, 'experiments' | 'isDev'>): Rule {
  const experiment = pricedExperiment(brand);
  const offered = experiment.variants.map((variant) => variant.name);
  if (!assignedFromIdOnly(brand)) return () => offered;
  return (visitorId) => [heldVariant(visitorId, experiment)];
}

async function load(production: boolean): Promise<Rules> {
  const brands = await loadAllBrands(process.env);
  const rules: Rules = { byOrigin: new Map(), byKey: new Map(), all: [] };
  for (const brand of brands.values()) {
    const rule = ruleOf(brand);
    rules.byKey.set(brand.key, rule);
    if (production && brand.isDev) continue;
    rules.byOrigin.set(new URL(brand.baseUrl).origin, rule);
    rules.all.push(rule);
  }
  return rules;
}

/**
 * The cohorts this visitor may be charged in: their own (a live brand), or any the brand offers (a
 * development brand). `serverBrand`: the brand this process serves, if one.
 */
export async function heldCohorts(
  origin: string | null,
  visitorId: string | null | undefined,
  { production, serverBrand }: { production: boolean; serverBrand?: string | undefined },
): Promise<ReadonlySet<string>> {
  if (!loaded.has(production)) loaded.set(production, load(production));
  const rules = await loaded.get(production)!;
  // Ids are short strings (the head script's; '' where storage is blocked); a longer one is none.
  const id = typeof visitorId === 'string' && visitorId.length <= 64 ? visitorId : null;
  const rule =
    (origin ? rules.byOrigin.get(origin) : undefined) ?? (serverBrand ? rules.byKey.get(serverBrand) : undefined);
  return new Set(rule ? rule(id) : rules.all.flatMap((each) => each(id)));
}

export const COHORT_NOT_OFFERED_MESSAGE =
  'This price is not offered to you. Reload the page to see your price; nothing was charged.';
