import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prefetchCheckoutStyles, stylesheets, withStylePrefetch } from './prefetchStyles.ts';

const page = (...hrefs: string[]) =>
  `<html><head>${hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head><body></body></html>`;

describe('the checkout’s stylesheets prefetched by the pages that speculate on it', () => {
  it('adds only the stylesheets the page does not already have, once', () => {
    const deal = page('/_astro/Shared.css', '/_astro/Deal.css');
    const once = withStylePrefetch(deal, stylesheets(page('/_astro/Shared.css', '/_astro/Checkout.css')));
    expect(once).toContain('<link rel="prefetch" href="/_astro/Checkout.css"></head>');
    expect(once.match(/Shared\.css/g)).toHaveLength(1);
    expect(withStylePrefetch(once, ['/_astro/Checkout.css'])).toBe(once);
  });

  it('writes / and /deal of a built site and leaves a site without a checkout alone', () => {
    const site = mkdtempSync(join(tmpdir(), 'prefetch-styles-'));
    mkdirSync(join(site, 'checkout'));
    writeFileSync(join(site, 'checkout', 'index.html'), page('/_astro/Shared.css', '/_astro/Checkout.css'));
    writeFileSync(join(site, 'deal.html'), page('/_astro/Shared.css'));
    writeFileSync(join(site, 'index.html'), page('/_astro/Shared.css'));
    writeFileSync(join(site, 'apply.html'), page('/_astro/Shared.css'));
    expect(prefetchCheckoutStyles(site)).toBe(2);
    for (const file of ['deal.html', 'index.html']) {
      expect(readFileSync(join(site, file), 'utf8')).toContain('rel="prefetch" href="/_astro/Checkout.css"');
    }
    expect(readFileSync(join(site, 'apply.html'), 'utf8')).not.toContain('prefetch');
    expect(prefetchCheckoutStyles(site)).toBe(0);
    expect(prefetchCheckoutStyles(mkdtempSync(join(tmpdir(), 'prefetch-none-')))).toBe(0);
  });
});
