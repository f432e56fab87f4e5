/**
 * Checks every copy collection in src/content/ at once, the one check of the copy in a build
 * (scripts/build.ts runs it before any brand is built; `npm run content` before it starts the
 * editor): the schemas and limits of src/copy/schemas.ts, every brand override, and the links
 * between entries. The brands' builds then read the words (./content.ts) without a second pass. Returns the first
 * problem as one line naming the file, the field and the rule, or undefined when all is well.
 */
import type { z } from 'astro/zod';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { COLLECTIONS, foldersOf, readRecord, type Records } from './collections.ts';
import { ContentError, contentRoot, type Collection, type Entry } from './content.ts';
import { RESERVED_SLUGS, SLUG_PATTERN } from '../content/hub/schema.ts';
import { SERVICE_MENU } from './serviceMenu.ts';

type Read<K extends keyof typeof COLLECTIONS> = Collection<z.infer<(typeof COLLECTIONS)[K]['schema']>>;
type Check<K extends keyof typeof COLLECTIONS> = (collection: Read<K>) => string | undefined;

/** What a collection's entries must say of each other, beyond each entry's schema. */
const CHECKS: { [K in keyof typeof COLLECTIONS]?: Check<K> } = {
  services: servicesProblem,
  'ad-groups': adGroupsProblem,
  home: (home) =>
    home.entries.some((entry) => entry.key === 'home')
      ? undefined
      : 'src/content/home/home.yaml: is missing (the home copy of every brand without its own)',
  hub: hubProblem,
};

/**
 * Every record's files (./collections.ts), each checked by its schema, then what entries must say
 * of each other (CHECKS), the location files' names and, with `brandKeys`, the brand folders.
 * `records` are the records to check (a test adds a page this way).
 */
export function validateContent(
  root = contentRoot,
  brandKeys?: readonly string[],
  records: Records = COLLECTIONS,
): string | undefined {
  try {
    for (const [key, record] of Object.entries(records)) {
      const collection = readRecord(record, root);
      const check = CHECKS[key as keyof typeof CHECKS] as Check<keyof typeof COLLECTIONS> | undefined;
      const problem = check?.(collection as never);
      if (problem) return problem;
    }
    const stray = strayFileProblem(root, records);
    if (stray) return stray;
    if (brandKeys) {
      for (const collection of foldersOf(records)) {
        const brandsDir = join(root, collection, 'brands');
        if (!existsSync(brandsDir)) continue;
        for (const folder of readdirSync(brandsDir)) {
          if (!brandKeys.includes(folder)) {
            return `src/content/${collection}/brands/${folder}: is not a brand (one of: ${brandKeys.join(', ')})`;
          }
        }
      }
    }
    return undefined;
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
}

/** Every entry as written and as each brand overrides it. */
const everyVersion = <T>(collection: Collection<T>): (T & Entry)[] => [
  ...collection.entries,
  ...[...collection.overridden.values()].flatMap((byKey) => [...byKey.values()]),
];

/** The header's menu links to pages that exist; a service's related pages are other service pages. */
function servicesProblem(services: Read<'services'>): string | undefined {
  const slugs = services.entries.map((entry) => entry.key);
  for (const slug of SERVICE_MENU) {
    if (!slugs.includes(slug)) {
      return `src/content/services/${slug}.md: is missing (the header's Services menu links to /services/${slug}; src/copy/serviceMenu.ts lists the menu)`;
    }
  }
  for (const entry of everyVersion(services)) {
    const index = entry.related.findIndex((slug) => !slugs.includes(slug) || slug === entry.key);
    if (index >= 0) {
      return `${entry.file}: related.${index} is "${entry.related[index]}", which is not another service page (one of: ${slugs.join(', ')})`;
    }
  }
  return undefined;
}

/** The wording without an ad group exists, and every other file has an id of its own. */
function adGroupsProblem(adGroups: Read<'ad-groups'>): string | undefined {
  const seen = new Map<string, string>();
  if (!adGroups.entries.some((entry) => entry.key === 'default')) {
    return 'src/content/ad-groups/default.yaml: is missing (the wording without an ad group)';
  }
  for (const entry of adGroups.entries) {
    if (entry.key === 'default') {
      if (entry.id) return `${entry.file}: id must be left out (this file is the wording without an ad group)`;
      continue;
    }
    if (!entry.id) return `${entry.file}: id is required`;
    const other = seen.get(entry.id);
    if (other) return `${entry.file}: id ${entry.id} is already used by ${other}`;
    seen.set(entry.id, entry.file);
  }
  return undefined;
}

/** src/content/hub/: each article's file name is its address, and its related articles exist. */
function hubProblem(hub: Read<'hub'>): string | undefined {
  const slugs = hub.entries.map((entry) => entry.key);
  for (const entry of hub.entries) {
    if (!SLUG_PATTERN.test(entry.key) || RESERVED_SLUGS.includes(entry.key)) {
      return `${entry.file}: the file name is the address /hub/${entry.key}/; use lowercase words joined by hyphens, not ${RESERVED_SLUGS.join(', ')}`;
    }
    const index = (entry.related ?? []).findIndex((slug) => !slugs.includes(slug) || slug === entry.key);
    if (index >= 0) {
      return `${entry.file}: related.${index} is "${entry.related![index]}", which is not another article (one of: ${slugs.join(', ')})`;
    }
  }
  return undefined;
}

/**
 * A folder of single files (pages, legal, places) holds its records' files and no other: a file
 * without a record, or a misnamed override, would be ignored by every reader.
 */
function strayFileProblem(root: string, records: Records): string | undefined {
  for (const folder of foldersOf(records)) {
    const named = Object.values(records).filter((record) => record.folder === folder && record.file !== undefined);
    if (named.length === 0) continue;
    const names = named.map((record) => `${record.file!}.${record.ext}`);
    const fits = (name: string) =>
      named.some((record) => name === `${record.file!}.${record.ext}` || name === `${record.file!}.yml`);
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    const folders = [dir, ...(existsSync(join(dir, 'brands')) ? brandFolders(join(dir, 'brands')) : [])];
    for (const inside of folders) {
      for (const name of readdirSync(inside)) {
        if (inside === dir && name === 'brands') continue;
        if (!fits(name)) {
          const path = `src/content/${relative(root, join(inside, name)).split(sep).join('/')}`;
          return `${path}: must be named one of ${names.join(', ')}`;
        }
      }
    }
  }
  return undefined;
}

function brandFolders(brandsDir: string): string[] {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(brandsDir, entry.name));
}
