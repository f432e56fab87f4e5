/**
 * Which e2e test runs on which brand: the one place that says it (playwright.config.ts turns it
 * into each brand project's `grep`). A test, or a `test.describe` around several, declares where it
 * runs with ONE placement tag:
 *
 *   test('…', { tag: '@every-brand' }, async ({ page }) => { … });
 *   test.describe('…', { tag: '@template-brands' }, () => { … });
 *
 * A test without a placement tag runs on the main brand only: a new spec file runs there without
 * editing any list. A tag names a group below; the test runs on exactly the group's brands.
 *
 * Why so few brands for most walks: the templates branch on brand in a handful of files
 * (BaseLayout, ConsentNote, PlainPage, robots.txt); everything else a brand changes is a config
 * value (name, colours, logo, words). tests/e2e/brand-structure.spec.ts proves that premise on the
 * built pages of every brand (each brand's template pages have the element structure of one of the
 * TEMPLATE_BRANDS once names, colours and words are set aside), and tests/lib/brandGroups.test.ts
 * that every brand's behaviour settings (consent mode, framing, test hooks, telemetry, experiments)
 * are those of one of them. What colours and logos change is checked on every brand: the smoke
 * (tests/e2e/brand-smoke.spec.ts; on the template brands a11y.spec.ts's walks hold its checks) and
 * the contrast of every brand's colour pairs (src/brand/contrast.test.ts). What files and headers a brand changes (links, sitemap, robots,
 * heads, structured data, CSP hashes, redirects, byte budgets and the first load's weight) is read
 * from every brand's built files.
 */
import { listBrandKeys, loadAllBrands } from '../../src/brand/load.ts';
import type { Brand } from '../../src/brand/types.ts';

/** The brand a test without a placement tag runs on. */
export const DEFAULT_BRAND = 'main';

/**
 * The brands whose config changes behaviour, besides main: staging (test hooks, every telemetry
 * service, opt-in consent) and partner-platform (framed by partners, opt-in consent, .ico favicon).
 * Browser walks of every template (axe at two widths, no-JS, CSP with islands live, reflow,
 * navigation, back/forward) run on these.
 */
export const TEMPLATE_BRANDS = ['main', 'staging', 'partner-platform'];

/**
 * Brands whose test server also answers /api/graphql, each with its own in-memory database:
 * brightwick for the smoke purchase on a white-label, staging for the purchase event its
 * analytics follow (telemetry-analytics).
 */
export const BRANDS_WITH_API = ['main', 'brightwick', 'staging'];

/**
 * Template brands also served on Cloudflare's engine (tests/e2e-engine/, and deploy.spec.ts there):
 * main (the live brand) and partner-platform (framed by partners, no X-Frame-Options, noindex),
 * whose rules differ most; a few because each is a wrangler and an API of its own.
 */
export const ENGINE_BRANDS = ['main', 'partner-platform'];

const brands = await loadAllBrands();
const keys = listBrandKeys();
const where = (test: (key: string) => boolean) => keys.filter(test);
/** The template brands whose settings pass `test`: where a behaviour a setting switches on is walked. */
const templatesWhere = (test: (brand: Brand) => boolean) => TEMPLATE_BRANDS.filter((key) => test(brands.get(key)!));

/**
 * A brand that configures every telemetry service (errors, traces, analytics, the video-ad pixel),
 * asks for opt-in consent and is served with the API: the telemetry specs' purchases and consent
 * choices need all of it. brandGroups.test.ts fails when a template brand configures only some.
 */
export function configuresAllTelemetry(brand: Brand): boolean {
  const { telemetry } = brand;
  return Boolean(
    telemetry?.errors &&
    telemetry.analytics &&
    telemetry.pixel &&
    brand.cookieConsent.mode === 'opt-in' &&
    BRANDS_WITH_API.includes(brand.key),
  );
}

/** Placement tags and the brands each runs on. */
export const BRAND_GROUPS: Readonly<Record<string, readonly string[]>> = {
  /** What any brand's config can change and is cheap to read: built files, headers, the home page's shell. */
  '@every-brand': keys,
  /** Browser walks of every template: main plus the brands whose config changes behaviour. */
  '@template-brands': TEMPLATE_BRANDS,
  /**
   * The other brands: each behaves as a template brand and differs in names, colours, logo and
   * words. The brand smoke (colours, 320 px reflow, logo) runs on these; on the template brands
   * a11y.spec.ts checks the same pages at the same widths with every axe rule.
   */
  '@appearance-brands': where((key) => !TEMPLATE_BRANDS.includes(key)),
  /** Features whose words or settings a white-label changes (deal copy, reviews, hub, pages, directory). */
  '@feature-brands': ['main', 'brightwick', 'dustfall'],
  /**
   * Main and a white-label served with the API: one smoke purchase besides the full purchase path
   * on main, and the islands whose words come from the API (referral, local FAQ, live reviews).
   */
  '@purchase-brands': ['main', 'brightwick'],
  /** The brands that show the compact consent bar on a phone. */
  '@consent-bar-brands': ['main', 'partner-platform'],
  /** Template brands that configure every telemetry service (configuresAllTelemetry): what each sends, and when. */
  '@telemetry-brands': templatesWhere(configuresAllTelemetry),
  /** Template brands that configure no telemetry: their pages send nothing and name no vendor. */
  '@silent-brands': templatesWhere((brand) => !brand.telemetry),
  /** Template brands served with the API: walks that reach the checkout's later steps. */
  '@template-api-brands': templatesWhere((brand) => BRANDS_WITH_API.includes(brand.key)),
  /** Template brands that partners frame (framedBy): the consent bar with third-party storage blocked. */
  '@framed-brands': templatesWhere((brand) => brand.framedBy.length > 0),
  /** Production brands (not isDev): their checkout's scripts are the inventory's (scripts/lib/deploy/checkout-scripts.json). */
  '@production-brands': where((key) => !brands.get(key)!.isDev),
  /** Brands served with the API (BRANDS_WITH_API). */
  '@api-brands': BRANDS_WITH_API,
  /**
   * Specs that walk every voucher cohort of the catalogue (first paint, the purchase path in each):
   * staging is the one brand that offers every cohort (brands/staging.ts); a live brand offers only
   * its own and the API refuses the others (api/cohorts.ts). The templates are the same everywhere.
   */
  '@every-cohort': ['staging'],
  /** The template brands also served on Cloudflare's engine (ENGINE_BRANDS): tests/e2e-engine/. */
  '@engine-brands': ENGINE_BRANDS,
  /** Brands that search engines index (the search-ownership comparison). */
  '@indexable-brands': where((key) => brands.get(key)!.indexable),
};

const tagPattern = (tags: string[]) =>
  new RegExp(`(?:${tags.map((tag) => tag.replace(/[-]/g, '\\-')).join('|')})(?![\\w-])`);

/**
 * The `grep` / `grepInvert` of a brand's project: a brand runs the tests tagged with a group it is
 * in; the default brand also runs every test without a placement tag (so it leaves out only tests
 * whose tag names a group without it).
 */
export function projectFilter(brand: string): { grep?: RegExp; grepInvert?: RegExp } {
  const tags = Object.keys(BRAND_GROUPS);
  const member = tags.filter((tag) => BRAND_GROUPS[tag]!.includes(brand));
  const other = tags.filter((tag) => !member.includes(tag));
  if (brand === DEFAULT_BRAND) return other.length ? { grepInvert: tagPattern(other) } : {};
  return member.length ? { grep: tagPattern(member) } : { grep: /$^/ };
}

/** What may differ between two brands that behave alike: how each is named and looks, and its words. */
export const APPEARANCE_FIELDS = [
  'key',
  'appName',
  'domain',
  'baseUrl',
  'appUrl',
  'logo',
  'logoSize',
  'analyticsId',
  'consentBannerId',
  'faviconKey',
  'social',
  'theme',
] as const;

/**
 * What a brand's pages are read for on every brand from built files rather than walked in a browser:
 * which pages search engines see (indexable, searchPolicy, search), and the brand's kind (its home
 * copy and the words of ConsentNote/PlainPage; brand-structure.spec.ts compares the markup).
 */
export const FILE_CHECKED_FIELDS = ['kind', 'indexable', 'search', 'searchPolicy'] as const;
