/**
 * One record per collection of words in src/content/ (docs/content.md): where its files are, the
 * schema that checks them, what the content editor calls it and the page its preview shows, the
 * placeholder lists its fields allow and the search area its page belongs to. Every registry of
 * the words is made from this list: the readers (./pages.ts `PAGE_SCHEMAS`, ./legal.ts, the
 * collections of src/data/), the build's check (./validate.ts), Astro's content layer
 * (src/content.config.ts: the Markdown Astro renders), and the content editor's lists and preview
 * (scripts/content-editor/config.ts); tests hold docs/content.md's list, the placeholder lists
 * (./placeholders.ts `COPY_LISTS`) and search ownership (src/brand/search.ts) to it. A new page
 * with words is one more record here, beside its YAML file.
 */
import type { z } from 'astro/zod';
import { contentRoot, readCollection, readEntry, type Collection } from './content.ts';
import { hubArticleFileSchema } from '../content/hub/schema.ts';
import type { CopyList } from './placeholders.ts';
import { PLACE_SCHEMAS } from './places.ts';
import {
  adGroupFileSchema,
  applyPageSchema,
  checkoutPageSchema,
  chromePageSchema,
  contactPageSchema,
  dealPageSchema,
  helpCenterPageSchema,
  helpTopicSchema,
  homeSchema,
  hubPageSchema,
  legalPageSchema,
  notFoundPageSchema,
  optOutPageSchema,
  reviewsPageSchema,
  servicePageSchema,
  serviceSchema,
  vsPageSchema,
} from './schemas.ts';

export type CollectionRecord = {
  /** Its folder under src/content/ (a brand's own versions are in its brands/<brand>/). */
  readonly folder: string;
  /** The one file it is (the name without extension); without it, every file of the folder is an entry. */
  readonly file?: string;
  /** Its files' extension: YAML, or Markdown with the fields as frontmatter and the text as `body`. */
  readonly ext: 'yaml' | 'md';
  /** The schema of one entry (./schemas.ts), its text fields naming their placeholder list. */
  readonly schema: z.ZodType;
  /** What the content editor lists it as. */
  readonly label: string;
  /** The page the editor's preview shows; in a folder, `{slug}` is the file name, `{id}` the entry's id. */
  readonly preview: string;
  /** The placeholder lists (./placeholders.ts `COPY_LISTS`) its fields allow. */
  readonly lists: readonly CopyList[];
  /**
   * The shared area its page is in for search (src/brand/search.ts `SHARED_AREAS`, which this
   * layer may not import; a test holds the two together), or `own` for a brand's own page.
   */
  readonly search: string;
  /** Markdown text Astro's own pipeline renders (`render()` of astro:content): the hub's articles. */
  readonly render?: true;
};

const page = <const N extends string, S extends z.ZodType, const L extends readonly CopyList[]>(
  file: N,
  schema: S,
  label: string,
  preview: string,
  lists: L,
  search: string,
) => ({ folder: 'pages', file, ext: 'yaml', schema, label, preview, lists, search }) as const;

const places = <F extends keyof typeof PLACE_SCHEMAS>(file: F, label: string, preview: string) =>
  ({
    folder: 'places',
    file,
    ext: 'yaml',
    schema: PLACE_SCHEMAS[file],
    label,
    preview,
    lists: [],
    search: 'directory',
  }) as const;

export const COLLECTIONS = {
  services: {
    folder: 'services',
    ext: 'md',
    schema: serviceSchema,
    label: 'Service pages',
    preview: '/services/{slug}',
    lists: ['services'],
    search: 'services',
  },
  'ad-groups': {
    folder: 'ad-groups',
    ext: 'yaml',
    schema: adGroupFileSchema,
    label: 'Ad groups',
    preview: '/deal?adgroupid={id}',
    lists: ['adGroups'],
    search: 'own',
  },
  home: {
    folder: 'home',
    ext: 'yaml',
    schema: homeSchema,
    label: 'Home page (every brand without its own)',
    preview: '/',
    lists: ['home'],
    search: 'own',
  },
  help: {
    folder: 'help',
    ext: 'yaml',
    schema: helpTopicSchema,
    label: 'Help topics',
    preview: '/help/#{slug}',
    lists: ['help'],
    search: 'help',
  },
  'pages/apply': page('apply', applyPageSchema, '/apply (become a cleaner)', '/apply', ['apply'], 'apply'),
  'pages/vs': page('vs', vsPageSchema, '/vs (comparison)', '/vs', ['vs'], 'vs'),
  'pages/contact': page(
    'contact',
    contactPageSchema,
    '/help/ticket/ (contact us)',
    '/help/ticket/',
    ['contact'],
    'help',
  ),
  'pages/help-center': page(
    'help-center',
    helpCenterPageSchema,
    '/help/ (help center page; its questions are Help topics)',
    '/help/',
    ['helpCenter'],
    'help',
  ),
  'pages/checkout': page(
    'checkout',
    checkoutPageSchema,
    '/checkout/ (the checkout and its steps)',
    '/checkout/',
    ['checkout', 'checkoutSteps'],
    'own',
  ),
  'pages/not-found': page(
    'not-found',
    notFoundPageSchema,
    'Page not found (404)',
    '/a-page-that-does-not-exist',
    ['notFound'],
    'own',
  ),
  'pages/service': page(
    'service',
    servicePageSchema,
    'Service pages: the words they share',
    '/services/deep-cleaning',
    ['servicePage'],
    'services',
  ),
  'pages/deal': page(
    'deal',
    dealPageSchema,
    '/ and /deal (the words around the offer)',
    '/deal',
    [
      'deal',
      'dealBrandOnly',
      'dealNearMe',
      'dealRating',
      'dealCounter',
      'dealZip',
      'dealReferral',
      'dealCancellation',
      'dealForeverClean',
      'dealOptionsToday',
      'dealOptionsPlan',
    ],
    'own',
  ),
  'pages/chrome': page(
    'chrome',
    chromePageSchema,
    'Every page: header, menu, footer, cookie banner, agent mode',
    '/',
    ['chrome', 'chromeSocialLink', 'chromeCopyright', 'chromeCredit'],
    'own',
  ),
  'pages/reviews': page(
    'reviews',
    reviewsPageSchema,
    '/reviews/ (customer reviews)',
    '/reviews/',
    ['reviews', 'reviewsList'],
    'reviews',
  ),
  'pages/hub': page(
    'hub',
    hubPageSchema,
    '/hub/ (cleaning tips: the section, and the box beside each article)',
    '/hub/',
    ['hub', 'hubMeta', 'hubCategory'],
    'hub',
  ),
  'legal/terms-of-service': {
    folder: 'legal',
    file: 'terms-of-service',
    ext: 'md',
    schema: legalPageSchema,
    label: '/terms-of-service/',
    preview: '/terms-of-service/',
    lists: ['legal'],
    search: 'legal',
  },
  'legal/privacy-policy': {
    folder: 'legal',
    file: 'privacy-policy',
    ext: 'md',
    schema: legalPageSchema,
    label: '/privacy-policy/',
    preview: '/privacy-policy/',
    lists: ['legal'],
    search: 'legal',
  },
  'legal/privacy-optout': {
    folder: 'legal',
    file: 'privacy-optout',
    ext: 'md',
    schema: optOutPageSchema,
    label: '/privacy/optout/ (Do Not Sell)',
    preview: '/privacy/optout/',
    lists: ['optOut'],
    search: 'legal',
  },
  hub: {
    folder: 'hub',
    ext: 'md',
    schema: hubArticleFileSchema,
    label: 'Cleaning tips (/hub/ articles)',
    preview: '/hub/{slug}/',
    lists: [],
    search: 'hub',
    render: true,
  },
  'places/index': places('index', '/us/ (the location directory)', '/us/'),
  'places/state': places('state', '/us/<state>/ (each state)', '/us/illinois/'),
  'places/city': places('city', '/us/<state>/<city>/ (each city and town)', '/us/illinois/chicago/'),
  'places/local': places('local', 'A served place: its own section', '/us/illinois/chicago/'),
} as const satisfies Record<string, CollectionRecord>;

type Collections = typeof COLLECTIONS;
export type Records = Readonly<Record<string, CollectionRecord>>;

/** The records of one folder's single files (`pages`, `legal`, `places`), by file name. */
type FilesOf<F extends string, R extends Records = Collections> = {
  [K in keyof R as R[K] extends { folder: F; file: infer N extends string } ? N : never]: R[K];
};

/** The records of `folder` that are one file each, by file name, in the records' order. */
export function filesOf<F extends string, R extends Records>(records: R, folder: F): FilesOf<F, R> {
  return Object.fromEntries(
    Object.values(records)
      .filter((record) => record.folder === folder && record.file !== undefined)
      .map((record) => [record.file!, record]),
  ) as FilesOf<F, R>;
}

/** The file names of a record's entries: `^<file>\.<ext>$`, or every `.<ext>` file of its folder. */
export const filePattern = (record: CollectionRecord): RegExp =>
  new RegExp(record.file === undefined ? `\\.${record.ext}$` : `^${record.file}\\.${record.ext}$`);

/** The folders under src/content/ the records use, each once. */
export const foldersOf = (records: Records): string[] => [
  ...new Set(Object.values(records).map((record) => record.folder)),
];

/** The entries of one record's files, read and checked by its schema (./content.ts): a single file must exist. */
export function readRecord<R extends CollectionRecord>(
  record: R,
  root = contentRoot,
): Collection<z.infer<R['schema']>> {
  const schema = record.schema as z.ZodType<z.infer<R['schema']>>;
  return record.file === undefined
    ? readCollection(record.folder, schema, root)
    : readEntry(record.folder, record.file, schema, root, record.ext);
}
