/**
 * The post-build step: writes a brand's deploy bundle (`_headers`, `_redirects`, `nginx.conf`) at
 * the root of dist/<brand>/ and refuses a build whose pages the policy would break: a script the
 * CSP would block (inline handler, javascript: URL, foreign script, inline script not hashed in
 * its page's policy), a URL form that does not reach its canonical page, or rules over the limits
 * of the hosts that read them.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from '#src/brand/types.ts';
import { brandDist } from '#build-data/dist.ts';
import {
  parseHeaders,
  parseRedirects,
  renderHeaders,
  renderNginx,
  renderRedirects,
  resolveHeaders,
  resolveRedirect,
} from './formats.ts';
import { hostRules, nonCanonicalForms, type HostRules } from './policy.ts';
import { scanSite, type ScannedPage } from './scan.ts';

/** Cloudflare Pages' documented limits (Netlify's are higher). */
export const HOST_LIMITS = { staticRedirects: 2000, dynamicRedirects: 100, headerRules: 100, headerValue: 2000 };

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
export function problems(pages: readonly ScannedPage[], rules: HostRules, headersText: string, redirectsText: string) {
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
  const dynamic = rules.redirects.filter((rule) => rule.from.includes(':')).length;
  const limits: [string, number, number][] = [
    ['static redirects', rules.redirects.length - dynamic, HOST_LIMITS.staticRedirects],
    ['placeholder redirects', dynamic, HOST_LIMITS.dynamicRedirects],
    ['_headers rules', rules.headers.length, HOST_LIMITS.headerRules],
    ...rules.headers.flatMap((rule) =>
      rule.set.map(([name, value]): [string, number, number] => [
        `characters in ${name} of ${rule.path} (distinct inline scripts: move repeated ones into modules)`,
        value.length,
        HOST_LIMITS.headerValue,
      ]),
    ),
  ];
  for (const [what, count, limit] of limits) {
    if (count > limit) found.push(`${count} ${what}: static hosts accept at most ${limit}`);
  }
  return found;
}

export type BundleSummary = { pages: number; inlineScripts: number; redirects: number; headerRules: number };

/** Writes dist/<brand>/{_headers,_redirects,nginx.conf}; throws DeployBundleError listing every problem. */
export function writeDeployBundle(brand: Brand, siteDir = brandDist(brand.key)): BundleSummary {
  const pages = scanSite(siteDir);
  const crawlerFiles = readdirSync(siteDir)
    .filter((file) => file === 'robots.txt' || /^sitemap[\w-]*\.xml$/.test(file))
    .map((file) => `/${file}`)
    .sort();
  const rules = hostRules(brand, pages, crawlerFiles);
  const headersText = renderHeaders(rules);
  const redirectsText = renderRedirects(rules);
  const found = problems(pages, rules, headersText, redirectsText);
  if (found.length > 0) {
    throw new DeployBundleError(
      `Brand "${brand.key}": ${found.length} problem(s) with the deploy rules:\n  ${found.slice(0, 20).join('\n  ')}`,
    );
  }
  writeFileSync(join(siteDir, '_headers'), headersText);
  writeFileSync(join(siteDir, '_redirects'), redirectsText);
  writeFileSync(join(siteDir, 'nginx.conf'), renderNginx(rules, brand));
  return {
    pages: pages.length,
    inlineScripts: new Set(pages.flatMap((page) => page.inline.map((script) => script.hash))).size,
    redirects: rules.redirects.length,
    headerRules: rules.headers.length,
  };
}
