import { defineBrand } from '../src/brand/schema.ts';

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
