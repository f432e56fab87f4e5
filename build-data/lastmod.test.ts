/**
 * Sitemap dates come from the content's last change, recorded beside the sources: not from the
 * clock, and a one-word edit re-dates only the page that shows the word.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitEpoch, ensureSourceDateEpoch } from './sourceDate.ts';
import { contentHash, readRecord, sourceDay, stampSitemaps } from './lastmod.ts';
import { sourceYear } from '#src/lib/sourceDate.ts';

let site: string;
let record: string;
const SITEMAP = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset>${urls.map((u) => `<url><loc>https://x.example${u}</loc><lastmod>2099-01-01T00:00:00.000Z</lastmod></url>`).join('')}</urlset>`;

beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'publicweb-lastmod-'));
  record = join(site, 'record.tsv');
  writeFileSync(join(site, 'index.html'), '<p>Home <script src="/_astro/a.111.js"></script></p>');
  writeFileSync(join(site, 'deal.html'), '<p>Deal: sparkling homes</p>');
  writeFileSync(join(site, 'sitemap-0.xml'), SITEMAP(['/', '/deal']));
  writeFileSync(
    join(site, 'sitemap-index.xml'),
    '<sitemapindex><sitemap><loc>https://x.example/sitemap-0.xml</loc><lastmod>2099-01-01</lastmod></sitemap></sitemapindex>',
  );
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

const lastmods = () =>
  [...readFileSync(join(site, 'sitemap-0.xml'), 'utf8').matchAll(/<lastmod>([^<]+)</g)].map((m) => m[1]);

describe('sitemap lastmod', () => {
  it('dates new pages by the source date, then keeps each date while the content stays the same', () => {
    expect(stampSitemaps('t', site, '2026-11-02', { read: record, write: record })).toEqual({ changed: 2 });
    expect(lastmods()).toEqual(['2026-11-02', '2026-11-02']);
    // A later build of other sources (another commit, another day): nothing on these pages changed.
    writeFileSync(join(site, 'sitemap-0.xml'), SITEMAP(['/', '/deal']));
    expect(stampSitemaps('t', site, '2026-12-24', { read: record, write: record })).toEqual({ changed: 0 });
    expect(lastmods()).toEqual(['2026-11-02', '2026-11-02']);
    expect(readFileSync(join(site, 'sitemap-index.xml'), 'utf8')).toContain('<lastmod>2026-11-02</lastmod>');
  });

  it('re-dates only the page whose words changed; a new asset name alone dates nothing', () => {
    stampSitemaps('t', site, '2026-11-02', { read: record, write: record });
    writeFileSync(join(site, 'deal.html'), '<p>Deal: spotless homes</p>');
    writeFileSync(join(site, 'index.html'), '<p>Home <script src="/_astro/a.222.js"></script></p>');
    writeFileSync(join(site, 'sitemap-0.xml'), SITEMAP(['/', '/deal']));
    expect(stampSitemaps('t', site, '2026-12-24', { read: record, write: record })).toEqual({ changed: 1 });
    expect(lastmods()).toEqual(['2026-11-02', '2026-12-24']);
    expect(readRecord(record).get('/deal')?.day).toBe('2026-12-24');
    expect(readFileSync(join(site, 'sitemap-index.xml'), 'utf8')).toContain('<lastmod>2026-12-24</lastmod>');
    expect(contentHash('<a href="/_astro/x.1.css">')).toBe(contentHash('<a href="/_astro/x.2.css">'));
  });

  it('a change of code alone (an inline script, a style, a class name, an island id or chain, a preloaded file) dates no page; structured data does', () => {
    const page = (script: string, style: string, className: string, data: string) =>
      `<head><script>${script}</script><style>${style}</style>` +
      `<script type="application/ld+json">${data}</script>${script === 'a()' ? '' : '<link rel="modulepreload" href="/_astro/b.js">'}</head>` +
      `<p class="${className}">Deal</p><astro-island uid="${className}" data-pw-chain="${script}" component-url="/_astro/A.${className}.js">`;
    const first = contentHash(page('a()', 'p{}', 'x_1', '{"price":49}'));
    expect(contentHash(page('b()', 'p{color:red}', 'x_2', '{"price":49}'))).toBe(first);
    expect(contentHash(page('a()', 'p{}', 'x_1', '{"price":39}'))).not.toBe(first);
    expect(contentHash(page('a()', 'p{}', 'x_1', '{"price":49}').replace('Deal', 'Deals'))).not.toBe(first);
  });
});

describe('the source date', () => {
  it('is the environment’s SOURCE_DATE_EPOCH, else the commit’s date, never the clock', () => {
    expect(sourceYear({ SOURCE_DATE_EPOCH: String(Date.UTC(2031, 5, 1) / 1000) })).toBe(2031);
    expect(sourceDay({ SOURCE_DATE_EPOCH: '1792800000' })).toBe('2026-10-24');
    const env: NodeJS.ProcessEnv = {};
    const epoch = ensureSourceDateEpoch(env, '2026-10-31');
    expect(epoch).toBe(String(commitEpoch()));
    expect(ensureSourceDateEpoch({ SOURCE_DATE_EPOCH: '5' }, '2026-10-31')).toBe('5');
  });
});
