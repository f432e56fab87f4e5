import { describe, expect, it } from 'vitest';
import { chunkAt, clientGraphPlugin, type ClientGraph } from './clientGraph.ts';

/** Calls the plugin's `writeBundle` as Vite does for `environment`, with a bundle of `items`. */
function written(environment: string, items: Record<string, object>): ClientGraph | undefined {
  let graph: ClientGraph | undefined;
  const plugin = clientGraphPlugin((recorded) => (graph = recorded));
  const writeBundle = plugin.writeBundle as (this: unknown, options: object, bundle: object) => void;
  writeBundle.call({ environment: { name: environment } }, {}, items);
  return graph;
}

const chunk = (fileName: string, imports: string[], dynamicImports: string[] = []) => ({
  type: 'chunk',
  fileName,
  imports,
  dynamicImports,
});

describe('the client bundle’s import graph, as the bundler wrote it', () => {
  it('lists each browser chunk at its site path with its static and dynamic imports, and no asset', () => {
    const graph = written('client', {
      'a.js': chunk('_astro/Checkout.A1.js', ['_astro/client.B2.js'], ['_astro/calls.C3.js']),
      'b.js': chunk('_astro/client.B2.js', []),
      'c.css': { type: 'asset', fileName: '_astro/Checkout.D4.css', source: '' },
    });
    expect(graph).toEqual(
      new Map([
        ['/_astro/Checkout.A1.js', { imports: ['/_astro/client.B2.js'], dynamicImports: ['/_astro/calls.C3.js'] }],
        ['/_astro/client.B2.js', { imports: [], dynamicImports: [] }],
      ]),
    );
  });

  it('ignores the server’s bundle, whose chunks no page links', () => {
    expect(written('ssr', { 'a.mjs': chunk('chunks/page.mjs', []) })).toBeUndefined();
  });

  it('refuses a module the client build did not write, so no preload link is silently left out', () => {
    expect(() => chunkAt(new Map(), '/_astro/gone.js')).toThrow(/not a chunk of the client build/);
  });
});
