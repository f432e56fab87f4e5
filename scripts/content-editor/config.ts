/**
 * The Decap CMS configuration of `npm run content` (docs/content.md), generated from the same
 * schemas that check the files at build time (src/copy/schemas.ts), so the editor and the build
 * never disagree on a field, a placeholder or a limit. Text fields use the `copy` widget
 * (./admin.js), which shows the build's own message under the field while you type.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isMap, isScalar, parseDocument } from 'yaml';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { hubArticleSchema } from '../../src/content/hub/schema.ts';
import { LEGAL_SCHEMAS } from '../../src/copy/legal.ts';
import { PLACE_SCHEMAS } from '../../src/copy/places.ts';
import { textRules, type TextRules } from '../../src/copy/rules.ts';
import { PAGE_SCHEMAS } from '../../src/copy/pages.ts';
import { COPY_COLLECTIONS } from '../../src/copy/validate.ts';
import { label } from './labels.ts';

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  items?: z.ZodType[];
  entries?: Record<string, string>;
  checks?: {
    _zod?: { def?: { check?: string; format?: string; pattern?: RegExp; error?: (issue: object) => unknown } };
  }[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The Decap field for one schema field. */
export function field(name: string, schema: z.ZodType, required = true): DecapField {
  const def = defOf(schema);
  const base = { name, label: label(name), required };
  if (def.type === 'optional') return field(name, def.innerType!, false);
  const rules: TextRules | undefined = textRules.get(schema);
  if (rules) return { ...base, widget: 'copy', rules, multiline: (rules.max ?? rules.filledMax ?? 0) > 90 };
  switch (def.type) {
    case 'object':
      return { ...base, widget: 'object', collapsed: false, fields: fields(def.shape!) };
    case 'array': {
      const item = field(singular(name), def.element!);
      return item.widget === 'object'
        ? { ...base, widget: 'list', fields: item['fields'], summary: summaryOf(item) }
        : { ...base, widget: 'list', field: item, collapsed: false };
    }
    case 'tuple':
      return {
        ...base,
        widget: 'list',
        collapsed: false,
        field: field(singular(name), def.items![0]!),
        min: def.items!.length,
        max: def.items!.length,
      };
    case 'number':
      return { ...base, widget: 'number', value_type: 'int' };
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries!) };
    default: {
      // The rule's own words ("must be a numeric ad group id"), never the pattern itself.
      const check = def.checks?.map((candidate) => candidate._zod?.def).find((candidate) => candidate?.pattern);
      const words = check?.error?.({}) ?? 'is not in the expected form';
      return {
        ...base,
        widget: 'string',
        ...(check?.pattern ? { pattern: [check.pattern.source, `${base.label} ${String(words)}`] } : {}),
      };
    }
  }
}

function singular(name: string): string {
  return name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.replace(/s$/, '');
}

function summaryOf(item: DecapField): string | undefined {
  const first = (item['fields'] as DecapField[] | undefined)?.[0];
  return first ? `{{fields.${first.name}}}` : undefined;
}

export function fields(shape: Record<string, z.ZodType>): DecapField[] {
  return Object.entries(shape)
    .filter(([name]) => name !== 'body')
    .map(([name, schema]) => field(name, schema));
}

const shapeOf = (schema: z.ZodType) => defOf(schema).shape!;

/** Every field optional: a brand's own version holds only the fields that differ. */
function optional(list: DecapField[]): DecapField[] {
  return list.map((item) => ({
    ...item,
    required: false,
    ...(Array.isArray(item['fields']) ? { fields: optional(item['fields'] as DecapField[]) } : {}),
  }));
}

const PAGES: readonly (readonly [keyof typeof PAGE_SCHEMAS, string])[] = [
  ['apply', '/apply (become a cleaner)'],
  ['vs', '/vs (comparison)'],
  ['contact', '/help/ticket/ (contact us)'],
  ['help-center', '/help/ (help center page; its questions are Help topics)'],
  ['checkout', '/checkout/ (around the checkout)'],
  ['not-found', 'Page not found (404)'],
  ['service', 'Service pages: the words they share'],
  ['deal', '/ and /deal (the words around the offer)'],
];
const LEGAL: readonly (readonly [keyof typeof LEGAL_SCHEMAS, string])[] = [
  ['terms-of-service', '/terms-of-service/'],
  ['privacy-policy', '/privacy-policy/'],
  ['privacy-optout', '/privacy/optout/ (Do Not Sell)'],
];
const PLACES: readonly (readonly [keyof typeof PLACE_SCHEMAS, string])[] = [
  ['index', '/us/ (the location directory)'],
  ['state', '/us/<state>/ (each state)'],
  ['city', '/us/<state>/<city>/ (each city and town)'],
  ['local', 'A served place: its own section'],
];

/** The fields of one file: a Markdown file's text under its fields is `body`. */
function fileFields(schema: z.ZodType, bodyLabel?: string): DecapField[] {
  const shape = shapeOf(schema);
  return [
    ...fields(shape),
    ...(bodyLabel && shape['body'] ? [{ ...field('body', shape['body']), label: bodyLabel, multiline: true }] : []),
  ];
}

/** Every file a brand has its own version of, per collection (src/content/<collection>/brands/<brand>/). */
function brandFiles(contentRoot: string): { brand: string; collection: string; name: string; ext: string }[] {
  const out: { brand: string; collection: string; name: string; ext: string }[] = [];
  for (const collection of existsSync(contentRoot) ? readdirSync(contentRoot) : []) {
    const brands = join(contentRoot, collection, 'brands');
    if (!existsSync(brands)) continue;
    for (const brand of readdirSync(brands).sort()) {
      for (const file of readdirSync(join(brands, brand)).sort()) {
        const match = /^(.+)\.(md|ya?ml)$/.exec(file);
        if (match) out.push({ brand, collection, name: match[1]!, ext: match[2]! });
      }
    }
  }
  return out;
}

/**
 * The comment above each top-level field of a YAML file (the location files explain there which
 * placeholders a field takes and when each variant is used), shown under the field as its hint.
 */
function withComments(list: DecapField[], path: string): DecapField[] {
  if (!existsSync(path)) return list;
  const doc = parseDocument(readFileSync(path, 'utf8'));
  if (!isMap(doc.contents)) return list;
  const comments = new Map<string, string>();
  for (const pair of doc.contents.items) {
    if (!isScalar(pair.key) || !pair.key.commentBefore) continue;
    // The file's own header comment comes first, separated by a blank line: only the last paragraph is the field's.
    const comment = pair.key.commentBefore.split('\n\n').pop()!;
    comments.set(String(pair.key.value), comment.replace(/\s*\n\s*/g, ' ').trim());
  }
  return list.map((item) => (comments.has(item.name) ? { ...item, hint: comments.get(item.name) } : item));
}

/** The schema of an entry of `collection` named `name` (undefined: not an editable file). */
function schemaOf(collection: string, name: string): z.ZodType | undefined {
  if (collection in COPY_COLLECTIONS) return COPY_COLLECTIONS[collection as keyof typeof COPY_COLLECTIONS];
  if (collection === 'pages') return PAGE_SCHEMAS[name as keyof typeof PAGE_SCHEMAS];
  if (collection === 'legal') return LEGAL_SCHEMAS[name as keyof typeof LEGAL_SCHEMAS];
  if (collection === 'places') return PLACE_SCHEMAS[name as keyof typeof PLACE_SCHEMAS];
  return undefined;
}

/**
 * The whole editor configuration. `backendUrl` is the file API's address (./files.ts);
 * `repoRoot` the working copy, whose service slugs and brand files the lists are made from.
 */
export function editorConfig(backendUrl: string, repoRoot: string) {
  const contentRoot = join(repoRoot, 'src', 'content');
  const service = shapeOf(COPY_COLLECTIONS.services);
  const slugs = readdirSync(join(contentRoot, 'services'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.replace(/\.md$/, ''));
  const articles = readdirSync(join(contentRoot, 'hub'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.replace(/\.md$/, ''));
  const serviceFields = [
    ...fields(service),
    { ...field('body', service['body']!), label: 'Intro paragraphs', multiline: true },
  ].map((item) =>
    // Related pages are picked from the service pages that exist, by their address.
    item.name === 'related'
      ? {
          ...item,
          widget: 'select',
          multiple: true,
          max: 3,
          options: slugs.map((slug) => ({ label: `/services/${slug}`, value: slug })),
        }
      : item,
  );
  const byBrand = new Map<string, ReturnType<typeof brandFiles>>();
  for (const file of brandFiles(contentRoot)) byBrand.set(file.brand, [...(byBrand.get(file.brand) ?? []), file]);
  return {
    load_config_file: false,
    backend: { name: 'git-gateway' },
    local_backend: { url: backendUrl },
    media_folder: 'public/uploads',
    publish_mode: 'simple',
    // No "View live" link: the built pages come from `npm run build` (docs/content.md).
    show_preview_links: false,
    collections: [
      {
        name: 'services',
        label: 'Service pages',
        label_singular: 'Service page',
        folder: 'src/content/services',
        extension: 'md',
        format: 'frontmatter',
        create: true,
        slug: '{{slug}}',
        identifier_field: 'heading',
        summary: '{{heading}}  (/services/{{filename}})',
        fields: serviceFields,
      },
      {
        name: 'ad-groups',
        label: 'Ad groups',
        label_singular: 'Ad group',
        folder: 'src/content/ad-groups',
        extension: 'yaml',
        format: 'yaml',
        create: true,
        identifier_field: 'title',
        summary: '{{title}}  ({{filename}})',
        fields: fields(shapeOf(COPY_COLLECTIONS['ad-groups'])),
      },
      {
        name: 'help',
        label: 'Help topics',
        label_singular: 'Help topic',
        folder: 'src/content/help',
        extension: 'yaml',
        format: 'yaml',
        create: true,
        identifier_field: 'title',
        summary: '{{title}}  (/help/#{{filename}})',
        fields: fields(shapeOf(COPY_COLLECTIONS.help)),
      },
      {
        name: 'pages',
        label: 'Pages and home copy',
        files: [
          {
            name: 'home',
            label: 'Home page (every brand without its own)',
            file: 'src/content/home/home.yaml',
            fields: fields(shapeOf(COPY_COLLECTIONS.home)),
          },
          ...PAGES.map(([name, label]) => ({
            name,
            label,
            file: `src/content/pages/${name}.yaml`,
            fields: fields(shapeOf(PAGE_SCHEMAS[name])),
          })),
        ],
      },
      {
        name: 'legal',
        label: 'Legal pages',
        files: LEGAL.map(([name, label]) => ({
          name,
          label,
          file: `src/content/legal/${name}.md`,
          fields: fileFields(LEGAL_SCHEMAS[name], 'Text (Markdown)'),
        })),
      },
      {
        name: 'places',
        label: 'Location pages (/us/)',
        // No preview: the pages choose between these variants by each place's data.
        editor: { preview: false },
        files: PLACES.map(([name, label]) => ({
          name,
          label,
          file: `src/content/places/${name}.yaml`,
          fields: withComments(fileFields(PLACE_SCHEMAS[name]), join(contentRoot, 'places', `${name}.yaml`)),
        })),
      },
      {
        name: 'hub',
        label: 'Cleaning tips (/hub/ articles)',
        label_singular: 'Article',
        folder: 'src/content/hub',
        extension: 'md',
        format: 'frontmatter',
        create: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}}  (/hub/{{filename}}/)',
        fields: [
          ...fields(shapeOf(hubArticleSchema)).map((item) =>
            item.name === 'related'
              ? { ...item, widget: 'select', multiple: true, max: 3, required: false, options: articles }
              : item.name === 'published' || item.name === 'updated'
                ? {
                    ...item,
                    widget: 'string',
                    pattern: ['^\\d{4}-\\d{2}-\\d{2}$', 'Write the date as 2026-11-22 (year-month-day)'],
                  }
                : item,
          ),
          { name: 'body', label: 'Article (Markdown)', widget: 'markdown', required: true },
        ],
      },
      ...[...byBrand].map(([brand, files]) => ({
        name: `brand-${brand}`,
        label: `${brand}: its own words`,
        files: files.flatMap(({ collection, name, ext }) => {
          const schema = schemaOf(collection, name);
          if (!schema) return [];
          return [
            {
              name: `${collection}-${name}`,
              label: `${brand}'s ${collection === 'home' ? 'home page' : `${collection}/${name}`} (only the fields that differ)`,
              file: `src/content/${collection}/brands/${brand}/${name}.${ext}`,
              fields: optional(fileFields(schema, ext === 'md' ? 'Text' : undefined)),
            },
          ];
        }),
      })),
    ],
  };
}
