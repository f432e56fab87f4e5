/**
 * Creates a starter logo and favicon set for a brand from its name and colours:
 *   brands/assets/logos/<key>.svg
 *   brands/assets/favicons/<key>/{favicon.svg,favicon.ico,apple-touch-icon.png}
 * Existing files are kept unless --force is given. A designer's files can replace them at any time.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { brandsDir, listBrandKeys } from '../src/brand/load.ts';
import type { BrandFile } from '../src/brand/schema.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || (positionals.length === 0 && !values.all)) {
  console.log('Usage: npm run brand:assets -- <brand-key ...|--all> [--force]\n');
  console.log(`Brands: ${listBrandKeys().join(', ')}`);
  process.exit(values.help ? 0 : 1);
}

// Simple marks drawn on a 32x32 grid; a brand gets one by its key so the choice is stable.
const marks = [
  'M16 5 27 14.5V27h-8v-7.5h-6V27H5V14.5Z',
  'M16 3c1.2 8.3 4.5 11.6 13 13-8.5 1.4-11.8 4.7-13 13-1.2-8.3-4.5-11.6-13-13 8.5-1.4 11.8-4.7 13-13Z',
  'M16 3s-9.5 10.6-9.5 17.2a9.5 9.5 0 0 0 19 0C25.5 13.6 16 3 16 3Z',
  'M5 27C5 12.5 13.5 5 27 5c0 13.5-7.5 22-22 22Zm0 0 11-11',
];

function pick(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return marks[hash % marks.length] ?? marks[0]!;
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function markSvg(key: string, fill: string, stroke: string): string {
  return `<path d="${pick(key)}" fill="${fill}" stroke="${stroke}" stroke-width="1.5" stroke-linejoin="round"/>`;
}

function logoSvg(key: string, brand: BrandFile): string {
  const { brand: colour, onBrand } = brand.theme.color;
  const textWidth = Math.round(brand.appName.length * 14.5);
  const width = 48 + textWidth;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" role="img" aria-label="${escapeXml(brand.appName)}">
  <rect x="0" y="2" width="36" height="36" rx="9" fill="${colour}"/>
  <g transform="translate(2 4)">${markSvg(key, onBrand, onBrand)}</g>
  <text x="46" y="28" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs" fill="${colour}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="23" font-weight="700">${escapeXml(brand.appName)}</text>
</svg>
`;
}

function faviconSvg(key: string, brand: BrandFile): string {
  const { brand: colour, onBrand } = brand.theme.color;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${colour}"/><g transform="translate(3 3) scale(.8125)">${markSvg(key, onBrand, onBrand)}</g></svg>
`;
}

/** An .ico file whose images are PNGs (supported by every browser since IE Vista era). */
async function icoFromSvg(svg: string, sizes: number[]): Promise<Buffer> {
  const images = await Promise.all(sizes.map((size) => sharp(Buffer.from(svg)).resize(size, size).png().toBuffer()));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((png, index) => {
    const size = sizes[index] ?? 0;
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images]);
}

const keys = values.all ? listBrandKeys() : positionals;
for (const key of keys) {
  const file = join(brandsDir, `${key}.ts`);
  if (!existsSync(file)) {
    console.error(`No brand file ${file}. Known brands: ${listBrandKeys().join(', ')}`);
    process.exit(1);
  }
  const brand = ((await import(pathToFileURL(file).href)) as { default: BrandFile }).default;
  const write = (path: string, data: string | Buffer) => {
    if (existsSync(path) && !values.force) return console.log(`kept    ${path}`);
    writeFileSync(path, data);
    console.log(`wrote   ${path}`);
  };
  mkdirSync(join(brandsDir, 'assets', 'logos'), { recursive: true });
  const favicons = join(brandsDir, 'assets', 'favicons', key);
  mkdirSync(favicons, { recursive: true });
  write(join(brandsDir, 'assets', 'logos', `${key}.svg`), logoSvg(key, brand));
  const icon = faviconSvg(key, brand);
  write(join(favicons, 'favicon.svg'), icon);
  write(join(favicons, 'favicon.ico'), await icoFromSvg(icon, [16, 32, 48]));
  write(
    join(favicons, 'apple-touch-icon.png'),
    await sharp(Buffer.from(icon)).resize(180, 180).flatten({ background: brand.theme.color.brand }).png().toBuffer(),
  );
}
