import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  eagerIslandModules,
  preloadEagerIslands,
  rendererModules,
  withChains,
  withModulePreload,
} from './preloadIslands.ts';

const island = (client: string, component: string) =>
  `<astro-island uid="a" component-url="/_astro/${component}" component-export="default" renderer-url="/_astro/client.js" ssr client="${client}"></astro-island>`;
const page = (...islands: string[]) =>
  `<html><head><title>t</title></head><body>${islands.join('')}<template data-pw-after-paint></template></body></html>`;
const modules: Record<string, string> = {
  '/_astro/client.js': 'import{t as e}from"./react.js";import"./scheduler.js";',
  '/_astro/availability.js': 'import{t}from"./store.js";import{r}from"./react.js";',
  '/_astro/PriceCard.js':
    'import{t}from"./react.js";import{n}from"./availability.js";var l=()=>import(`./later.js`);import"./graphql.js";',
  '/_astro/ZipLookup.js': 'import{t}from"./Button.js";',
};

describe('the deal page’s idle islands’ code asked for from its head', () => {
  it('names the renderer and the idle and load islands with everything they import, never a visible island’s own code or a lazy chunk', () => {
    const deal = page(island('idle', 'PriceCard.js'), island('visible', 'ZipLookup.js'));
    expect(eagerIslandModules(deal, (path) => modules[path])).toEqual([
      '/_astro/client.js',
      '/_astro/react.js',
      '/_astro/scheduler.js',
      '/_astro/PriceCard.js',
      '/_astro/availability.js',
      '/_astro/store.js',
      '/_astro/graphql.js',
    ]);
    expect(eagerIslandModules(page(island('visible', 'ZipLookup.js')), (path) => modules[path])).toEqual([]);
  });

  it('fills the page’s after-paint template once, and leaves a page without one alone', () => {
    const once = withModulePreload(page(), ['/_astro/client.js']);
    expect(once).toContain(
      '<template data-pw-after-paint><link rel="modulepreload" href="/_astro/client.js"></template>',
    );
    expect(withModulePreload(once, ['/_astro/client.js'])).toBe(once);
    expect(withModulePreload('<html><head></head></html>', ['/_astro/client.js'])).toBe('<html><head></head></html>');
  });

  it('asks for the renderer first: the islands’ own modules at low priority, so a zip field scrolled to meanwhile is not queued behind them', () => {
    const deal = page(island('idle', 'PriceCard.js'));
    const read = (path: string) => modules[path];
    expect([...rendererModules(deal, read)]).toEqual(['/_astro/client.js', '/_astro/react.js', '/_astro/scheduler.js']);
    const filled = withModulePreload(deal, eagerIslandModules(deal, read), rendererModules(deal, read));
    expect(filled).toContain(
      '<link rel="modulepreload" href="/_astro/client.js"><link rel="modulepreload" href="/_astro/react.js">',
    );
    expect(filled).toContain('<link rel="modulepreload" href="/_astro/PriceCard.js" fetchpriority="low">');
    expect(filled).toContain('<link rel="modulepreload" href="/_astro/graphql.js" fetchpriority="low">');
  });

  it('lists a visibleChain island’s whole import graph on it, once, and leaves other islands alone', () => {
    const deal = page(island('visibleChain', 'ZipLookup.js'), island('visible', 'PriceCard.js'));
    const chained = withChains(deal, (path) => modules[path]);
    expect(chained).toContain(
      '<astro-island data-pw-chain="/_astro/client.js /_astro/react.js /_astro/scheduler.js /_astro/ZipLookup.js /_astro/Button.js" uid="a" component-url="/_astro/ZipLookup.js"',
    );
    expect(chained.match(/data-pw-chain/g)).toHaveLength(1);
    expect(withChains(chained, (path) => modules[path])).toBe(chained);
  });

  it('writes the after-paint links into / and /deal only, and the chains into every page with an island seen', () => {
    const site = mkdtempSync(join(tmpdir(), 'preload-islands-'));
    mkdirSync(join(site, '_astro'));
    mkdirSync(join(site, 'reviews'));
    for (const [path, code] of Object.entries(modules)) writeFileSync(join(site, path), code);
    const deal = page(island('idle', 'PriceCard.js'), island('visible', 'ZipLookup.js'));
    for (const file of ['deal.html', 'index.html', 'apply.html']) writeFileSync(join(site, file), deal);
    writeFileSync(join(site, 'reviews', 'index.html'), page(island('visibleChain', 'ZipLookup.js')));
    expect(preloadEagerIslands(site)).toBe(3);
    const read = (file: string) => readFileSync(join(site, file), 'utf8');
    expect(read('deal.html')).toContain('rel="modulepreload" href="/_astro/graphql.js" fetchpriority="low"');
    expect(read('deal.html')).toContain('rel="modulepreload" href="/_astro/client.js">');
    expect(read('apply.html')).not.toContain('modulepreload');
    expect(read('reviews/index.html')).toContain('data-pw-chain="/_astro/client.js');
    expect(read('reviews/index.html')).toContain('<template data-pw-after-paint></template>');
    expect(preloadEagerIslands(site)).toBe(0);
  });
});
