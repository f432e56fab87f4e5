import { defineBrand } from '../src/brand/schema.ts';
import { cohorts } from '../src/catalog/plans.ts';

/** Staging: a development copy used for QA, never indexed. */
export default defineBrand({
  kind: 'staging',
  appName: 'Prelude Clean',
  domain: 'staging.preludeclean.example',
  appUrl: 'https://app.preludeclean.example',
  logo: 'assets/logos/staging.svg',
  analyticsId: 'phc_staging_demo',
  consentBannerId: 'cb-staging-0001',
  faviconKey: 'staging',
  icoOnlyFavicon: false,
  social: {},
  cookieConsent: {
    mode: 'opt-in',
  },
  isDev: true,
  // Fictional hosts, so the e2e suite has real requests to intercept (telemetry-errors.spec.ts).
  telemetry: {
    collectorUrl: 'https://collector.staging.example',
    errors: { dsn: 'https://publickey@errors.staging.example/1' },
    analytics: { host: 'https://events.staging.example' },
    pixel: { url: 'https://pixel.staging.example/collect' },
  },
  indexable: false,
  // QA sees every cohort of the catalogue (the default one most often), so every price a brand can
  // offer is assigned, shown and sold somewhere before it reaches a live brand (first-paint and
  // price-checkout specs run here).
  experiments: {
    voucherOption: cohorts.map(({ code, isDefault }) => ({ name: code, weight: isDefault ? 2 : 1 })),
  },
  theme: {
    color: {
      brand: '#475569',
      brandStrong: '#334155',
      brandSoft: '#f1f5f9',
      emphasis: '#f59e0b',
      emphasisStrong: '#d97706',
      onEmphasis: '#1c1917',
      surfaceInverse: '#0f172a',
    },
    corners: 'soft',
  },
});
