import * as v from 'valibot';
import { EXPERIMENT_NAMES } from './experiments.ts';
import { cohorts } from '../catalog/plans.ts';
import { baseColors, baseConsent, baseFont } from './base.ts';
import { SearchPolicySchema } from './search.ts';

const HexColor = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i, 'must be a six-digit hex colour such as #1f6feb'));
const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));
const HttpsUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.startsWith('https://', 'must start with https://'),
);

/** Colour, font and corner tokens a brand fills; the theme contract in src/styles/theme.css.ts mirrors it. */
export const BrandThemeSchema = v.strictObject({
  color: v.strictObject({
    /** Main brand colour: logo, links, primary buttons. */
    brand: HexColor,
    /** Darker brand colour for hover/pressed states and text on light brand backgrounds. */
    brandStrong: HexColor,
    /** Very light tint of the brand colour for section backgrounds. */
    brandSoft: HexColor,
    /** Text/icon colour that reads on `brand`. */
    onBrand: HexColor,
    /** Attention colour for the deal call to action and price highlights. */
    emphasis: HexColor,
    /** Hover/pressed state of `emphasis`. */
    emphasisStrong: HexColor,
    /** Text/icon colour that reads on `emphasis`. */
    onEmphasis: HexColor,
    /** Body text. */
    textPrimary: HexColor,
    /** Secondary text: captions, fine print. */
    textSecondary: HexColor,
    /** Positive text: savings, confirmations. */
    textSuccess: HexColor,
    /** Error text and critical notices. */
    textCritical: HexColor,
    /** Disabled control text. */
    textDisabled: HexColor,
    /** Page background. */
    surface: HexColor,
    /** Alternate section background. */
    surfaceAlt: HexColor,
    /** Dark background (footer, promo banner). */
    surfaceInverse: HexColor,
    /** Text that reads on `surfaceInverse`. */
    textInvert: HexColor,
    /** Hairlines and card borders. */
    border: HexColor,
    /** Keyboard focus outline. */
    focusRing: HexColor,
  }),
  font: v.strictObject({
    /** CSS font-family stack for body text. */
    body: NonEmpty,
    /** CSS font-family stack for headings. */
    heading: NonEmpty,
  }),
  /** Corner style: sharp (2px), soft (8px) or round (16px, pill buttons). */
  corners: v.picklist(['sharp', 'soft', 'round'], 'must be one of sharp, soft, round'),
});

/** Scheme and host only, e.g. https://portal.partner.example (a leading `*.` allows its subdomains). */
const HttpsOrigin = v.pipe(
  v.string(),
  v.regex(/^https:\/\/(\*\.)?([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?$/, 'must be https:// and a host, with no path'),
);

const SocialLinksSchema = v.strictObject({
  facebook: v.optional(HttpsUrl),
  instagram: v.optional(HttpsUrl),
  reddit: v.optional(HttpsUrl),
  tiktok: v.optional(HttpsUrl),
  youtube: v.optional(HttpsUrl),
});

/**
 * One brand site. Every field is validated when a build starts; a brand file under brands/
 * supplies everything except `key` (its file name) and `baseUrl` (environment or domain).
 */
export const BrandConfigSchema = v.strictObject({
  /** Stable id: the file name under brands/ and the folder under dist/. */
  key: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by -')),
  /** What kind of site this is; only used for documentation and sanity checks. */
  kind: v.picklist(
    ['main', 'local', 'partner-platform', 'staging', 'white-label'],
    'must be one of main, local, partner-platform, staging, white-label',
  ),
  /** Name shown to shoppers in titles, header and copy. */
  appName: NonEmpty,
  /** Production host name, without scheme. */
  domain: v.pipe(
    v.string(),
    v.regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, 'must be a host name such as www.example.com'),
  ),
  /** Absolute address the site is served from, without trailing slash (env BASE_URL_<KEY>, else https://<domain>). */
  baseUrl: v.pipe(
    v.string(),
    v.url('must be an absolute URL'),
    v.regex(/^https?:\/\/[^/]+$/, 'must be scheme and host only, with no path or trailing slash'),
  ),
  /** Address of the logged-in customer app (/login, /customer/choosedate/ live there). */
  appUrl: HttpsUrl,
  /** Logo SVG, relative to brands/ (copied to /brand/logo.svg in this brand's build only). */
  logo: v.pipe(v.string(), v.regex(/^assets\/[\w/.-]+\.svg$/, 'must be an .svg path under assets/')),
  /** Product analytics project id. */
  analyticsId: NonEmpty,
  /** Cookie-consent banner (consent manager) id. */
  consentBannerId: NonEmpty,
  /** Folder under brands/assets/favicons/ holding this brand's favicon set. */
  faviconKey: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be a folder name under assets/favicons')),
  /** Link only favicon.ico (legacy partner hosts), not the SVG and touch icons. */
  icoOnlyFavicon: v.boolean('must be true or false'),
  /** Social profiles; each brand has some or none. */
  social: SocialLinksSchema,
  /** Cookie-consent banner behaviour. */
  cookieConsent: v.strictObject({
    /** Show the banner at all. */
    enabled: v.boolean('must be true or false'),
    /** opt-in: nothing non-essential before Accept; opt-out: on until declined. */
    mode: v.picklist(['opt-in', 'opt-out'], 'must be opt-in or opt-out'),
  }),
  /** A development/staging site: never indexed, shows test data. */
  isDev: v.boolean('must be true or false'),
  /** Search engines may index this brand (exactly three brands are). */
  indexable: v.boolean('must be true or false'),
  /**
   * Who owns shared pages in search, per area (directory, services, hub, help, legal, apply, vs,
   * reviews): 'index', 'noindex' or { canonical: '<brand key>' }. Omitted areas take the default
   * of src/brand/search.ts (the main brand indexes all; other brands keep their copies noindex).
   */
  search: v.optional(SearchPolicySchema, {}),
  /** Partner hosts allowed to show this site in a frame (CSP frame-ancestors); only a partner-platform brand may list any. */
  framedBy: v.optional(v.array(HttpsOrigin), []),
  /** Telemetry this brand's pages send (extends CSP connect-src); omit while telemetry is off. */
  telemetry: v.optional(
    v.strictObject({
      /** Trace collector base address; traces POST to …/v1/traces (spec §7). */
      collectorUrl: HttpsUrl,
      /** Origins of the enabled telemetry vendors (analytics, error reporting, replay), e.g. https://events.vendor.example. */
      vendorOrigins: v.optional(v.array(HttpsOrigin), []),
      /**
       * Error reporting (@sentry/browser, loaded lazily only when set; docs/telemetry.md "Errors and
       * traces"): the project's public DSN and the environment its reports are filed under.
       */
      errors: v.optional(
        v.strictObject({
          /** Sentry DSN, e.g. https://publickey@errors.vendor.example/1 (its origin joins the CSP). */
          dsn: v.pipe(
            HttpsUrl,
            v.regex(
              /^https:\/\/[^:@/]+@[^/]+\/\d+$/,
              'must be a DSN such as https://publickey@errors.vendor.example/1',
            ),
          ),
          /** Environment name on every report; defaults to the brand's tier (development or production). */
          environment: v.optional(NonEmpty),
        }),
      ),
      /** Product analytics (posthog-js, loaded after analytics consent); the project key is `analyticsId`. */
      analytics: v.optional(
        v.strictObject({ /** Ingestion host, e.g. https://events.vendor.example. */ host: HttpsOrigin }),
      ),
      /** Video-ad conversion pixel (loaded only with marketing consent, never for agents): GET beacons to `url`. */
      pixel: v.optional(
        v.strictObject({ /** Beacon address, e.g. https://pixel.vendor.example/collect. */ url: HttpsUrl }),
      ),
    }),
  ),
  /**
   * Experiment weights for this brand (spec §9), by experiment name: the variants with relative
   * weights, control first. Omitted experiments use src/brand/experiments.ts's defaults.
   */
  experiments: v.optional(
    v.pipe(
      v.record(
        v.picklist(EXPERIMENT_NAMES, 'must be one of the spec §9 experiments'),
        v.pipe(
          v.array(
            v.strictObject({
              name: v.pipe(v.string(), v.regex(/^[\w-]+$/, 'must be letters, digits, _ or -')),
              weight: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1), v.maxValue(100)),
            }),
          ),
          v.minLength(1, 'needs at least the control variant'),
        ),
      ),
      // A brand offers only cohorts the catalogue has: the API charges a cohort only when the brand
      // offers it (api/cohorts.ts), so a misspelt code would leave its visitors unable to buy.
      v.check(
        (experiments) =>
          (experiments['voucherOption'] ?? []).every((variant) =>
            cohorts.some((cohort) => cohort.code === variant.name),
          ),
        'voucherOption variants must be cohort codes of src/catalog/plans.ts',
      ),
    ),
    {},
  ),
  /** Theme token values that fill the shared theme contract. */
  theme: BrandThemeSchema,
});

export type BrandConfigInput = v.InferInput<typeof BrandConfigSchema>;
export type BrandConfigOutput = v.InferOutput<typeof BrandConfigSchema>;
export type BrandTheme = v.InferOutput<typeof BrandThemeSchema>;
/** What a file under brands/ exports: the key and baseUrl are filled in by the loader. */
export type BrandFile = Omit<BrandConfigInput, 'key' | 'baseUrl'>;

type ThemeInput = BrandConfigInput['theme'];
type BaseColor = keyof typeof baseColors;

/**
 * What a brand file writes: everything in src/brand/base.ts may be left out (neutral colours,
 * body font, heading font = body font, the consent banner), and is then the base value.
 */
export type BrandFileInput = Omit<BrandFile, 'theme' | 'cookieConsent'> & {
  theme: Omit<ThemeInput, 'color' | 'font'> & {
    color: Omit<ThemeInput['color'], BaseColor> & Partial<Pick<ThemeInput['color'], BaseColor>>;
    font?: Partial<ThemeInput['font']>;
  };
  cookieConsent?: Partial<BrandFile['cookieConsent']>;
};

/** The colours in the order the schema lists them (unknown ones last, for the schema to reject), so every brand writes its `:root` rule alike. */
function inContractOrder<T extends Record<string, string>>(colors: T): T {
  const order = Object.keys(BrandThemeSchema.entries.color.entries);
  const keys = [...order.filter((key) => key in colors), ...Object.keys(colors).filter((key) => !order.includes(key))];
  return Object.fromEntries(keys.map((key) => [key, colors[key]])) as T;
}

/** A brand file's config on top of the base tokens (src/brand/base.ts); gives editor hints and type checking. */
export function defineBrand(config: BrandFileInput): BrandFile {
  const { theme, cookieConsent = {} } = config;
  const body = theme.font?.body ?? baseFont;
  return {
    ...config,
    cookieConsent: { ...baseConsent, ...cookieConsent },
    theme: {
      ...theme,
      color: inContractOrder({ ...baseColors, ...theme.color }),
      font: { body, heading: theme.font?.heading ?? body },
    },
  };
}
