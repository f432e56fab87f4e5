/**
 * Astro integration that makes one brand the subject of a build: it serves the validated config
 * as `virtual:publicweb/brand` and gives the build a public folder holding the shared public/
 * files plus this brand's logo and favicons (and no other brand's), and the brand's raster logo
 * and social preview cards (./images.ts), drawn while the pages render. It also bundles small
 * page scripts into inline ones (`virtual:publicweb/inline-script:`, below), and once the pages are
 * written, inlines the checkout's stylesheets (./inlineStyles.ts) and has / and /deal prefetch
 * any it still links (./prefetchStyles.ts) and preload the checkout's code on intent
 * (./warmCheckout.ts).
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildSync } from 'esbuild';
import { brandsDir } from './load.ts';
import { writeBrandImages } from './images.ts';
import type { CardService } from '../lib/ogImage.ts';
import { prefetchCheckoutStyles } from './prefetchStyles.ts';
import { inlinePageStyles } from './inlineStyles.ts';
import { preloadEagerIslands } from './preloadIslands.ts';
import { clientGraphPlugin, type ClientGraph } from './clientGraph.ts';
import { warmCheckout } from './warmCheckout.ts';
import { LOGO_PATH } from './paths.ts';
import type { Brand } from './types.ts';

const VIRTUAL_ID = 'virtual:publicweb/brand';
const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `virtual:publicweb/inline-script:<path from the repository root>`: that module and what it
 * imports, bundled and minified into the text of one inline script (a page writes it with
 * `<script is:inline set:html={…} />`; the deploy step hashes it into the CSP). For a page whose
 * whole script is small, one inline script costs less than a module and the shared chunks it
 * would import (src/pages/privacy/optout/_privacyForm.ts).
 */
const INLINE_SCRIPT = 'virtual:publicweb/inline-script:';

function inlineScript(path: string): string {
  const [output] = buildSync({
    entryPoints: [join(root, path)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  }).outputFiles;
  return output!.text.trim().replaceAll('</script', '<\\/script');
}

function publicDirOf(brand: Brand): string {
  return join(root, 'node_modules', '.publicweb', brand.key, 'public');
}

/** Builds node_modules/.publicweb/<key>/public from public/ and the brand's own assets. */
export function preparePublicDir(brand: Brand): string {
  const dir = publicDirOf(brand);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'brand'), { recursive: true });
  const shared = join(root, 'public');
  if (existsSync(shared)) cpSync(shared, dir, { recursive: true });
  cpSync(join(brandsDir, brand.logo), join(dir, LOGO_PATH));
  cpSync(join(brandsDir, 'assets', 'favicons', brand.faviconKey), dir, { recursive: true });
  return dir;
}

/** Registers the brand for this build; `services` are the service pages' social cards (src/brand/images.ts). */
export function brandSite(brand: Brand, services: readonly CardService[]): AstroIntegration {
  const resolvedId = `\0${VIRTUAL_ID}`;
  // Started with the build and awaited at its end: sharp draws on its own threads while pages render.
  let images: Promise<number> | undefined;
  const drawImages = () => (images ??= writeBrandImages(brand, services, publicDirOf(brand)));
  // The client bundle's import graph, recorded when the bundler writes it, read once the pages are.
  let clientGraph: ClientGraph | undefined;
  return {
    name: 'publicweb:brand',
    hooks: {
      'astro:server:setup': async () => {
        await drawImages();
      },
      'astro:build:start': () => {
        void drawImages().catch(() => {}); // the failure is reported by astro:build:done
      },
      'astro:build:done': async ({ dir }) => {
        await drawImages();
        await writeBrandImages(brand, services, fileURLToPath(dir));
        if (!clientGraph) throw new Error('The client build wrote no bundle (src/brand/clientGraph.ts)');
        // The checkout paints from its HTML alone; what it still links, the deal page prefetches.
        inlinePageStyles(fileURLToPath(dir));
        // Any stylesheet the checkout still links, prefetched at idle by the pages that speculate on it.
        prefetchCheckoutStyles(fileURLToPath(dir));
        // The deal page's idle islands' code, asked for just after its first paint.
        preloadEagerIslands(fileURLToPath(dir), clientGraph);
        // The checkout's code, fetched from them on a shopper's intent to go there.
        warmCheckout(fileURLToPath(dir), clientGraph);
      },
      'astro:config:setup': ({ updateConfig, addClientDirective }) => {
        // `client:load` with a yield between the island's code and its hydration.
        addClientDirective({ name: 'loadApart', entrypoint: join(root, 'src/islands/shared/loadApart.ts') });
        // `client:visible` with the island's whole import graph asked for at once; every island
        // seen on scrolling uses it (tests/built/siteRules.ts, checkIslands).
        addClientDirective({ name: 'visibleChain', entrypoint: join(root, 'src/islands/shared/visibleChain.ts') });
        updateConfig({
          vite: {
            // Test hooks (src/islands/shared/island.tsx) exist only in development brands' bundles.
            // Sentry replay's inline blob: worker is dropped: replay uses the self-hosted one
            // under /_astro/ (src/telemetry/replay.ts), which a strict CSP allows.
            define: {
              'import.meta.env.PUBLIC_PW_TEST_HOOKS': JSON.stringify(brand.isDev ? '1' : ''),
              __SENTRY_EXCLUDE_REPLAY_WORKER__: 'true',
            },
            plugins: [
              clientGraphPlugin((graph) => (clientGraph = graph)),
              {
                name: 'publicweb:brand',
                resolveId: (id) =>
                  id === VIRTUAL_ID ? resolvedId : id.startsWith(INLINE_SCRIPT) ? `\0${id}` : undefined,
                load(id) {
                  if (id === resolvedId) return `export default ${JSON.stringify(brand)};`;
                  if (!id.startsWith(`\0${INLINE_SCRIPT}`)) return undefined;
                  const path = id.slice(INLINE_SCRIPT.length + 1);
                  this.addWatchFile(join(root, path));
                  return `export default ${JSON.stringify(inlineScript(path))};`;
                },
              },
            ],
          },
        });
      },
    },
  };
}
