/**
 * The brand's raster images, drawn at build time with sharp (Node only):
 *   /brand/logo.png   512×512 square logo (the brand's favicon mark): Organization.logo in
 *                     structured data (Google wants a raster logo of at least 112×112 px).
 *   /og/<key>.png     1200×630 social preview cards, one per template (src/lib/ogImage.ts).
 * Each image is rendered once per distinct content: PNGs are cached under
 * node_modules/.publicweb/images/ by a hash of their SVG source, so an unchanged brand's rebuild
 * renders nothing and parallel brand builds never render the same file twice.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync, copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ogCards, ogImagePath, ogImageSvg, OG_IMAGE_SIZE, SQUARE_LOGO_SIZE, type CardService } from '../lib/ogImage.ts';
import { brandOfferRange } from '../catalog/priceRange.ts';
import { brandsDir } from './load.ts';
import { LOGO_PNG_PATH } from './paths.ts';
import type { Brand } from './types.ts';

const cacheDir = fileURLToPath(new URL('../../node_modules/.publicweb/images/', import.meta.url));

/** Part of the cache key: change it when the rendering or PNG settings change. */
const ENCODING = 'png-rgb-1';

type Job = { path: string; svg: string; width: number; height: number };

/**
 * The images a brand's build publishes (site path, SVG source, pixel size). `services` are the
 * service pages' cards (src/data/services.ts, read by astro.config.ts: site data sits above the
 * brand configs, so it is handed down, not imported here).
 */
export function brandImageJobs(brand: Brand, services: readonly CardService[]): Job[] {
  const mark = readFileSync(join(brandsDir, 'assets', 'favicons', brand.faviconKey, 'favicon.svg'), 'utf8');
  const { color, font } = brand.theme;
  const theme = {
    brand: color.brand,
    brandStrong: color.brandStrong,
    onBrand: color.onBrand,
    emphasis: color.emphasis,
    onEmphasis: color.onEmphasis,
    headingFont: font.heading,
  };
  return [
    { path: LOGO_PNG_PATH, svg: mark, width: SQUARE_LOGO_SIZE, height: SQUARE_LOGO_SIZE },
    ...ogCards(brand.appName, services, brandOfferRange(brand.experiments?.['voucherOption'])).map((card) => ({
      path: ogImagePath(card),
      svg: ogImageSvg(card, brand.appName, theme, mark),
      ...OG_IMAGE_SIZE,
    })),
  ];
}

async function render(job: Job): Promise<string> {
  const hash = createHash('sha256')
    .update(`${ENCODING}\n${job.width}x${job.height}\n${job.svg}`)
    .digest('hex')
    .slice(0, 20);
  const cached = join(cacheDir, `${hash}.png`);
  if (existsSync(cached)) return cached;
  const png = await sharp(Buffer.from(job.svg), { density: 72 })
    .flatten({ background: '#ffffff' })
    .resize(job.width, job.height, { fit: 'fill' })
    // Full-colour PNG at the default compression: a sixth of the time of a palette PNG (about 40 ms
    // a card on this machine), 30–60 KB a card; the cache makes it a one-off per card anyway.
    .png()
    .toBuffer();
  mkdirSync(cacheDir, { recursive: true });
  // Written under a temporary name and renamed, so a parallel build never reads half a file.
  const temporary = `${cached}.${process.pid}.tmp`;
  writeFileSync(temporary, png);
  renameSync(temporary, cached);
  return cached;
}

/** Renders (or reuses) every image of the brand and copies them into `siteDir` at their site paths. */
export async function writeBrandImages(
  brand: Brand,
  services: readonly CardService[],
  siteDir: string,
): Promise<number> {
  const jobs = brandImageJobs(brand, services);
  const files = await Promise.all(jobs.map(render));
  jobs.forEach((job, index) => {
    const target = join(siteDir, job.path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(files[index]!, target);
  });
  return jobs.length;
}
