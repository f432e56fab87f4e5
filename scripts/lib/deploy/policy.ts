/**
 * The one source of truth for what a host must do with a built brand: redirects to canonical URLs,
 * caching, security headers and the Content-Security-Policy. `hostRules()` turns a brand and its
 * scanned pages into a format-neutral rule list; formats.ts writes it as `_headers`/`_redirects`
 * (Cloudflare Pages / Netlify syntax) and as an nginx server block, and scripts/serve.ts applies
 * the written files, so the e2e suite runs behind exactly what is deployed.
 */
import type { Brand } from '#src/brand/types.ts';
import { API_PATH, CSP_REPORT_PATH } from '#src/graphql/endpoint.ts';
import { CHECKOUT_NO_VARY_SEARCH } from '#src/lib/speculation.ts';
import { templateOf } from '../site-pages.ts';
import type { ScannedPage } from './scan.ts';

/** Headers for requests whose path matches `path` (`*` matches anything, Cloudflare `_headers` semantics). */
export type HeaderRule = {
  path: string;
  /** Headers set by an earlier, broader rule that this rule replaces (written as `! Name`). */
  detach: string[];
  set: [name: string, value: string][];
};
/** `from` may hold `:name` placeholders (one path segment each) that `to` repeats. */
export type Redirect = { from: string; to: string; status: 308 };
export type HostRules = { brand: string; headers: HeaderRule[]; redirects: Redirect[] };

export const CACHE = {
  /** Hashed file names under /_astro/: a changed file gets a new name, so it never needs revalidating. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML (and every other unhashed file): fresh for 5 minutes, then served stale for a day while revalidated. */
  html: 'public, max-age=300, stale-while-revalidate=86400',
  /** robots.txt and sitemaps: crawlers re-read them within the hour. */
  crawler: 'public, max-age=3600',
} as const;

/** Pages that take card details: the only place the Payment Request API is allowed. */
export const PAYMENT_PAGE = '/checkout/';
export { CSP_REPORT_PATH };
/** Groups of at least this many pages of one template get placeholder redirects instead of one line per page. */
const PLACEHOLDER_GROUP = 50;
/** Error documents: served for failures, never redirected to or from. */
const ERROR_PAGES = new Set(['/404', '/500']);

/** CSP sources a brand's enabled services need, by directive. */
export type CspSources = Partial<Record<'connect-src' | 'img-src' | 'worker-src' | 'script-src', string[]>>;
export type BrandService = { name: string; why: string; sources: CspSources };

const origin = (url: string) => new URL(url).origin;

/**
 * The config hook: every service a brand's pages talk to, from its config. Telemetry (trace
 * collector, analytics, error reporting and its replay worker) adds its origins here when a brand
 * enables it in `telemetry`; a new service is one more entry, and the CSP follows.
 */
export function brandServices(brand: Brand): BrandService[] {
  const services: BrandService[] = [
    {
      name: 'API',
      why: `GraphQL calls to ${API_PATH} on the site's own origin (spec §7)`,
      sources: { 'connect-src': ["'self'"] },
    },
    {
      name: 'error-replay worker',
      why: 'the error-reporting replay worker is bundled under /_astro/ (same origin)',
      sources: { 'worker-src': ["'self'"] },
    },
  ];
  if (brand.telemetry) {
    services.push({
      name: 'trace collector',
      why: 'performance traces POST to the collector (…/v1/traces)',
      sources: { 'connect-src': [origin(brand.telemetry.collectorUrl)] },
    });
    if (brand.telemetry.errors) {
      services.push({
        name: 'error reporting',
        why: 'error reports POST to the DSN host (@sentry/browser, loaded lazily)',
        sources: { 'connect-src': [origin(brand.telemetry.errors.dsn)] },
      });
    }
    const { analytics, pixel } = brand.telemetry;
    if (analytics) {
      services.push({
        name: 'product analytics',
        why: 'posthog-js events (after analytics consent)',
        sources: { 'connect-src': [analytics.host] },
      });
    }
    if (pixel) {
      services.push({
        name: 'video-ad pixel',
        why: 'conversion beacons (after marketing consent, never for agents)',
        sources: { 'connect-src': [origin(pixel.url)] },
      });
    }
    for (const vendor of brand.telemetry.vendorOrigins) {
      services.push({
        name: `telemetry vendor ${vendor}`,
        why: 'analytics / error reporting events and pixels',
        sources: { 'connect-src': [vendor], 'img-src': [vendor] },
      });
    }
  }
  return services;
}

/** Who may frame the site: the partner-platform brand's listed partner hosts, nobody for any other brand. */
export function frameAncestors(brand: Brand): string[] {
  if (brand.framedBy.length > 0 && brand.kind !== 'partner-platform') {
    throw new Error(`Brand "${brand.key}": field "framedBy" is only allowed on the partner-platform brand`);
  }
  return brand.framedBy.length > 0 ? brand.framedBy : ["'none'"];
}

/** Sources of one directive from the brand's services, after the given defaults, without repeats. */
function sources(services: BrandService[], directive: keyof CspSources, defaults: string[]): string {
  return [...new Set([...defaults, ...services.flatMap((service) => service.sources[directive] ?? [])])].join(' ');
}

/**
 * The Content-Security-Policy: scripts only from the site itself plus the exact inline scripts
 * listed by hash (no 'unsafe-inline', no 'unsafe-eval'); styles allow inline because the brand
 * theme rule and island style attributes are inline (scripts are what a card skimmer needs).
 */
export function contentSecurityPolicy(brand: Brand, scriptHashes: Iterable<string>): string {
  const services = brandServices(brand);
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src ${sources(services, 'script-src', ["'self'", ...hashes])}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources(services, 'img-src', ["'self'", 'data:'])}`,
    "font-src 'self'",
    `connect-src ${sources(services, 'connect-src', [])}`,
    `worker-src ${sources(services, 'worker-src', [])}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors(brand).join(' ')}`,
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

const PERMISSIONS = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'usb=()',
];

/** Permissions-Policy: every powerful feature off; `payment` only on the payment page, same origin. */
export function permissionsPolicy(paymentPage: boolean): string {
  return [...PERMISSIONS, paymentPage ? 'payment=(self)' : 'payment=()'].sort().join(', ');
}

/** Search engines may index the responses: the brand is indexable and this build is for its production host. */
export function indexableHost(brand: Brand): boolean {
  return brand.indexable && brand.baseUrl === `https://${brand.domain}`;
}

/** The non-canonical forms of a page's canonical path. */
export function nonCanonicalForms(path: string): string[] {
  if (path === '/') return ['/index.html'];
  if (path.endsWith('/')) return [path.slice(0, -1), `${path}index.html`];
  return [`${path}/`, `${path}.html`];
}

/** Redirects from every non-canonical form to the canonical one; big templates as placeholder rules. */
export function canonicalRedirects(pages: readonly ScannedPage[]): Redirect[] {
  const paths = pages.map((page) => page.path).filter((path) => !ERROR_PAGES.has(path));
  const groups = new Map<string, string[]>();
  for (const path of paths) groups.set(templateOf(path), [...(groups.get(templateOf(path)) ?? []), path]);
  const fixed: Redirect[] = [];
  const placeholders: Redirect[] = [];
  for (const [template, group] of groups) {
    if (group.length >= PLACEHOLDER_GROUP && template.endsWith('/') && template.includes('*')) {
      // /us/*/*/ -> /us/:p1/:p2/ (index.html forms first: a bare placeholder would also match them).
      let n = 0;
      const canonical = template.replace(/\*/g, () => `:p${++n}`);
      for (const from of nonCanonicalForms(canonical).reverse())
        placeholders.push({ from, to: canonical, status: 308 });
    } else {
      for (const path of group) for (const from of nonCanonicalForms(path)) fixed.push({ from, to: path, status: 308 });
    }
  }
  // A page's form can be another page's canonical path (x.html beside x/index.html): never redirect it.
  const canonical = new Set(paths);
  // Placeholders match any segment, so every …/index.html form goes before the bare forms.
  const indexFirst = (rule: Redirect) => (rule.from.endsWith('/index.html') ? 0 : 1);
  placeholders.sort((a, b) => indexFirst(a) - indexFirst(b));
  return [...fixed.filter((rule) => !canonical.has(rule.from)), ...placeholders];
}

/** Every rule for one brand: redirects and headers. `pages` is the scanned build (scan.ts). */
export function hostRules(brand: Brand, pages: readonly ScannedPage[], crawlerFiles: readonly string[]): HostRules {
  const scriptHashes = (list: readonly ScannedPage[]) => list.flatMap((page) => page.inline.map((s) => s.hash));
  const payment = pages.filter((page) => page.path === PAYMENT_PAGE);
  const everyPage: [string, string][] = [
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(brand.framedBy.length === 0 ? ([['X-Frame-Options', 'DENY']] as [string, string][]) : []),
    ['Permissions-Policy', permissionsPolicy(false)],
    ['Reporting-Endpoints', `csp="${CSP_REPORT_PATH}"`],
    ['Content-Security-Policy', contentSecurityPolicy(brand, scriptHashes(pages))],
    ['Cache-Control', CACHE.html],
    ...(indexableHost(brand) ? [] : ([['X-Robots-Tag', 'noindex']] as [string, string][])),
  ];
  const headers: HeaderRule[] = [
    // Cloudflare's engine adds `Access-Control-Allow-Origin: *` to every static answer; no other
    // site needs to read these pages or files, so the bundle takes it off again.
    { path: '/*', detach: ['Access-Control-Allow-Origin'], set: everyPage },
    { path: '/_astro/*', detach: ['Cache-Control'], set: [['Cache-Control', CACHE.immutable]] },
    ...crawlerFiles.map((file) => ({
      path: file,
      detach: ['Cache-Control'],
      set: [['Cache-Control', CACHE.crawler]] as [string, string][],
    })),
  ];
  if (payment.length > 0) {
    // The payment page gets a policy naming only its own inline scripts, and may use the Payment Request API.
    headers.push({
      path: PAYMENT_PAGE,
      detach: ['Content-Security-Policy', 'Permissions-Policy'],
      set: [
        ['Permissions-Policy', permissionsPolicy(true)],
        ['Content-Security-Policy', contentSecurityPolicy(brand, scriptHashes(payment))],
        // Its HTML is the same for every query (?hours=, ?zipcode=, ?step=): a copy the deal page
        // fetched or prerendered for one option link serves them all (src/lib/speculation.ts).
        ['No-Vary-Search', CHECKOUT_NO_VARY_SEARCH],
      ],
    });
  }
  return { brand: brand.key, headers, redirects: canonicalRedirects(pages) };
}
