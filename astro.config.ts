import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'astro/config';
import type { Plugin } from 'vite';
import { assetLayoutGuard } from './build-data/assetLayout.ts';
import { buildData, prepareBuildData } from './build-data/integration.ts';
import { ensureSourceDateEpoch } from './build-data/sourceDate.ts';
import { brandDist, distRoot } from './build-data/dist.ts';
import { wholePages } from './build-data/pageWrites.ts';
import { brandSite, preparePublicDir } from './src/brand/integration.ts';
import { servicePages } from './src/data/services.ts';
import { loadBrand } from './src/brand/load.ts';

// The one place the brand is chosen. scripts/build.ts sets BRAND for each build; every brand
// file is validated here so a broken one stops any build.
const brand = await loadBrand(process.env['BRAND'] ?? 'main');

const data = await prepareBuildData();
// The footer's year and every other date a page shows come from the sources, not the clock
// (src/lib/sourceDate.ts); scripts/build.ts sets it already, `astro build` alone sets it here.
ensureSourceDateEpoch(process.env, data['virtual:publicweb/api-snapshot'].takenAt);

/**
 * Whether a built page stays out of the sitemap: it asks search engines not to index it (error
 * pages, /deal, /checkout/, places not served yet, shared pages the brand's search policy keeps
 * out) or names another brand's copy as canonical. Read from the page's own head, so the sitemap
 * always equals the pages this brand owns in search.
 */
function builtPageLeavesSitemap(url: string): boolean {
  const path = decodeURIComponent(new URL(url).pathname);
  const dir = brandDist(brand.key);
  const file = [
    path.endsWith('/') ? join(dir, path, 'index.html') : join(dir, `${path}.html`),
    join(dir, path, 'index.html'),
  ].find((candidate) => existsSync(candidate));
  if (!file) return false;
  const head = Buffer.alloc(4096);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    const text = head.toString('utf8', 0, read);
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(text)?.[1];
    return (
      /<meta name="robots" content="[^"]*noindex/.test(text) ||
      (canonical !== undefined && !canonical.startsWith(`${brand.baseUrl}/`))
    );
  } finally {
    closeSync(fd);
  }
}

/**
 * The one placeholder fill (src/copy/fill.ts) goes in React's chunk, which every page with an
 * island loads: a few dozen bytes there rather than a chunk of its own (one more request on the
 * first load of every page whose islands fill a sentence). Browser code only.
 */
function fillInReactChunk(): Plugin {
  return {
    name: 'publicweb:fill-in-react-chunk',
    configEnvironment(name) {
      if (name !== 'client') return;
      const test =
        /[\\/](node_modules[\\/]react[\\/](index\.js|cjs[\\/]react\.production\.js)|src[\\/]copy[\\/]fill\.ts)$/;
      return {
        build: {
          rolldownOptions: {
            // Required by includeDependenciesRecursively: false (an island's entry may export more).
            preserveEntrySignatures: 'allow-extension',
            output: { codeSplitting: { groups: [{ name: 'react', test, includeDependenciesRecursively: false }] } },
          },
        },
      };
    },
  };
}

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
    // Pages are written atomically (the incremental cache is shared by hard-linked checkouts) and
    // the build fails on an empty or cut-off page (build-data/pageWrites.ts).
    wholePages(),
    // A change in which files hold the site's CSS and JS drops the cache (build-data/assetLayout.ts).
    assetLayoutGuard(),
    brandSite(brand, servicePages(brand.appName, brand.key)),
    // The API snapshot and the location directory as virtual modules (build-data/integration.ts):
    // read from the build-data cache (made there when missing) while this file loads.
    buildData(data),
    react(),
    ...(brand.indexable
      ? [
          sitemap({
            filter: (page) => !builtPageLeavesSitemap(page),
            // The data's own date; scripts/build.ts then dates each page by its content's last
            // change (build-data/lastmod.ts).
            lastmod: new Date(`${data['virtual:publicweb/api-snapshot'].takenAt}T00:00:00Z`),
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
    plugins: [vanillaExtractPlugin(), fillInReactChunk()],
  },
});
