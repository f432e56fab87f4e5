import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlinePageStyles, withInlineStyles } from './inlineStyles.ts';

const page = (...hrefs: string[]) =>
  `<html><head>${hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('<style>a{}</style>')}</head><body></body></html>`;

describe('the checkout’s stylesheets in its own HTML', () => {
  it('replaces each link by the file’s text, in place, and keeps a link it cannot inline', () => {
    const styles: Record<string, string> = { '/_astro/a.css': '.a{color:red}\n', '/_astro/odd.css': 'x{}</style>' };
    const html = withInlineStyles(page('/_astro/a.css', '/_astro/odd.css', '/_astro/gone.css'), (path) => styles[path]);
    expect(html).toBe(
      '<html><head><style>.a{color:red}</style><style>a{}</style><link rel="stylesheet" href="/_astro/odd.css"><style>a{}</style><link rel="stylesheet" href="/_astro/gone.css"></head><body></body></html>',
    );
  });

  it('writes the built checkout only, once', () => {
    const site = mkdtempSync(join(tmpdir(), 'inline-styles-'));
    mkdirSync(join(site, '_astro'));
    mkdirSync(join(site, 'checkout'));
    writeFileSync(join(site, '_astro', 'Checkout.css'), '.c{margin:0}');
    writeFileSync(join(site, 'checkout', 'index.html'), page('/_astro/Checkout.css'));
    writeFileSync(join(site, 'deal.html'), page('/_astro/Checkout.css'));
    expect(inlinePageStyles(site)).toBe(1);
    expect(readFileSync(join(site, 'checkout', 'index.html'), 'utf8')).toContain('<style>.c{margin:0}</style>');
    expect(readFileSync(join(site, 'deal.html'), 'utf8')).toContain(
      '<link rel="stylesheet" href="/_astro/Checkout.css">',
    );
    expect(inlinePageStyles(site)).toBe(0);
  });
});
