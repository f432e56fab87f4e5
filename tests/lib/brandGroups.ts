/**
 * How the e2e suite (playwright.config.ts) spreads its time over the ten brands, on a 2-core CI
 * machine with a 45-minute limit.
 *
 * - Every brand runs the sweeps that depend on what a brand is: shell, crawl, budgets, deploy and
 *   nginx rules, CSP and reflow at 320 px, axe.
 * - FEATURE_BRANDS also run the feature specs (purchase path, deal islands, directory, content):
 *   the main brand, an indexable white-label and a noindex white-label.
 * - MAIN_ONLY_SPECS run on the main brand alone.
 * - A brand in REPEAT_BRANDS is another brand again in other names, colours, logo and copy: the
 *   same kind, tier, indexability, consent mode, favicon set, framing, experiments, search policy
 *   and telemetry services (tests/lib/brandGroups.test.ts compares them field by field, so a
 *   change to either brand's behaviour ends the pairing). Specs of behaviour that no name, colour
 *   or text can change (telemetry, navigation, HTML validity) run on the brand it repeats; axe
 *   checks its colours on every template; every other sweep runs on it too.
 */
export const FEATURE_BRANDS = ['main', 'brightwick', 'dustfall'];

export const REPEAT_BRANDS: Readonly<Record<string, string>> = {
  fernwell: 'dustfall',
  sudsbury: 'dustfall',
  'maple-and-mop': 'brightwick',
};

/**
 * Specs of behaviour that lives in shared code, not in a brand, and that is slow to walk: the
 * purchase path in every pricing cohort, the checkout's field parsing, typing before hydration,
 * speculation and the back/forward cache on every template. They run on the main brand only (the
 * other brands' pages come from the same islands and templates, which the sweeps above cover).
 * html-valid is here for another reason: it checks every brand's pages in one run of the checker;
 * incremental-content builds two brands itself.
 */
export const MAIN_ONLY_SPECS =
  /(input-checkout|early-input|speculation|bfcache|layout-phone|content-editor|incremental-content|html-valid)\.spec\.ts$/;

/**
 * Specs that walk every voucher cohort of the catalogue: they run on staging alone, the one brand
 * that offers every cohort (brands/staging.ts); a live brand offers only its own, and the API
 * refuses the others (api/cohorts.ts). The templates are the same on every brand.
 */
export const STAGING_ONLY_SPECS = /(first-paint|price-checkout)\.spec\.ts$/;

/** Specs a repeat brand leaves to the brand it repeats. */
export const BEHAVIOUR_SPECS = /(telemetry|telemetry-analytics|telemetry-errors|navigation)\.spec\.ts$/;

/** What may differ between a repeat brand and the brand it repeats: how it is named and looks. */
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
