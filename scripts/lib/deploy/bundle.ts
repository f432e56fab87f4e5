/**
 * The post-build step: writes a brand's deploy bundle at the root of dist/<brand>/ (`_headers`,
 * `_redirects`, and the API route `_worker.js` with its `_routes.json`) and its nginx block beside
 * the folder (dist/<brand>.nginx.conf, not uploaded), and refuses a build whose pages the policy
 * would break: a script the CSP would block (inline handler, javascript: URL, foreign script,
 * inline script not hashed in its page's policy), a URL form that does not reach its canonical
 * page, rules over the limits of the engine that reads them, or a file that is not for shoppers.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Brand } from '#src/brand/types.ts';
import { brandDist, brandNginxConf } from '#build-data/dist.ts';
import {
  ENGINE_FILES,
  parseHeaders,
  parseRedirects,
  renderHeaders,
  renderNginx,
  renderRedirects,
  resolveHeaders,
  resolveRedirect,
} from './formats.ts';
import { hostRules, nonCanonicalForms } from './policy.ts';
import { scanSite, type ScannedPage } from './scan.ts';

/**
 * Cloudflare's limits, as its engine counts them (wrangler's parseHeaders/parseRedirects/_routes
 * checks; Netlify's are higher): a line of `_headers` or `_redirects` longer than `line` characters
 * once trimmed (a header's whole `Name: value` line) is dropped; a redirect is static only until the
 * first placeholder rule, every rule after one counts as a placeholder rule; the rule after the
 * 100th `_headers` path is dropped with all that follow.
 */
export const HOST_LIMITS = {
  staticRedirects: 2000,
  dynamicRedirects: 100,
  headerRules: 100,
  line: 2000,
  routesRules: 100,
  routesRuleLength: 100,
};

/** What the engine would drop or refuse from the written files, one line each (empty: it keeps everything). */
export function engineLimitProblems(headersText: string, redirectsText: string, routesJson?: string): string[] {
  const found: string[] = [];
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line, index) => ({ line: line.trim(), number: index + 1 }))
      .filter(({ line }) => line && !line.startsWith('#'));
  for (const [file, text] of [
    ['_headers', headersText],
    ['_redirects', redirectsText],
  ] as const) {
    for (const { line, number } of lines(text)) {
      if (line.length > HOST_LIMITS.line) {
        found.push(
          `${file} line ${number} has ${line.length} characters: the engine drops lines over ${HOST_LIMITS.line}`,
        );
      }
    }
  }
  // A path line starts with a slash or a scheme (the engine's own test, LINE_IS_PROBABLY_A_PATH).
  const paths = lines(headersText).filter(({ line }) => line.length <= HOST_LIMITS.line && /^(\S+:\/\/|\/)/.test(line));
  if (paths.length > HOST_LIMITS.headerRules) {
    found.push(`${paths.length} _headers rules: the engine keeps the first ${HOST_LIMITS.headerRules}`);
  }
  let fixed = 0;
  let dynamic = 0;
  for (const { line } of lines(redirectsText)) {
    const from = line.split(/\s+/)[0] ?? '';
    if (dynamic === 0 && !from.includes('*') && !/:[A-Za-z]\w*/.test(from)) fixed += 1;
    else dynamic += 1;
  }
  if (fixed > HOST_LIMITS.staticRedirects) {
    found.push(`${fixed} static redirects: the engine keeps the first ${HOST_LIMITS.staticRedirects}`);
  }
  if (dynamic > HOST_LIMITS.dynamicRedirects) {
    found.push(
      `${dynamic} placeholder redirects (every rule after the first placeholder rule counts as one): the engine keeps the first ${HOST_LIMITS.dynamicRedirects}`,
    );
  }
  if (routesJson !== undefined) {
    const routes = JSON.parse(routesJson) as { include: string[]; exclude: string[] };
    const all = [...routes.include, ...routes.exclude];
    if (all.length > HOST_LIMITS.routesRules)
      found.push(`${all.length} _routes.json rules: at most ${HOST_LIMITS.routesRules}`);
    for (const rule of all) {
      if (rule.length > HOST_LIMITS.routesRuleLength) {
        found.push(
          `_routes.json rule ${rule.slice(0, 40)}… has ${rule.length} characters: at most ${HOST_LIMITS.routesRuleLength}`,
        );
      }
    }
  }
  return found;
}

/**
 * What the API route answers: /api/*, and the engine's own files, which it answers 404 (the engine
 * would serve `_routes.json` itself); everything else stays the static engine's (pages, redirects,
 * headers), so the worker never costs a page view anything.
 */
export const ROUTES_JSON = `${JSON.stringify(
  { version: 1, include: ['/api/*', ...ENGINE_FILES.map((file) => `/${file}`)], exclude: [] },
  null,
  2,
)}\n`;

/** The API route's source (./worker.js), copied as it is. */
export function workerSource(): string {
  return readFileSync(new URL('./worker.js', import.meta.url), 'utf8');
}

/** Kinds of file a shopper's browser fetches; anything else in the upload is refused (and the engine's own files). */
const SHOPPER_FILES = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.avif',
  '.gif',
  '.svg',
  '.ico',
  '.woff',
  '.woff2',
]);

/** Files of the upload that are neither for shoppers nor read by the engine (config, source maps, notes…). */
export function privateFiles(siteDir: string): string[] {
  return readdirSync(siteDir, { recursive: true, encoding: 'utf8', withFileTypes: false })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => !ENGINE_FILES.includes(file))
    .filter((file) => {
      const base = file.split('/').at(-1) ?? '';
      if (base.startsWith('.')) return true;
      const ext = extname(base).toLowerCase();
      return ext !== '' && !SHOPPER_FILES.has(ext);
    })
    .sort();
}

export class DeployBundleError extends Error {
  override name = 'DeployBundleError';
}

/** The script-src sources of a Content-Security-Policy value. */
export function scriptSources(csp: string | undefined): Set<string> {
  const directive = (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  return new Set(directive?.split(/\s+/).slice(1) ?? []);
}

/** Everything the policy would block or the rules get wrong, one line each. */
export function problems(pages: readonly ScannedPage[], headersText: string, redirectsText: string) {
  const found: string[] = [];
  const headerRules = parseHeaders(headersText);
  const redirects = parseRedirects(redirectsText);
  for (const page of pages) {
    const csp = resolveHeaders(headerRules, page.path).get('content-security-policy');
    if (!csp) {
      found.push(`${page.file}: no Content-Security-Policy`);
      continue;
    }
    const allowed = scriptSources(csp);
    for (const script of page.inline) {
      if (!allowed.has(script.hash)) {
        found.push(`${page.file}: inline script ${script.hash} (${script.body.slice(0, 50)}…) is not in its CSP`);
      }
    }
    for (const src of page.external) {
      const sameOrigin = src.startsWith('/') && !src.startsWith('//');
      if (!sameOrigin && ![...allowed].some((source) => source.includes('.') && src.startsWith(source))) {
        found.push(`${page.file}: script ${src} is from a host the CSP does not allow`);
      }
    }
    for (const code of page.blockedInline) found.push(`${page.file}: ${code} is inline code the CSP blocks`);
    if (!['/404', '/500'].includes(page.path)) {
      if (resolveRedirect(redirects, page.path)) found.push(`${page.path}: a canonical address is redirected`);
      for (const form of nonCanonicalForms(page.path)) {
        const target = resolveRedirect(redirects, form);
        if (target?.to !== page.path) found.push(`${form}: goes to ${target?.to ?? '(no redirect)'}, not ${page.path}`);
      }
    }
  }
  for (const problem of engineLimitProblems(headersText, redirectsText)) {
    found.push(
      problem.startsWith('_headers line')
        ? `${problem} (distinct inline scripts: move repeated ones into modules)`
        : problem,
    );
  }
  return found;
}

export type BundleSummary = { pages: number; inlineScripts: number; redirects: number; headerRules: number };

/**
 * Writes dist/<brand>/{_headers,_redirects,_worker.js,_routes.json} and dist/<brand>.nginx.conf;
 * throws DeployBundleError listing every problem.
 */
export function writeDeployBundle(brand: Brand, siteDir = brandDist(brand.key)): BundleSummary {
  const pages = scanSite(siteDir);
  const crawlerFiles = readdirSync(siteDir)
    .filter((file) => file === 'robots.txt' || /^sitemap[\w-]*\.xml$/.test(file))
    .map((file) => `/${file}`)
    .sort();
  const rules = hostRules(brand, pages, crawlerFiles);
  const headersText = renderHeaders(rules);
  const redirectsText = renderRedirects(rules);
  const found = [
    ...problems(pages, headersText, redirectsText),
    ...engineLimitProblems('', '', ROUTES_JSON),
    ...privateFiles(siteDir)
      .filter((file) => file !== 'nginx.conf')
      .map((file) => `${file}: not for shoppers, yet it would be uploaded and published`),
  ];
  if (found.length > 0) {
    throw new DeployBundleError(
      `Brand "${brand.key}": ${found.length} problem(s) with the deploy rules:\n  ${found.slice(0, 20).join('\n  ')}`,
    );
  }
  writeFileSync(join(siteDir, '_headers'), headersText);
  writeFileSync(join(siteDir, '_redirects'), redirectsText);
  writeFileSync(join(siteDir, '_worker.js'), workerSource());
  writeFileSync(join(siteDir, '_routes.json'), ROUTES_JSON);
  // An older build kept its nginx block in the folder, where it would be published.
  rmSync(join(siteDir, 'nginx.conf'), { force: true });
  writeFileSync(brandNginxConf(brand.key), renderNginx(rules, brand));
  return {
    pages: pages.length,
    inlineScripts: new Set(pages.flatMap((page) => page.inline.map((script) => script.hash))).size,
    redirects: rules.redirects.length,
    headerRules: rules.headers.length,
  };
}
