/**
 * Astro integration that makes one brand the subject of a build: it serves the validated config
 * as `virtual:publicweb/brand` and gives the build a public folder holding the shared public/
 * files plus this brand's logo and favicons (and no other brand's), and the brand's raster logo
 * and social preview cards (./images.ts), drawn while the pages render.
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { brandsDir } from './load.ts';
import { writeBrandImages } from './images.ts';
import { LOGO_PATH } from './paths.ts';
import type { Brand } from './types.ts';

const VIRTUAL_ID = 'virtual:publicweb/brand';
const root = fileURLToPath(new URL('../../', import.meta.url));

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

/** Registers the brand for this build. */
export function brandSite(brand: Brand): AstroIntegration {
  const resolvedId = `\0${VIRTUAL_ID}`;
  // Started with the build and awaited at its end: sharp draws on its own threads while pages render.
  let images: Promise<number> | undefined;
  const drawImages = () => (images ??= writeBrandImages(brand, publicDirOf(brand)));
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
        await writeBrandImages(brand, fileURLToPath(dir));
      },
      'astro:config:setup': ({ updateConfig }) => {
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
              {
                name: 'publicweb:brand',
                resolveId: (id) => (id === VIRTUAL_ID ? resolvedId : undefined),
                load: (id) => (id === resolvedId ? `export default ${JSON.stringify(brand)};` : undefined),
              },
            ],
          },
        });
      },
    },
  };
}
