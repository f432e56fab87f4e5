/**
 * One brand's built site read once (./site.test.ts runs it for every brand in a worker pool): every
 * page is read and parsed a single time, and every check that reads files is answered from that
 * parse. The result is plain data (problems per check, the main text of the pages offered to search
 * as hashed 5-grams, the city-page figures), so it crosses from the worker thread as it is.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandDist, buildDataDir } from '../../build-data/dist.ts';
import { scriptSources } from '../../scripts/lib/deploy/bundle.ts';
import { parseHeaders, resolveHeaders } from '../../scripts/lib/deploy/formats.ts';
import { scanHtml } from '../../scripts/lib/deploy/scan.ts';
import { fileForPath, sitePaths } from '../../scripts/lib/site-pages.ts';
import { loadAllBrands } from '../../src/brand/load.ts';
import { policyFor } from '../../src/brand/search.ts';
import { sharedAreaOf } from '../../src/copy/collections.ts';
import type { Brand } from '../../src/brand/types.ts';
import { measureSimilarity, sampleServedCities, type SimilarityFigures } from '../lib/citySimilarity.ts';
import { mainText, shingles, withoutNames } from '../lib/mainText.ts';
import { REDIRECT_PAGES, templatePagesOf } from '../lib/pageHelpers.ts';
import {
  checkHead,
  checkIslands,
  checkLinks,
  checkReset,
  checkSitemap,
  checkStyles,
  unreachable,
} from './siteRules.ts';
import { parsePage, type ParsedPage } from './parsePage.ts';
import { cardClaims, claimProblems, offerClaims, pageBlocks, summarize, type OfferClaims } from './claims.ts';
import { unusedStylesheets } from './usedStyles.ts';

export const CHECKS = [
  'leaks',
  'csp',
  'links',
  'reachable',
  'head',
  'sitemap',
  'styles',
  'reset',
  'unusedStyles',
  'islands',
  'claims',
] as const;
export type Check = (typeof CHECKS)[number];

export type BrandSiteReport = {
  key: string;
  pages: number;
  /** Files read for the leak check besides pages (stylesheets and scripts). */
  assets: number;
  problems: Record<Check, string[]>;
  /** Pages offered to search (no noindex, canonical to themselves): hashed word 5-grams of `<main>`. */
  offered: { path: string; grams: Uint32Array }[];
  /** The served city pages' figures, for the brand asked for them (main). */
  cities?: (SimilarityFigures & { sampled: number }) | undefined;
};

/** 32-bit FNV-1a: 5-grams as numbers, so a brand's thousands of pages cross threads in megabytes. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Another brand's name, domain and the colours of its theme this brand does not share. */
function foreignMarks(brand: Brand, others: Brand[]) {
  const own = new Set(Object.values(brand.theme.color).map((c) => c.toLowerCase()));
  return others.map((other) => ({
    other,
    colours: Object.values(other.theme.color)
      .map((c) => c.toLowerCase())
      .filter((c) => !own.has(c)),
  }));
}

/** Other brands' names, domains or colours in one file a visitor receives (template pages and assets). */
function marksIn(name: string, text: string, marks: ReturnType<typeof foreignMarks>): string[] {
  const found: string[] = [];
  const lower = text.toLowerCase();
  for (const { other, colours } of marks) {
    if (text.includes(other.appName) || text.includes(other.appName.replaceAll('&', '&amp;')))
      found.push(`${other.appName} in ${name}`);
    if (text.includes(other.domain)) found.push(`${other.domain} in ${name}`);
    for (const colour of colours) if (lower.includes(colour)) found.push(`${other.key} colour ${colour} in ${name}`);
  }
  return found;
}

type Pass = {
  pages: Map<string, ParsedPage>;
  offered: BrandSiteReport['offered'];
  leaks: string[];
  csp: string[];
  unusedStyles: string[];
  /** Claims the brand's offers or the page's place do not bear out, with the pages that state each. */
  claims: Map<string, { path: string; sentence: string }[]>;
};

/** Reads every page once: the per-page rules (leaks, CSP hashes) here, the parse kept for the rest. */
function readPages(siteDir: string, paths: string[], brand: Brand, others: Brand[]): Pass {
  const pass: Pass = { pages: new Map(), offered: [], leaks: [], csp: [], unusedStyles: [], claims: new Map() };
  const offers: OfferClaims = offerClaims(brand.experiments?.['voucherOption']);
  const stylesheetClasses = new Map<string, Set<string>>();
  const headerRules = parseHeaders(readFileSync(join(siteDir, '_headers'), 'utf8'));
  const allowedByPolicy = new Map<string, Set<string>>();
  const foreign = others.flatMap((other) => [other.appName.replaceAll('&', '&amp;'), other.domain]);
  const templates = new Set(templatePagesOf(paths));
  const marks = foreignMarks(brand, others);
  const names = [brand, ...others].flatMap((b) => [b.appName, b.domain]);
  for (const path of paths) {
    const html = readFileSync(fileForPath(siteDir, path)!, 'utf8');
    // A canonical link to the page's owner under the brand's search policy names the owner on purpose.
    const area = sharedAreaOf(path);
    const owner = area && policyFor(brand.searchPolicy, area);
    const checked =
      owner && owner.mode === 'canonical'
        ? html.replace(`<link rel="canonical" href="${owner.baseUrl}${path}">`, '')
        : html;
    for (const name of foreign) if (checked.includes(name)) pass.leaks.push(`${name} on ${path}`);
    if (templates.has(path)) pass.leaks.push(...marksIn(path, html, marks));
    // Every page of a template links the same stylesheets (checkStyles): one page each is judged.
    if (templates.has(path)) pass.unusedStyles.push(...unusedStylesheets(siteDir, path, html, stylesheetClasses));
    for (const { sentence, why } of claimProblems(pageBlocks(html, offers), offers)) {
      const kind = why.replace(/\(\$[^)]*\/hour\)/g, '(the rates)');
      pass.claims.set(kind, [...(pass.claims.get(kind) ?? []), { path, sentence }]);
    }
    const page = parsePage(path, html, brand);
    pass.pages.set(path, page);
    if (brand.indexable && !page.noindex && page.canonicals[0] === `${brand.baseUrl}${path}`) {
      const grams = [...shingles(withoutNames(mainText(html), names))].map(hash);
      pass.offered.push({ path, grams: Uint32Array.from(new Set(grams)) });
    }
    // Every inline script is hashed in the policy this page is served with (_headers).
    const policy = resolveHeaders(headerRules, path).get('content-security-policy');
    const allowed = policy === undefined ? new Set<string>() : (allowedByPolicy.get(policy) ?? scriptSources(policy));
    if (policy !== undefined) allowedByPolicy.set(policy, allowed);
    const scripts = scanHtml(html);
    for (const script of scripts.inline) if (!allowed.has(script.hash)) pass.csp.push(`${path} ${script.hash}`);
    pass.csp.push(...scripts.blockedInline.map((code) => `${path} ${code}`));
  }
  return pass;
}

/** The stylesheets and scripts the brand ships (the islands render from those) checked for other brands' marks. */
function assetLeaks(siteDir: string, brand: Brand, others: Brand[]): { files: number; leaks: string[] } {
  const assets = join(siteDir, '_astro');
  const files = readdirSync(assets).filter((name) => /\.(css|js)$/.test(name));
  const marks = foreignMarks(brand, others);
  const leaks = files.flatMap((name) => marksIn(`/_astro/${name}`, readFileSync(join(assets, name), 'utf8'), marks));
  return { files: files.length, leaks };
}

function cityFigures(siteDir: string, names: string[]): BrandSiteReport['cities'] {
  if (!existsSync(join(buildDataDir, 'city-facts.json'))) return undefined;
  const { samples, served } = sampleServedCities(siteDir, buildDataDir, 300);
  return { ...measureSimilarity(samples, names, served, 0.2), sampled: samples.length };
}

/** Reads brand `key`'s built site once and answers every file-reading check; `cities` adds the city figures. */
export async function readBrandSite(key: string, options: { cities?: boolean } = {}): Promise<BrandSiteReport> {
  const all = await loadAllBrands();
  const brand = all.get(key)!;
  const others = [...all.values()].filter((other) => other.key !== key);
  const siteDir = brandDist(key);
  const paths = sitePaths(siteDir);
  const pass = readPages(siteDir, paths, brand, others);
  const assets = assetLeaks(siteDir, brand, others);
  const links = checkLinks(siteDir, paths, pass.pages);
  return {
    key,
    pages: paths.length,
    assets: assets.files,
    problems: {
      leaks: [...pass.leaks, ...assets.leaks],
      csp: pass.csp,
      links: links.problems,
      reachable: unreachable(paths, links.edges, REDIRECT_PAGES),
      head: checkHead(brand, pass.pages, REDIRECT_PAGES),
      sitemap: checkSitemap(siteDir, brand, paths, pass.pages),
      styles: checkStyles(pass.pages),
      reset: checkReset(siteDir, pass.pages),
      unusedStyles: pass.unusedStyles,
      islands: checkIslands(pass.pages),
      claims: [...summarize(pass.claims), ...(await cardClaims(brand))],
    },
    offered: pass.offered,
    ...(options.cities
      ? {
          cities: cityFigures(
            siteDir,
            [brand, ...others].flatMap((b) => [b.appName, b.domain]),
          ),
        }
      : {}),
  };
}
