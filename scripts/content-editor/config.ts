/**
 * The Decap CMS configuration of `npm run content` (docs/content.md), generated from the same
 * schemas that check the files at build time (src/copy/schemas.ts), so the editor and the build
 * never disagree on a field, a placeholder or a limit. Text fields use the `copy` widget
 * (./admin.js), which shows the build's own message under the field while you type.
 */
import type { z } from 'astro/zod';
import { textRules, type TextRules } from '../../src/copy/rules.ts';
import { PAGE_SCHEMAS } from '../../src/copy/pages.ts';
import { COPY_COLLECTIONS } from '../../src/copy/validate.ts';

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  items?: z.ZodType[];
  entries?: Record<string, string>;
  checks?: { _zod?: { def?: { check?: string; format?: string; pattern?: RegExp } } }[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

function label(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

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
        : { ...base, widget: 'list', field: item };
    }
    case 'tuple':
      return {
        ...base,
        widget: 'list',
        field: field(singular(name), def.items![0]!),
        min: def.items!.length,
        max: def.items!.length,
      };
    case 'number':
      return { ...base, widget: 'number', value_type: 'int' };
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries!) };
    default: {
      const pattern = def.checks?.map((check) => check._zod?.def?.pattern).find(Boolean);
      return {
        ...base,
        widget: 'string',
        ...(pattern ? { pattern: [pattern.source, `must match ${pattern.source}`] } : {}),
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

/** The whole editor configuration; `backendUrl` is decap-server's API address. */
export function editorConfig(backendUrl: string) {
  const service = shapeOf(COPY_COLLECTIONS.services);
  return {
    load_config_file: false,
    backend: { name: 'git-gateway' },
    local_backend: { url: backendUrl },
    media_folder: 'public/uploads',
    publish_mode: 'simple',
    site_url: 'http://localhost',
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
        summary: '{{heading}}  /services/{{slug}}',
        fields: [
          ...fields(service),
          { ...field('body', service['body']!), label: 'Intro paragraphs', multiline: true },
        ],
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
          {
            name: 'apply',
            label: '/apply (become a cleaner)',
            file: 'src/content/pages/apply.yaml',
            fields: fields(shapeOf(PAGE_SCHEMAS.apply)),
          },
          {
            name: 'vs',
            label: '/vs (comparison)',
            file: 'src/content/pages/vs.yaml',
            fields: fields(shapeOf(PAGE_SCHEMAS.vs)),
          },
          ...(
            [
              ['contact', '/help/ticket/ (contact us)'],
              ['help-center', '/help/ (help center page; questions are Help topics)'],
              ['checkout', '/checkout/ (around the checkout)'],
              ['not-found', 'Page not found (404)'],
              ['service', 'Service pages: the words they share'],
            ] as const
          ).map(([name, label]) => ({
            name,
            label,
            file: `src/content/pages/${name}.yaml`,
            fields: fields(shapeOf(PAGE_SCHEMAS[name])),
          })),
        ],
      },
    ],
  };
}
