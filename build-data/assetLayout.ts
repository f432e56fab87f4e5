/**
 * The incremental-build cache is dropped when the site's asset layout changes.
 *
 * Astro copies a keyed page (the directory pages) from its cache when the page's cacheKey and the
 * hash of the page's own module graph are unchanged. But what the page's head links or inlines is
 * decided for the whole site at once: which CSS and JS modules share a chunk (so the `/_astro/`
 * file names), which stylesheets are inlined, and their order (Astro follows the first import
 * path it finds, through other pages' modules too). An import added to an unrelated page changed
 * these, and the restored city pages kept linking an `offerText.<hash>.css` the new build no
 * longer wrote: the same code built unstyled pages warm and styled pages cold.
 *
 * So this plugin takes a digest of that layout from every environment's bundle (the module graph's
 * edges, the stylesheets' names and text, the chunks' stylesheets, the browser files' names), and
 * when it differs from the digest of the cache's last build, removes the cache's manifest: every
 * page is rendered again and the cache is written afresh. A change of page code or content alone
 * keeps the layout, and the cache.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { Plugin } from 'vite';

/** The part of a Rollup/Rolldown module info the digest reads. */
type ModuleEdges = {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
};

/** The part of a bundle entry the digest reads (a chunk or an asset). */
export type BundleEntry =
  | { type: 'asset'; fileName: string; source: string | Uint8Array }
  | {
      type: 'chunk';
      fileName: string;
      name: string;
      moduleIds: readonly string[];
      viteMetadata?: { importedCss: Set<string> } | undefined;
    };

const CSS = /\.css(?:$|\?)/;

/**
 * The digest of one environment's bundle: the module graph's edges in Astro's order, every
 * stylesheet's name and text, each chunk's stylesheets and, for the browser's bundle, every file
 * name (they carry a hash of their contents). `root` is cut from ids so checkouts agree.
 */
export function layoutDigest(
  environment: string,
  graph: Iterable<[string, ModuleEdges | null]>,
  bundle: Iterable<BundleEntry>,
  root: string,
): string {
  const hash = createHash('sha256').update(environment);
  const relative = (id: string) => id.split(root).join('/');
  const line = (...parts: string[]) => hash.update(`${parts.join('\t')}\n`);
  for (const [id, info] of [...graph].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!info) continue;
    line(
      relative(id),
      info.importedIds.map(relative).join(' '),
      info.dynamicallyImportedIds.map(relative).join(' '),
      info.importers.map(relative).join(' '),
      info.dynamicImporters.map(relative).join(' '),
    );
  }
  const browser = environment === 'client';
  for (const entry of [...bundle].sort((a, b) => (a.fileName < b.fileName ? -1 : 1))) {
    if (entry.type === 'asset') {
      if (CSS.test(entry.fileName)) line('css', entry.fileName, String(entry.source));
      else if (browser) line('asset', entry.fileName);
      continue;
    }
    const cssModules = entry.moduleIds.filter((id) => CSS.test(id)).map(relative);
    const importedCss = [...(entry.viteMetadata?.importedCss ?? [])].sort();
    // Server chunks' names change with any code; only the browser's are referenced by pages.
    line('chunk', browser ? entry.fileName : entry.name, cssModules.join(' '), importedCss.join(' '));
  }
  return hash.digest('hex');
}

/** Writes `text` to `file` by temporary file + rename (the cache folder can be a hard-linked copy). */
function replaceFile(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * Compares the layout with the one the cache in `cacheDir` was built with, records the new one,
 * and removes the cache's manifest when they differ (or when the cache has none recorded).
 * Returns whether the cache was dropped.
 */
export function keepCacheHonest(cacheDir: string, digest: string): boolean {
  const manifest = join(cacheDir, 'incremental-build.json');
  const recordFile = join(cacheDir, 'asset-layout.txt');
  const previous = existsSync(recordFile) ? readFileSync(recordFile, 'utf8').trim() : undefined;
  const dropped = previous !== digest && existsSync(manifest);
  if (dropped) rmSync(manifest, { force: true });
  if (previous !== digest) {
    mkdirSync(cacheDir, { recursive: true });
    replaceFile(recordFile, `${digest}\n`);
  }
  return dropped;
}

function layoutPlugin(root: string, cacheDir: () => string | undefined, logger: AstroIntegrationLogger): Plugin {
  const digests = new Map<string, string>();
  return {
    name: 'publicweb:asset-layout',
    // No `enforce`: it runs before Astro's own 'post' plugins delete the stylesheets they inline.
    generateBundle(_options, bundle) {
      const environment = this.environment.name;
      const graph = [...this.getModuleIds()].map((id): [string, ModuleEdges | null] => [id, this.getModuleInfo(id)]);
      const entries = Object.values(bundle).map((item): BundleEntry =>
        item.type === 'asset'
          ? { type: 'asset', fileName: item.fileName, source: item.source }
          : {
              type: 'chunk',
              fileName: item.fileName,
              name: item.name,
              moduleIds: Object.keys(item.modules),
              viteMetadata: item.viteMetadata,
            },
      );
      digests.set(environment, layoutDigest(environment, graph, entries, root));
      // The browser's bundle is built last, just before Astro reads the cache and renders pages.
      const dir = cacheDir();
      if (environment !== 'client' || !dir) return;
      const all = [...digests].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, digest]) => `${name}:${digest}`);
      const digest = createHash('sha256').update(all.join('\n')).digest('hex');
      if (keepCacheHonest(dir, digest)) {
        logger.info('the asset layout changed since the cached build: every page is rendered again');
      }
    },
  };
}

/** The integration: adds the plugin to the build. */
export function assetLayoutGuard(): AstroIntegration {
  let cacheDir: string | undefined;
  return {
    name: 'publicweb:asset-layout',
    hooks: {
      'astro:config:setup': ({ config, command, updateConfig, logger }) => {
        if (command !== 'build') return;
        const root = fileURLToPath(config.root);
        updateConfig({ vite: { plugins: [layoutPlugin(root, () => cacheDir, logger)] } });
      },
      'astro:config:done': ({ config }) => {
        cacheDir = config.experimental.incrementalBuild ? fileURLToPath(config.cacheDir) : undefined;
      },
    },
  };
}
