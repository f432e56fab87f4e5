/**
 * The server decides the plan (docs/checkout.md, "Who decides the plan"): a purchase is charged in
 * a voucher cohort only when the brand the shopper buys on offers it, i.e. the cohort is one of
 * that brand's `voucherOption` variants (brands/<key>.ts, src/brand/experiments.ts). The page
 * assigns one of them from the visitor's stable id before first paint and the checkout sends it;
 * a code the brand does not offer (a $19 plan typed into the request on a $49 brand) is refused
 * before anything is charged.
 *
 * The brand is the request's Origin (a brand's base address). A request without a brand's Origin
 * (a local build served on another host, a test) is the server's own brand when it serves one
 * (`npm start`, `serve --api`), otherwise any brand's offer counts; development brands (isDev: the
 * staging site, which offers every cohort to QA) count only outside production.
 */
import { loadAllBrands } from '../src/brand/load.ts';
import { DEFAULT_EXPERIMENTS } from '../src/brand/experiments.ts';

type Offers = { byOrigin: Map<string, Set<string>>; byKey: Map<string, Set<string>>; any: Set<string> };

let loaded: Promise<Offers> | undefined;

async function load(production: boolean): Promise<Offers> {
  const brands = await loadAllBrands(process.env);
  const byOrigin = new Map<string, Set<string>>();
  const byKey = new Map<string, Set<string>>();
  const any = new Set<string>();
  for (const brand of brands.values()) {
    const variants = brand.experiments['voucherOption'] ?? DEFAULT_EXPERIMENTS.voucherOption;
    const codes = new Set(variants.map((variant) => variant.name));
    byKey.set(brand.key, codes);
    if (production && brand.isDev) continue;
    byOrigin.set(new URL(brand.baseUrl).origin, codes);
    for (const code of codes) any.add(code);
  }
  return { byOrigin, byKey, any };
}

/** The cohorts the request's brand offers. `serverBrand`: the brand this process serves, if one. */
export async function offeredCohorts(
  origin: string | null,
  { production, serverBrand }: { production: boolean; serverBrand?: string | undefined },
): Promise<ReadonlySet<string>> {
  loaded ??= load(production);
  const offers = await loaded;
  const byOrigin = origin ? offers.byOrigin.get(origin) : undefined;
  if (byOrigin) return byOrigin;
  const byKey = serverBrand ? offers.byKey.get(serverBrand) : undefined;
  return byKey ?? offers.any;
}

export const COHORT_NOT_OFFERED_MESSAGE =
  'This price is not offered to you. Reload the page to see your price; nothing was charged.';
