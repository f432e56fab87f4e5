/**
 * The content layer's loader: Astro's collections (src/content.config.ts) are filled by the one
 * reader of src/content/ (./content.ts), so the pages' getCollection(), the build's synchronous
 * checks (./validate.ts), the Node scripts and the content editor all read the same files the same
 * way, against the same schemas. Markdown text is rendered by Astro's Markdown pipeline
 * (renderMarkdown: the site's remark/rehype settings), so `render(entry)` works as with `glob()`.
 * Brand overrides (brands/<brand>/) are merged by ./content.ts for the build; the content layer
 * holds the shared entries.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader } from 'astro/loaders';
import { contentRoot, parseContentFile } from './content.ts';

/**
 * The top-level files of src/content/<folder>/ whose name matches `pattern` (a regular expression
 * on the file name), each checked by the collection's schema as Astro loads it; with `render`, a
 * Markdown file's text is rendered for `render(entry)` (the hub's articles).
 */
export function copyLoader(folder: string, pattern: RegExp, { render = false, root = contentRoot } = {}): Loader {
  return {
    name: 'publicweb:copy',
    load: async ({ store, parseData, renderMarkdown, generateDigest }) => {
      store.clear();
      const dir = join(root, folder);
      const names = readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && pattern.test(entry.name))
        .map((entry) => entry.name)
        .sort();
      for (const name of names) {
        const path = join(dir, name);
        const { key, data: fields } = parseContentFile(path);
        const { body, ...rest } = fields as { body?: string } & Record<string, unknown>;
        const data = await parseData({ id: key, data: rest, filePath: path });
        const filePath = relative(process.cwd(), path);
        const rendered =
          render && body !== undefined ? await renderMarkdown(body, { fileURL: pathToFileURL(path) }) : undefined;
        store.set({
          id: key,
          data,
          ...(body !== undefined ? { body } : {}),
          filePath,
          digest: generateDigest({ ...fields }),
          ...(rendered ? { rendered } : {}),
        });
      }
    },
  };
}
