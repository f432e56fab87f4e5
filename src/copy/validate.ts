/**
 * Checks every copy collection in src/content/ at once (the build runs this before any brand is
 * built, `npm run content` before it starts the editor): the schemas and limits of
 * src/copy/schemas.ts, every brand override, and the links between entries. Returns the first
 * problem as one line naming the file, the field and the rule, or undefined when all is well.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { z } from 'astro/zod';
import { ContentError, contentRoot, issueLine, parseContentFile, readCollection, readEntry } from './content.ts';
import { LEGAL_SCHEMAS } from './legal.ts';
import { PAGE_SCHEMAS } from './pages.ts';
import { PLACE_SCHEMAS, readPlaces } from './places.ts';
import { hubArticleSchema, RESERVED_SLUGS, SLUG_PATTERN } from '../content/hub/schema.ts';
import { adGroupFileSchema, helpTopicSchema, homeSchema, serviceSchema } from './schemas.ts';
import { SERVICE_MENU } from './serviceMenu.ts';

/** The copy collections: folder under src/content/ → the schema of one entry. */
export const COPY_COLLECTIONS = {
  services: serviceSchema,
  'ad-groups': adGroupFileSchema,
  home: homeSchema,
  help: helpTopicSchema,
} as const;

export function validateContent(root = contentRoot, brandKeys?: readonly string[]): string | undefined {
  try {
    const services = readCollection('services', COPY_COLLECTIONS.services, root);
    const slugs = services.entries.map((entry) => entry.key);
    for (const slug of SERVICE_MENU) {
      if (!slugs.includes(slug)) {
        return `src/content/services/${slug}.md: is missing (the header's Services menu links to /services/${slug}; src/copy/serviceMenu.ts lists the menu)`;
      }
    }
    for (const entry of [
      ...services.entries,
      ...[...services.overridden.values()].flatMap((byKey) => [...byKey.values()]),
    ]) {
      const index = entry.related.findIndex((slug) => !slugs.includes(slug) || slug === entry.key);
      if (index >= 0) {
        return `${entry.file}: related.${index} is "${entry.related[index]}", which is not another service page (one of: ${slugs.join(', ')})`;
      }
    }
    const adGroups = readCollection('ad-groups', COPY_COLLECTIONS['ad-groups'], root);
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
    const home = readCollection('home', COPY_COLLECTIONS.home, root);
    if (!home.entries.some((entry) => entry.key === 'home')) {
      return 'src/content/home/home.yaml: is missing (the home copy of every brand without its own)';
    }
    readCollection('help', COPY_COLLECTIONS.help, root);
    for (const [page, schema] of Object.entries(PAGE_SCHEMAS))
      readEntry('pages', page, schema as z.ZodType<unknown>, root);
    for (const [page, schema] of Object.entries(LEGAL_SCHEMAS))
      readEntry('legal', page, schema as z.ZodType<unknown>, root, 'md');
    const hub = hubProblem(root);
    if (hub) return hub;
    const places = placesProblem(root);
    if (places) return places;
    if (brandKeys) {
      for (const collection of [...Object.keys(COPY_COLLECTIONS), 'pages', 'legal', 'places']) {
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

/** src/content/hub/: each article's fields (the schema Astro checks them with) and its related articles. */
function hubProblem(root: string): string | undefined {
  const dir = join(root, 'hub');
  if (!existsSync(dir)) return undefined;
  const names = readdirSync(dir).filter((name) => name.endsWith('.md'));
  const slugs = names.map((name) => name.replace(/\.md$/, ''));
  for (const name of names) {
    const { file, key, data } = parseContentFile(join(dir, name));
    if (!SLUG_PATTERN.test(key) || RESERVED_SLUGS.includes(key)) {
      return `${file}: the file name is the address /hub/${key}/; use lowercase words joined by hyphens, not ${RESERVED_SLUGS.join(', ')}`;
    }
    const { body: _body, ...fields } = data;
    void _body;
    const result = hubArticleSchema.safeParse(fields);
    if (!result.success) return issueLine(file, result.error);
    const index = (result.data.related ?? []).findIndex((slug) => !slugs.includes(slug) || slug === key);
    if (index >= 0) {
      return `${file}: related.${index} is "${result.data.related![index]}", which is not another article (one of: ${slugs.join(', ')})`;
    }
  }
  return undefined;
}

/** src/content/places/: the four files, and no other (a misnamed file or override would be ignored). */
function placesProblem(root: string): string | undefined {
  readPlaces(root);
  const files = Object.keys(PLACE_SCHEMAS);
  const dir = join(root, 'places');
  const folders = [dir, ...(existsSync(join(dir, 'brands')) ? brandFolders(join(dir, 'brands')) : [])];
  for (const folder of folders) {
    for (const name of readdirSync(folder)) {
      if (folder === dir && name === 'brands') continue;
      if (!files.includes(name.replace(/\.ya?ml$/, '')) || !/\.ya?ml$/.test(name)) {
        const path = `src/content/${relative(root, join(folder, name)).split(sep).join('/')}`;
        return `${path}: must be named one of ${files.map((file) => `${file}.yaml`).join(', ')}`;
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
