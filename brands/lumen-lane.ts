import { defineBrand } from '../src/brand/schema.ts';

/** White-label cleaning brand. */
export default defineBrand({
  kind: 'white-label',
  appName: 'Lumen Lane Cleaning',
  domain: 'www.lumenlane.example',
  appUrl: 'https://app.lumenlane.example',
  logo: 'assets/logos/lumen-lane.svg',
  analyticsId: 'phc_lumen_lane_demo',
  consentBannerId: 'cb-lumen-lane-0001',
  faviconKey: 'lumen-lane',
  icoOnlyFavicon: false,
  social: {
    instagram: 'https://www.instagram.com/lumenlane',
    facebook: 'https://www.facebook.com/lumenlane',
    tiktok: 'https://www.tiktok.com/@lumenlane',
  },
  cookieConsent: {
    mode: 'opt-in',
  },
  isDev: false,
  indexable: false,
  theme: {
    color: {
      brand: '#6d28d9',
      brandStrong: '#4c1d95',
      brandSoft: '#faf5ff',
      emphasis: '#fbbf24',
      emphasisStrong: '#f59e0b',
      onEmphasis: '#1c1917',
      surfaceInverse: '#2e1065',
    },
    corners: 'round',
  },
});
