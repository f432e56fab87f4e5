/**
 * One owner per page in search. Three brands are indexable and most of their pages are shared
 * templates (directory, services, hub, help, legal pages, …) whose main content is the same on
 * every brand apart from the name; published indexable on three domains they are duplicates.
 *
 * Each brand states, per shared area, whether its copy is indexable (`'index'`), points search
 * engines at another brand's copy of the same page (`{ canonical: '<brand key>' }`: a cross-domain
 * canonical link, out of this brand's sitemap) or is kept out (`'noindex'`). The default: the main
 * brand owns every area; an indexable white-label brand keeps its copies noindex (a second copy of
 * the same page has no value as a search result). A white-label may instead name the main brand as
 * canonical owner (`search: { directory: { canonical: 'main' } }`), which passes the page's link
 * signals to the owner but prints the owner's address in the white-label's HTML, so it is only for
 * brands whose relationship is public; the default keeps every brand's pages free of the others'
 * names. Home, /deal and /checkout/ are a brand's own pages and are not areas here; which area a
 * page is in is its content record's (src/copy/collections.ts). Pure: no Node or Astro imports.
 */
import * as v from 'valibot';

export const SHARED_AREAS = ['directory', 'services', 'hub', 'help', 'legal', 'apply', 'vs', 'reviews'] as const;
export type SharedArea = (typeof SHARED_AREAS)[number];

const BrandKey = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a brand key such as main'));
/** What a brand does with its copy of a shared area's pages. */
export const SharedPolicySchema = v.union(
  [v.literal('index'), v.literal('noindex'), v.strictObject({ canonical: BrandKey })],
  "must be 'index', 'noindex' or { canonical: '<brand key>' }",
);
export type SharedPolicy = v.InferOutput<typeof SharedPolicySchema>;

/** The brand field: only the areas that differ from the default need to be named. */
export const SearchPolicySchema = v.partial(
  v.strictObject(
    Object.fromEntries(SHARED_AREAS.map((area) => [area, SharedPolicySchema])) as Record<
      SharedArea,
      typeof SharedPolicySchema
    >,
  ),
);

/** Resolved, per area: index, noindex, or the absolute base address of the owning brand. */
export type ResolvedPolicy =
  { mode: 'index' } | { mode: 'noindex' } | { mode: 'canonical'; brand: string; baseUrl: string };
export type ResolvedSearchPolicy = Record<SharedArea, ResolvedPolicy>;

type BrandFacts = {
  key: string;
  kind: string;
  indexable: boolean;
  baseUrl: string;
  search?: { [area in SharedArea]?: SharedPolicy | undefined } | undefined;
};

/** The documented default for a brand (see the module comment). */
export function defaultSharedPolicy(brand: Pick<BrandFacts, 'kind' | 'indexable'>): SharedPolicy {
  return brand.indexable && brand.kind === 'main' ? 'index' : 'noindex';
}

/**
 * Every area's policy for `brand`, checked against all brands: a canonical target must exist, be
 * indexable and index that area itself (no chains, no pointing at a noindex copy).
 */
export function resolveSearchPolicy(brand: BrandFacts, all: ReadonlyMap<string, BrandFacts>): ResolvedSearchPolicy {
  const policyOf = (facts: BrandFacts, area: SharedArea) => facts.search?.[area] ?? defaultSharedPolicy(facts);
  const resolved = {} as ResolvedSearchPolicy;
  for (const area of SHARED_AREAS) {
    const policy = brand.indexable ? policyOf(brand, area) : 'noindex';
    if (policy === 'index' || policy === 'noindex') {
      resolved[area] = { mode: policy };
      continue;
    }
    const owner = all.get(policy.canonical);
    const fail = (why: string) => {
      throw new Error(`Brand "${brand.key}": field "search.${area}" ${why}`);
    };
    if (!owner) fail(`names an unknown brand "${policy.canonical}"`);
    if (owner!.key === brand.key) fail('must not point at the brand itself (use index)');
    if (!owner!.indexable || policyOf(owner!, area) !== 'index') {
      fail(`points at brand "${policy.canonical}", which does not index its ${area} pages`);
    }
    resolved[area] = { mode: 'canonical', brand: owner!.key, baseUrl: owner!.baseUrl };
  }
  return resolved;
}

/**
 * A brand's resolved policy for the area a page is in (src/copy/collections.ts `sharedAreaOf`,
 * from the content records, which cannot import this list): a name not in `SHARED_AREAS` fails.
 */
export function policyFor(policies: ResolvedSearchPolicy, area: string): ResolvedPolicy {
  if (!(SHARED_AREAS as readonly string[]).includes(area)) {
    throw new Error(`Search area "${area}" of a content record is not one of ${SHARED_AREAS.join(', ')}`);
  }
  return policies[area as SharedArea];
}
