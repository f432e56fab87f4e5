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
import type { ClientGraph } from './clientGraph.ts';

const island = (client: string, component: string) =>
  `<astro-island uid="a" component-url="/_astro/${component}" component-export="default" renderer-url="/_astro/client.js" ssr client="${client}"></astro-island>`;
const page = (...islands: string[]) =>
  `<html><head><title>t</title></head><body>${islands.join('')}<template data-pw-after-paint></template></body></html>`;
/** A client bundle's graph: each chunk's static imports, then its `import()`s (file names under /_astro/). */
const bundle = (chunks: Record<string, [string[], string[]?]>): ClientGraph =>
  new Map(
    Object.entries(chunks).map(([name, [imports, dynamicImports = []]]) => [
      `/_astro/${name}`,
      {
        imports: imports.map((file) => `/_astro/${file}`),
        dynamicImports: dynamicImports.map((file) => `/_astro/${file}`),
      },
    ]),
  );
const graph = bundle({
  'client.js': [['react.js', 'scheduler.js']],
  'availability.js': [['store.js', 'react.js']],
  'PriceCard.js': [['react.js', 'availability.js', 'graphql.js'], ['later.js']],
  'ZipLookup.js': [['Button.js']],
  ...Object.fromEntries(
    ['react.js', 'scheduler.js', 'store.js', 'graphql.js', 'later.js', 'Button.js'].map((leaf) => [leaf, [[]]]),
  ),
});

describe('the deal page’s idle islands’ code asked for from its head', () => {
  it('names the renderer and the idle and load islands with everything they import, never a visible island’s own code or a lazy chunk', () => {
    const deal = page(island('idle', 'PriceCard.js'), island('visible', 'ZipLookup.js'));
    expect(eagerIslandModules(deal, graph)).toEqual([
      '/_astro/client.js',
      '/_astro/react.js',
      '/_astro/scheduler.js',
      '/_astro/PriceCard.js',
      '/_astro/availability.js',
      '/_astro/store.js',
      '/_astro/graphql.js',
    ]);
    expect(eagerIslandModules(page(island('visible', 'ZipLookup.js')), graph)).toEqual([]);
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
    expect([...rendererModules(deal, graph)]).toEqual([
      '/_astro/client.js',
      '/_astro/react.js',
      '/_astro/scheduler.js',
    ]);
    const filled = withModulePreload(deal, eagerIslandModules(deal, graph), rendererModules(deal, graph));
    expect(filled).toContain(
      '<link rel="modulepreload" href="/_astro/client.js"><link rel="modulepreload" href="/_astro/react.js">',
    );
    expect(filled).toContain('<link rel="modulepreload" href="/_astro/PriceCard.js" fetchpriority="low">');
    expect(filled).toContain('<link rel="modulepreload" href="/_astro/graphql.js" fetchpriority="low">');
  });

  it('lists a visibleChain island’s whole import graph on it, once, and leaves other islands alone', () => {
    const deal = page(island('visibleChain', 'ZipLookup.js'), island('visible', 'PriceCard.js'));
    const chained = withChains(deal, graph);
    expect(chained).toContain(
      '<astro-island data-pw-chain="/_astro/client.js /_astro/react.js /_astro/scheduler.js /_astro/ZipLookup.js /_astro/Button.js" uid="a" component-url="/_astro/ZipLookup.js"',
    );
    expect(chained.match(/data-pw-chain/g)).toHaveLength(1);
    expect(withChains(chained, graph)).toBe(chained);
  });

  it('writes the after-paint links into / and /deal only, and the chains into every page with an island seen', () => {
    const site = mkdtempSync(join(tmpdir(), 'preload-islands-'));
    mkdirSync(join(site, 'reviews'));
    const deal = page(island('idle', 'PriceCard.js'), island('visible', 'ZipLookup.js'));
    for (const file of ['deal.html', 'index.html', 'apply.html']) writeFileSync(join(site, file), deal);
    writeFileSync(join(site, 'reviews', 'index.html'), page(island('visibleChain', 'ZipLookup.js')));
    expect(preloadEagerIslands(site, graph)).toBe(3);
    const read = (file: string) => readFileSync(join(site, file), 'utf8');
    expect(read('deal.html')).toContain('rel="modulepreload" href="/_astro/graphql.js" fetchpriority="low"');
    expect(read('deal.html')).toContain('rel="modulepreload" href="/_astro/client.js">');
    expect(read('apply.html')).not.toContain('modulepreload');
    expect(read('reviews/index.html')).toContain('data-pw-chain="/_astro/client.js');
    expect(read('reviews/index.html')).toContain('<template data-pw-after-paint></template>');
    expect(preloadEagerIslands(site, graph)).toBe(0);
  });
});
