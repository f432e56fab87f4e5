import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'astro/config';
import { brandSite, preparePublicDir } from './src/brand/integration.ts';
import { loadBrand } from './src/brand/load.ts';

// The one place the brand is chosen. scripts/build.ts sets BRAND for each build; every brand
// file is validated here so a broken one stops any build.
const brand = await loadBrand(process.env['BRAND'] ?? 'main');

// Pages that exist for crawlers' sake only as error fallbacks stay out of the sitemap.
const notInSitemap = /\/(404|500)(\.html)?\/?$/;

export default defineConfig({
  site: brand.baseUrl,
  outDir: `./dist/${brand.key}`,
  publicDir: preparePublicDir(brand),
  cacheDir: `./node_modules/.astro/${brand.key}`,
  build: { format: 'preserve' },
  trailingSlash: 'ignore',
  devToolbar: { enabled: false },
  integrations: [
    brandSite(brand),
    react(),
    ...(brand.indexable ? [sitemap({ filter: (page) => !notInSitemap.test(page) })] : []),
  ],
  vite: {
    plugins: [vanillaExtractPlugin()],
  },
});
