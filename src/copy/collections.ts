/**
 * One record per collection of words in src/content/ (docs/content.md): where its files are, the
 * schema that checks them, what the content editor calls it and the page its preview shows, the
 * placeholder lists its fields allow and the search area its pages are in. Every registry of the
 * words is made from this list: the readers (./pages.ts `PAGE_SCHEMAS`, ./legal.ts, the
 * collections of src/data/), the build's check (./validate.ts), Astro's content layer
 * (src/content.config.ts: the Markdown Astro renders), the content editor's lists and preview
 * (scripts/content-editor/config.ts), search ownership (`sharedAreaOf` below) and docs/content.md's
 * lists of files and of placeholders (scripts/content-docs.ts). A new page with words is one more
 * record here, beside its YAML file.
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
  /** What else docs/content.md says of it (Markdown), after its file and label. */
  readonly about?: string;
  /**
   * The placeholder lists (./placeholders.ts `COPY_LISTS`) its fields allow, each with the fields
   * it is for as docs/content.md names them (`''`: the other fields).
   */
  readonly lists: { readonly [L in CopyList]?: string };
  /**
   * `own` for a brand's own page; or the shared area its pages are in for search (one of
   * src/brand/search.ts `SHARED_AREAS`, which this layer may not import: the build fails on
   * another name) and their address: `at` exactly, or with a trailing `/` every page under it.
   */
  readonly search: 'own' | { readonly area: string; readonly at: string };
  /** Markdown text Astro's own pipeline renders (`render()` of astro:content): the hub's articles. */
  readonly render?: true;
};

/** A record's fields besides its files and schema, which the helpers below fill in for their folder. */
type Own = Omit<CollectionRecord, 'folder' | 'file' | 'ext' | 'schema'>;

const page = <const N extends string, S extends z.ZodType, const R extends Own>(file: N, schema: S, rest: R) =>
  ({ folder: 'pages', file, ext: 'yaml', schema, ...rest }) as const;

const directory = { area: 'directory', at: '/us/' } as const;
const places = <F extends keyof typeof PLACE_SCHEMAS>(file: F, label: string, preview: string, about?: string) =>
  ({
    folder: 'places',
    file,
    ext: 'yaml',
    schema: PLACE_SCHEMAS[file],
    label,
    preview,
    ...(about === undefined ? {} : { about }),
    lists: {},
    search: directory,
  }) as const;

const legal = <const F extends string, S extends z.ZodType, const R extends Own>(file: F, schema: S, rest: R) =>
  ({ folder: 'legal', file, ext: 'md', schema, ...rest }) as const;

export const COLLECTIONS = {
  services: {
    folder: 'services',
    ext: 'md',
    schema: serviceSchema,
    label: 'Service pages',
    preview: '/services/{slug}',
    about: '`/services/<name>`, the file name is the address',
    lists: { services: '' },
    search: { area: 'services', at: '/services/' },
  },
  'ad-groups': {
    folder: 'ad-groups',
    ext: 'yaml',
    schema: adGroupFileSchema,
    label: 'Ad groups',
    preview: '/deal?adgroupid={id}',
    about:
      '`default.yaml` (no ad group) and one file per ad group: the hero, banner and CTA of `/deal` and `/` ([ad groups](ad-groups.md))',
    lists: { adGroups: '' },
    search: 'own',
  },
  home: {
    folder: 'home',
    ext: 'yaml',
    schema: homeSchema,
    label: 'Home page (every brand without its own)',
    preview: '/',
    about: "the sections of `/` (a brand's own: `src/content/home/brands/<brand>/home.yaml`)",
    lists: { home: '' },
    search: 'own',
  },
  help: {
    folder: 'help',
    ext: 'yaml',
    schema: helpTopicSchema,
    label: 'Help topics',
    preview: '/help/#{slug}',
    about: 'the questions of `/help/`, the file name is the anchor',
    lists: { help: '' },
    search: { area: 'help', at: '/help/' },
  },
  'pages/apply': page('apply', applyPageSchema, {
    label: '/apply (become a cleaner)',
    preview: '/apply',
    lists: { apply: '' },
    search: { area: 'apply', at: '/apply' },
  }),
  'pages/vs': page('vs', vsPageSchema, {
    label: '/vs (comparison)',
    preview: '/vs',
    lists: { vs: '' },
    search: { area: 'vs', at: '/vs' },
  }),
  'pages/contact': page('contact', contactPageSchema, {
    label: '/help/ticket/ (contact us)',
    preview: '/help/ticket/',
    lists: { contact: '' },
    search: { area: 'help', at: '/help/ticket/' },
  }),
  'pages/help-center': page('help-center', helpCenterPageSchema, {
    label: '/help/ (help center page; its questions are Help topics)',
    preview: '/help/',
    lists: { helpCenter: '' },
    search: { area: 'help', at: '/help/' },
  }),
  'pages/checkout': page('checkout', checkoutPageSchema, {
    label: '/checkout/ (the checkout and its steps)',
    preview: '/checkout/',
    about: 'its steps, fields and buttons (`steps`)',
    lists: { checkout: '', checkoutSteps: '`steps`' },
    search: 'own',
  }),
  'pages/not-found': page('not-found', notFoundPageSchema, {
    label: 'Page not found (404)',
    preview: '/a-page-that-does-not-exist',
    lists: { notFound: '' },
    search: 'own',
  }),
  'pages/service': page('service', servicePageSchema, {
    label: 'Service pages: the words they share',
    preview: '/services/deep-cleaning',
    lists: { servicePage: '' },
    search: { area: 'services', at: '/services/' },
  }),
  'pages/deal': page('deal', dealPageSchema, {
    label: '/ and /deal (the words around the offer)',
    preview: '/deal',
    about:
      'titles, price card and its counter and countdown (`priceCard.counter`), option cards (`options`), Forever Clean (`foreverClean`), the first five FAQs, the waitlist form (`waitlistForm`, also on the checkout)',
    lists: {
      deal: '',
      dealBrandOnly: '`faq.nearMe.unknown`, `rating.readAll`',
      dealNearMe: '`faq.nearMe`',
      dealRating: '`rating`',
      dealCounter: '`priceCard.counter.claimed`',
      dealZip: '`zip`',
      dealReferral: '`referred`',
      dealCancellation: '`faq.cancellation`',
      dealForeverClean: '`foreverClean`, `options`',
      dealOptionsToday: '`options.today`',
      dealOptionsPlan: '`options.plan`',
    },
    search: 'own',
  }),
  'pages/chrome': page('chrome', chromePageSchema, {
    label: 'Every page: header, menu, footer, cookie banner, agent mode',
    preview: '/',
    about:
      "links' names (`nav`), cookie banner (`cookieBanner`), skip link, breadcrumbs, the error screen's “Go Back” and `/500` (`errorPage`), the legal pages' “Contents” and date line (`legal`), the location pages' data credit (`directoryCredit`) and screen-reader labels",
    lists: {
      chrome: '',
      chromeSocialLink: '`footer.socialLink`',
      chromeCopyright: '`footer.copyright`, `footer.shortCopyright`',
      chromeCredit: '`directoryCredit`',
    },
    search: 'own',
  }),
  'pages/reviews': page('reviews', reviewsPageSchema, {
    label: '/reviews/ (customer reviews)',
    preview: '/reviews/',
    about: 'the reviews list (`list`)',
    lists: { reviews: '', reviewsList: '`list`, what screen readers hear' },
    search: { area: 'reviews', at: '/reviews/' },
  }),
  'pages/hub': page('hub', hubPageSchema, {
    label: '/hub/ (cleaning tips: the section, and the box beside each article)',
    preview: '/hub/',
    about: "the articles' facts line and categories ([hub](hub.md))",
    lists: { hub: '', hubMeta: '`meta.readingTime`', hubCategory: '`category`' },
    search: { area: 'hub', at: '/hub/' },
  }),
  'legal/terms-of-service': legal('terms-of-service', legalPageSchema, {
    label: '/terms-of-service/',
    preview: '/terms-of-service/',
    about: '[legal pages](#legal-pages)',
    lists: { legal: '' },
    search: { area: 'legal', at: '/terms-of-service/' },
  }),
  'legal/privacy-policy': legal('privacy-policy', legalPageSchema, {
    label: '/privacy-policy/',
    preview: '/privacy-policy/',
    lists: { legal: '' },
    search: { area: 'legal', at: '/privacy-policy/' },
  }),
  'legal/privacy-optout': legal('privacy-optout', optOutPageSchema, {
    label: '/privacy/optout/ (Do Not Sell)',
    preview: '/privacy/optout/',
    lists: { optOut: '' },
    search: { area: 'legal', at: '/privacy/optout/' },
  }),
  hub: {
    folder: 'hub',
    ext: 'md',
    schema: hubArticleFileSchema,
    label: 'Cleaning tips (/hub/ articles)',
    preview: '/hub/{slug}/',
    about: '`/hub/<name>/` ([hub](hub.md))',
    lists: {},
    search: { area: 'hub', at: '/hub/' },
    render: true,
  },
  'places/index': places(
    'index',
    '/us/ (the location directory)',
    '/us/',
    '[location pages](#location-pages-srccontentplaces)',
  ),
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

/**
 * The shared search area a site path is in, from the records' `search`; undefined for a brand's own
 * pages (/, /deal, /checkout/, errors, and any page no record places in an area).
 */
export function sharedAreaOf(path: string, records: Records = COLLECTIONS): string | undefined {
  for (const { search } of Object.values(records)) {
    if (search === 'own') continue;
    if (search.at.endsWith('/') ? path.startsWith(search.at) : path === search.at) return search.area;
  }
  return undefined;
}
