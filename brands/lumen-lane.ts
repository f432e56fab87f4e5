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
    enabled: true,
    mode: 'opt-in',
    message: 'We use cookies to run this site and, with your consent, to measure and improve it.',
    acceptLabel: 'Accept',
  },
  isDev: false,
  indexable: false,
  theme: {
    color: {
      brand: '#6d28d9',
      brandStrong: '#4c1d95',
      brandSoft: '#faf5ff',
      onBrand: '#ffffff',
      emphasis: '#fbbf24',
      emphasisStrong: '#f59e0b',
      onEmphasis: '#1c1917',
      textPrimary: '#1c1917',
      textSecondary: '#57534e',
      textSuccess: '#15803d',
      textCritical: '#b91c1c',
      textDisabled: '#78716c',
      surface: '#ffffff',
      surfaceAlt: '#f5f5f4',
      surfaceInverse: '#2e1065',
      textInvert: '#ffffff',
      border: '#d6d3d1',
      focusRing: '#2563eb',
    },
    font: {
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    corners: 'round',
  },
});
