/**
 * The one way build data reaches the pages: an Astro integration that prepares every product
 * (./cache.ts: computed once per build tree, then read) and serves each as a typed virtual module,
 * the way starlight serves `virtual:starlight/user-config`:
 *   virtual:publicweb/api-snapshot   first review pages and LMC policy (./api-snapshot.ts)
 *   virtual:publicweb/directory      the location directory (./directory.ts)
 *   virtual:publicweb/city-facts     reviews, cleaners and zip codes of each served city (./city-facts.ts)
 * Types: src/env.d.ts. scripts/build.ts calls prepareBuildData() once before the brand builds, so
 * parallel builds only read the files; astro.config.ts calls it too, so `astro build` or
 * `astro dev` on their own make what is missing; `node build-data/integration.ts` does it by hand.
 */
import type { AstroIntegration } from 'astro';
import type { ApiSnapshot } from '../src/buildData/apiSnapshotTypes.ts';
import type { DirectoryData } from '../src/directory/compute.ts';
import type { CityFactsData } from '../src/buildData/cityFactsTypes.ts';
import { apiSnapshotProduct } from './api-snapshot.ts';
import { cityFactsProduct } from './city-facts.ts';
import { ensureCached, type Product } from './cache.ts';
import { directoryProduct } from './directory.ts';

export type BuildData = {
  'virtual:publicweb/api-snapshot': ApiSnapshot;
  'virtual:publicweb/directory': DirectoryData;
  'virtual:publicweb/city-facts': CityFactsData;
};

/** Every product for the current sources; `log` hears which were made and which reused. */
export async function prepareBuildData(log: (message: string) => void = () => {}): Promise<BuildData> {
  const made = async <T extends { hash: string }>(product: Product<T>) => {
    const started = performance.now();
    const { value, reused, file } = await ensureCached(product);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`${product.name}: ${reused ? 'up to date' : `made in ${seconds} s`} (${file})`);
    return value;
  };
  return {
    'virtual:publicweb/api-snapshot': await made(apiSnapshotProduct),
    'virtual:publicweb/directory': await made(directoryProduct),
    // After the directory: the facts are computed for its served cities.
    'virtual:publicweb/city-facts': await made(cityFactsProduct),
  };
}

/**
 * Registers prepared build data for this build. Prepare it while astro.config.ts loads
 * (`buildData(await prepareBuildData())`): Astro loads the config through a Vite module runner
 * that is closed before integration hooks run, and making the snapshot imports the API then.
 */
export function buildData(data: BuildData): AstroIntegration {
  const modules: Record<string, unknown> = data;
  const resolved = (id: string) => `\0${id}`;
  return {
    name: 'publicweb:build-data',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'publicweb:build-data',
                resolveId: (id) => (Object.hasOwn(modules, id) ? resolved(id) : undefined),
                load: (id) => {
                  const name = id.startsWith('\0') ? id.slice(1) : undefined;
                  if (!name || !Object.hasOwn(modules, name)) return undefined;
                  // JSON.parse of a string literal: faster to parse than an object literal this size.
                  return `export default JSON.parse(${JSON.stringify(JSON.stringify(modules[name]))});`;
                },
              },
            ],
          },
        });
      },
    },
  };
}

// `node build-data/integration.ts` makes (or confirms) the build data by hand.
if (import.meta.url === `file://${process.argv[1]}`) {
  await prepareBuildData((message) => console.log(`Build data ${message}`));
}
