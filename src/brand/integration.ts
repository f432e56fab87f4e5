/**
 * Astro integration that makes one brand the subject of a build: it serves the validated config
 * as `virtual:publicweb/brand` and gives the build a public folder holding the shared public/
 * files plus this brand's logo and favicons (and no other brand's).
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { brandsDir } from './load.ts';
import { LOGO_PATH } from './paths.ts';
import type { Brand } from './types.ts';

const VIRTUAL_ID = 'virtual:publicweb/brand';
const root = fileURLToPath(new URL('../../', import.meta.url));

/** Builds node_modules/.publicweb/<key>/public from public/ and the brand's own assets. */
export function preparePublicDir(brand: Brand): string {
  const dir = join(root, 'node_modules', '.publicweb', brand.key, 'public');
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
  return {
    name: 'publicweb:brand',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            // Test hooks (src/islands/shared/island.tsx) exist only in development brands' bundles.
            define: { 'import.meta.env.PUBLIC_PW_TEST_HOOKS': JSON.stringify(brand.isDev ? '1' : '') },
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
