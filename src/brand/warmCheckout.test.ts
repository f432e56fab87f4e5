import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutModules, warmCheckout, withCheckoutWarmup } from './warmCheckout.ts';
import type { ClientGraph } from './clientGraph.ts';

const checkout =
  '<html><body><astro-island uid="a" component-url="/_astro/Checkout.js" renderer-url="/_astro/client.js" ssr client="loadApart"></astro-island>' +
  '<astro-island uid="b" component-url="/_astro/Later.js" renderer-url="/_astro/client.js" ssr client="visible"></astro-island></body></html>';
/** A client bundle's graph: each chunk's static imports, then its `import()`s (file names under /_astro/). */
const graph: ClientGraph = new Map(
  Object.entries<[string[], string[]?]>({
    'client.js': [['react.js']],
    'Checkout.js': [['react.js', 'api.js', 'Checkout.css.js'], ['OptionStep.js']],
    'api.js': [['preload-helper.js'], ['calls.Ab_1.js']],
    'calls.Ab_1.js': [['graphql.js']],
    'Later.js': [['never.js']],
    ...Object.fromEntries(
      ['react.js', 'preload-helper.js', 'Checkout.css.js', 'OptionStep.js', 'graphql.js', 'never.js'].map((leaf) => [
        leaf,
        [[]],
      ]),
    ),
  }).map(([name, [imports, dynamicImports = []]]) => [
    `/_astro/${name}`,
    {
      imports: imports.map((file) => `/_astro/${file}`),
      dynamicImports: dynamicImports.map((file) => `/_astro/${file}`),
    },
  ]),
);
const deal = (filled = '') =>
  `<html><head></head><body><a href="/checkout/?hours=3">Buy</a><template data-pw-intent="a[href^=&quot;/checkout/&quot;]" data-pw-checkout-code>${filled}</template></body></html>`;

describe('the checkout’s code preloaded from the deal page on intent', () => {
  it('names the checkout’s load island with its renderer and imports, and the lazy calls chunk with its own, never a later step or a visible island', () => {
    expect(checkoutModules(checkout, graph)).toEqual([
      '/_astro/client.js',
      '/_astro/react.js',
      '/_astro/Checkout.js',
      '/_astro/api.js',
      '/_astro/preload-helper.js',
      '/_astro/Checkout.css.js',
      '/_astro/calls.Ab_1.js',
      '/_astro/graphql.js',
    ]);
  });

  it('fails the build when the checkout no longer imports a module it is told to warm', () => {
    expect(() => checkoutModules(checkout, graph, ['purchase'])).toThrow(/no lazy module named purchase/);
  });

  it('fills the empty template once with links (no script, so no stylesheet of the checkout is linked)', () => {
    const once = withCheckoutWarmup(deal(), ['/_astro/client.js', '/_astro/Checkout.js']);
    expect(once).toBe(
      deal('<link rel="modulepreload" href="/_astro/client.js"><link rel="modulepreload" href="/_astro/Checkout.js">'),
    );
    expect(withCheckoutWarmup(once, ['/_astro/other.js'])).toBe(once);
    expect(withCheckoutWarmup('<html></html>', ['/_astro/client.js'])).toBe('<html></html>');
  });

  it('writes / and /deal of a built site, and nothing else', () => {
    const site = mkdtempSync(join(tmpdir(), 'warm-checkout-'));
    mkdirSync(join(site, 'checkout'));
    writeFileSync(join(site, 'checkout', 'index.html'), checkout);
    for (const file of ['deal.html', 'index.html', 'apply.html']) writeFileSync(join(site, file), deal());
    expect(warmCheckout(site, graph)).toBe(2);
    expect(readFileSync(join(site, 'deal.html'), 'utf8')).toContain('rel="modulepreload" href="/_astro/calls.Ab_1.js"');
    expect(readFileSync(join(site, 'apply.html'), 'utf8')).not.toContain('modulepreload');
    expect(warmCheckout(site, graph)).toBe(0);
  });
});
