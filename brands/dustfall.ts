import { defineBrand } from '../src/brand/schema.ts';

/** White-label cleaning brand. */
export default defineBrand({
  kind: 'white-label',
  appName: 'Dustfall',
  domain: 'www.dustfall.example',
  appUrl: 'https://app.dustfall.example',
  logo: 'assets/logos/dustfall.svg',
  analyticsId: 'phc_dustfall_demo',
  consentBannerId: 'cb-dustfall-0001',
  faviconKey: 'dustfall',
  icoOnlyFavicon: false,
  social: {},
  isDev: false,
  indexable: false,
  theme: {
    color: {
      brand: '#1f2937',
      brandStrong: '#111827',
      brandSoft: '#f3f4f6',
      emphasis: '#dc2626',
      emphasisStrong: '#b91c1c',
      onEmphasis: '#ffffff',
      surfaceInverse: '#030712',
    },
    corners: 'sharp',
  },
});
