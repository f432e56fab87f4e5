/**
 * The browser bundle's import graph, as the bundler wrote it: for each chunk of the client build,
 * the chunks it imports statically and the ones it imports with `import()`. Rolldown lists both on
 * each chunk of its output bundle (the same facts Vite's build manifest would hold), so the steps
 * that add preload links after the build (./preloadIslands.ts, ./warmCheckout.ts) follow this graph
 * instead of reading import statements out of minified code.
 */
import type { Plugin } from 'vite';

/** One chunk's imports, as site paths (`/_astro/client.Ab12.js`). */
export type ChunkImports = { readonly imports: readonly string[]; readonly dynamicImports: readonly string[] };

/** The client bundle's chunks by site path. */
export type ClientGraph = ReadonlyMap<string, ChunkImports>;

/** A chunk's file name in the bundle (`_astro/x.js`) as the path the site serves it at. */
const sitePath = (fileName: string) => `/${fileName}`;

/**
 * A Vite plugin that hands the client build's import graph to `record` once the bundle is written.
 * Only the browser's environment counts: the server's chunks are never linked from a page.
 */
export function clientGraphPlugin(record: (graph: ClientGraph) => void): Plugin {
  return {
    name: 'publicweb:client-graph',
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const graph = new Map<string, ChunkImports>();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        graph.set(sitePath(item.fileName), {
          imports: item.imports.map(sitePath),
          dynamicImports: item.dynamicImports.map(sitePath),
        });
      }
      record(graph);
    },
  };
}

/**
 * The chunk at `url` in `graph`. A page's island names a module the client build did not write
 * only if the graph was taken from another build: the preload links would silently miss it.
 */
export function chunkAt(graph: ClientGraph, url: string): ChunkImports {
  const chunk = graph.get(url);
  if (!chunk) throw new Error(`${url} is not a chunk of the client build (src/brand/clientGraph.ts)`);
  return chunk;
}
