/**
 * Previews that sell: every template page of every brand names a social preview card
 * of its own brand (og:image under /og/, 1200×630, with its size, type and alt text) and asks for
 * Twitter's large card; hub articles are Open Graph articles. The card is a real PNG in the build
 * of exactly that size (read from its IHDR header) and is served as image/png. The structured
 * data's logo is a square PNG of at least 112 px.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandDist } from '../../build-data/dist.ts';
import { fileForPath, templateOf } from '../../scripts/lib/site-pages.ts';
import { expect, templatePages, test } from './fixtures.ts';
import { decodeEntities } from '../lib/pageHelpers.ts';

/** Width and height from a PNG's IHDR chunk; undefined when the file is not a PNG. */
function pngSize(file: string): { width: number; height: number } | undefined {
  const bytes = readFileSync(file);
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') {
    return undefined;
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Content of each `<meta property|name="…">` in the head. */
function metas(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const found = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\s(?:property|name)="([^"]*)"/.exec(tag)?.[1];
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined && !found.has(key)) found.set(key, decodeEntities(content));
  }
  return found;
}

test(
  'every template page shows a 1200×630 card of its brand, with alt text, as a large Twitter card',
  { tag: '@every-brand' },
  async ({ brand, request }) => {
    const siteDir = brandDist(brand.key);
    const problems: string[] = [];
    const images = new Set<string>();
    for (const path of templatePages(brand.key)) {
      const tags = metas(readFileSync(fileForPath(siteDir, path)!, 'utf8'));
      const image = tags.get('og:image') ?? '';
      if (!image.startsWith(`${brand.baseUrl}/og/`) || !image.endsWith('.png')) {
        problems.push(`${path}: og:image ${image || 'missing'}`);
        continue;
      }
      const file = join(siteDir, new URL(image).pathname);
      const size = existsSync(file) ? pngSize(file) : undefined;
      if (!size) problems.push(`${path}: ${image} is not a PNG in the build`);
      else if (size.width !== 1200 || size.height !== 630) {
        problems.push(`${path}: ${image} is ${size.width}×${size.height}`);
      }
      images.add(new URL(image).pathname);
      if (tags.get('og:image:width') !== '1200' || tags.get('og:image:height') !== '630') {
        problems.push(`${path}: og:image:width/height ${tags.get('og:image:width')}×${tags.get('og:image:height')}`);
      }
      if (tags.get('og:image:type') !== 'image/png')
        problems.push(`${path}: og:image:type ${tags.get('og:image:type')}`);
      const alt = tags.get('og:image:alt') ?? '';
      if (!alt.startsWith(`${brand.appName}: `) || alt.length < brand.appName.length + 10) {
        problems.push(`${path}: og:image:alt "${alt}"`);
      }
      if (tags.get('twitter:card') !== 'summary_large_image')
        problems.push(`${path}: twitter:card ${tags.get('twitter:card')}`);
      const article = templateOf(path) === '/hub/*/' && path !== '/hub/';
      if (tags.get('og:type') !== (article ? 'article' : 'website'))
        problems.push(`${path}: og:type ${tags.get('og:type')}`);
    }
    expect(problems).toEqual([]);
    // Cards differ by template: the home page, a service, the directory and the hub each have their own.
    expect(images.size, [...images].join(', ')).toBeGreaterThanOrEqual(8);
    for (const path of images) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^image\/png/);
    }
  },
);

test(
  'the logo in structured data is a square PNG of at least 112 px, served',
  { tag: '@every-brand' },
  async ({ brand, request }) => {
    const html = readFileSync(fileForPath(brandDist(brand.key), '/')!, 'utf8');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    const logo = organization?.['logo'] as { url: string; width: number; height: number } | undefined;
    expect(logo?.url).toBe(`${brand.baseUrl}/brand/logo.png`);
    const size = pngSize(join(brandDist(brand.key), 'brand', 'logo.png'));
    expect(size).toEqual({ width: logo!.width, height: logo!.height });
    expect(size!.width).toBe(size!.height);
    expect(size!.width).toBeGreaterThanOrEqual(112);
    const response = await request.get('/brand/logo.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/png/);
  },
);
