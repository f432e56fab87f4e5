/**
 * The preview of what is being typed (./draft.ts): a draft is checked like a save and never written
 * (./files.ts), and its words reach the page the preview serves (./preview.ts), scripts untouched.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseContentFile } from '../../src/copy/content.ts';
import { listBrandKeys } from '../../src/brand/load.ts';
import { applyDraft, draftOf, type Replacement } from './draft.ts';
import { createFileApi } from './files.ts';
import { createPreview, scrollKeeper } from './preview.ts';

const REVIEWS = 'src/content/pages/reviews.yaml';
const reviews = () => parseContentFile(join(process.cwd(), REVIEWS)).data;

describe('the words being typed', () => {
  it('are matched between their placeholders; a placeholder added shows after Publish', () => {
    const draft = draftOf(
      { button: 'Get your first cleaning for {price}', heading: '{brand} reviews', faq: [{ q: 'Is it safe?' }] },
      { button: 'Book a first cleaning for {price}', heading: '{brand} reviews {price}', faq: [{ q: 'Is it safe?' }] },
    );
    expect(draft.replacements).toEqual([['Get your first cleaning for', 'Book a first cleaning for']]);
    expect(draft.later).toEqual(['heading']);
  });

  it('replace the page’s text as it is escaped, once, and leave its scripts as built', () => {
    const html =
      '<title>Tom&#39;s &amp; Co</title><a>Get your first cleaning for $19</a>' +
      '<script>document.title = "Get your first cleaning for";</script>';
    const replacements: Replacement[] = [
      ["Tom's & Co", 'Tom’s <Co>'],
      ['Get your first cleaning for', 'Get your first cleaning for, and more, for'],
    ];
    expect(applyDraft(html, replacements)).toBe(
      '<title>Tom’s &lt;Co&gt;</title><a>Get your first cleaning for, and more, for $19</a>' +
        '<script>document.title = "Get your first cleaning for";</script>',
    );
  });
});

describe('a draft sent by the preview pane', () => {
  const api = createFileApi({ repoRoot: process.cwd(), brandKeys: listBrandKeys() });
  const preview = (data: Record<string, unknown>) =>
    api({ action: 'previewDraft', params: { path: REVIEWS, data } }) as Promise<{
      status: number;
      body: { replacements?: Replacement[]; problem?: string; field?: string };
    }>;

  it('is checked like a save and answers the words to put in place, writing nothing', async () => {
    const saved = readFileSync(REVIEWS, 'utf8');
    const answer = await preview({ ...reviews(), count: 'From {reviewCount} reviews by people who had a cleaning.' });
    expect(answer.body.replacements).toEqual([
      ['reviews by customers who booked a cleaning.', 'reviews by people who had a cleaning.'],
    ]);
    expect(readFileSync(REVIEWS, 'utf8')).toBe(saved);
  });

  it('that the build would refuse is not shown, with the build’s reason and its field', async () => {
    const answer = await preview({ ...reviews(), ctaButton: 'See the $19 offer' });
    expect(answer.status).toBe(200);
    expect(answer.body.replacements).toBeUndefined();
    expect(answer.body.problem).toMatch(/^Not shown: the build would refuse it\. .*states an amount by hand/);
    expect(answer.body.field).toBe('ctaButton');
  });
});

describe('the preview’s served page', () => {
  const dist = mkdtempSync(join(tmpdir(), 'draft-preview-'));
  const site = join(dist, 'main');
  mkdirSync(site, { recursive: true });
  const page = '<!doctype html><h1>Customer reviews</h1><script>console.log("Customer reviews")</script>';
  writeFileSync(join(site, 'index.html'), page);
  writeFileSync(join(site, '404.html'), '<h1>Not found</h1>');
  writeFileSync(join(site, '_redirects'), '');
  // Over a kilobyte: serve.ts compresses a page that long when the browser asks for gzip.
  const kept = `<h1>Reviews</h1><p>${'Spotless, on time and friendly. '.repeat(40)}</p>`;
  writeFileSync(join(site, 'kept.html'), `<!doctype html><body>${kept}</body>`);
  writeFileSync(
    join(site, '_headers'),
    "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: script-src 'self'; frame-ancestors 'none'\n",
  );
  // No src/content/ there: the build is never older than the content, so no build starts.
  const previews = createPreview({
    repoRoot: dist,
    distRoot: dist,
    editorOrigin: 'http://127.0.0.1:1',
    host: '127.0.0.1',
  });
  afterAll(() => {
    previews.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('shows the draft’s words until the next build, and the built words without one', async () => {
    const { url } = await previews.status('main');
    previews.setDraft('main', [['Customer reviews', 'What our customers say']]);
    expect(await (await fetch(`${url!}/`)).text()).toBe(
      '<!doctype html><h1>What our customers say</h1><script>console.log("Customer reviews")</script>',
    );
    previews.setDraft('main', []);
    expect(await (await fetch(`${url!}/`)).text()).toBe(page);
  });

  it('keeps the reader’s place: each page carries the scroll keeper, allowed by its CSP, gzip asked or not', async () => {
    const { url } = await previews.status('main');
    const keeper = scrollKeeper('http://127.0.0.1:1');
    previews.setDraft('main', [['Reviews', 'Customer reviews']]);
    // The browser asks for gzip: the page is rewritten all the same, never sent as broken bytes.
    const answer = await fetch(`${url!}/kept`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await answer.text()).toBe(
      `<!doctype html><body>${kept.replace('Reviews', 'Customer reviews')}<script>${keeper.script}</script></body>`,
    );
    expect(answer.headers.get('content-security-policy')).toBe(
      `script-src 'self' ${keeper.hash}; frame-ancestors http://127.0.0.1:1`,
    );
  });
});
