/**
 * The content layer's loader: the collections of src/content.config.ts hold the Markdown text of
 * the records marked `render` (./collections.ts), parsed by the one file parser (./content.ts) and
 * rendered by Astro's Markdown pipeline (renderMarkdown: the site's Markdown settings), so that
 * `render(entry)` works as with `glob()`. The pages read the entries' fields through ./content.ts.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader } from 'astro/loaders';
import { filePattern, type Records } from './collections.ts';
import { contentRoot, parseContentFile } from './content.ts';

/**
 * The top-level files of src/content/<folder>/ whose name matches `pattern` (a regular expression
 * on the file name), each Markdown text rendered for `render(entry)`. Their fields are checked by
 * src/copy/validate.ts, once per build, not here.
 */
export function markdownLoader(folder: string, pattern: RegExp, root = contentRoot): Loader {
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
        const rendered = body === undefined ? undefined : await renderMarkdown(body, { fileURL: pathToFileURL(path) });
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

/** A loader per record whose Markdown Astro renders, named as the record (the hub's articles: `hub`). */
export function rendererCollections<R extends Records>(records: R): Record<string, Loader> {
  return Object.fromEntries(
    Object.entries(records)
      .filter(([, record]) => record.render)
      .map(([name, record]) => [name, markdownLoader(record.folder, filePattern(record))]),
  );
}
