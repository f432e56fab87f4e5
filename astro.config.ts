import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'astro/config';
import { buildData, prepareBuildData } from './build-data/integration.ts';
import { brandDist, distRoot } from './build-data/dist.ts';
import { brandSite, preparePublicDir } from './src/brand/integration.ts';
import { loadBrand } from './src/brand/load.ts';

// The one place the brand is chosen. scripts/build.ts sets BRAND for each build; every brand
// file is validated here so a broken one stops any build.
const brand = await loadBrand(process.env['BRAND'] ?? 'main');

// Pages that exist for crawlers' sake only as error fallbacks stay out of the sitemap.
const notInSitemap = /\/(404|500)(\.html)?\/?$/;

export default defineConfig({
  site: brand.baseUrl,
  outDir: brandDist(brand.key),
  publicDir: preparePublicDir(brand),
  // Per brand and per dist tree, so parallel builds never share a cache folder.
  cacheDir: process.env['PUBLICWEB_DIST'] ? `${distRoot}/.cache/${brand.key}` : `./node_modules/.astro/${brand.key}`,
  // Pages render a few at a time so one page's file write overlaps the next page's render.
  build: { format: 'preserve', concurrency: 4 },
  // Directory pages return a cacheKey (directory data hash + year); when it and the page's code are
  // unchanged since this brand's last build, Astro copies the previous HTML instead of rendering.
  // PUBLICWEB_FULL_RENDER=1 renders every page (cold-build measurements). See docs/directory.md.
  experimental: { incrementalBuild: process.env['PUBLICWEB_FULL_RENDER'] !== '1' },
  trailingSlash: 'ignore',
  devToolbar: { enabled: false },
  integrations: [
    brandSite(brand),
    // The API snapshot and the location directory as virtual modules (build-data/integration.ts):
    // read from the build-data cache (made there when missing) while this file loads.
    buildData(await prepareBuildData()),
    react(),
    ...(brand.indexable
      ? [
          sitemap({
            filter: (page) => !notInSitemap.test(page),
            // List each page under its canonical address: folder pages (help/index.html) end in a slash.
            serialize(item) {
              const path = new URL(item.url).pathname;
              if (!path.endsWith('/') && existsSync(join(brandDist(brand.key), path, 'index.html'))) item.url += '/';
              return item;
            },
          }),
        ]
      : []),
  ],
  vite: {
    plugins: [vanillaExtractPlugin()],
  },
});
