import { defineBrand } from '../src/brand/schema.ts';

/** White-label cleaning brand (indexable). */
export default defineBrand({
  kind: 'white-label',
  appName: 'Brightwick Cleaning',
  domain: 'www.brightwickcleaning.example',
  appUrl: 'https://app.brightwickcleaning.example',
  logo: 'assets/logos/brightwick.svg',
  analyticsId: 'phc_brightwick_demo',
  consentBannerId: 'cb-brightwick-0001',
  faviconKey: 'brightwick',
  icoOnlyFavicon: false,
  social: {
    facebook: 'https://www.facebook.com/brightwickcleaning',
    instagram: 'https://www.instagram.com/brightwickcleaning',
    youtube: 'https://www.youtube.com/@brightwickcleaning',
  },
  cookieConsent: {
    enabled: true,
    mode: 'opt-out',
    message: 'We use cookies to run and improve this site. You can opt out at any time.',
    acceptLabel: 'Accept',
  },
  isDev: false,
  indexable: true,
  theme: {
    color: {
      brand: '#b45309',
      brandStrong: '#92400e',
      brandSoft: '#fffbeb',
      onBrand: '#ffffff',
      emphasis: '#1e40af',
      emphasisStrong: '#1e3a8a',
      onEmphasis: '#ffffff',
      textPrimary: '#1c1917',
      textSecondary: '#57534e',
      textSuccess: '#15803d',
      textCritical: '#b91c1c',
      textDisabled: '#78716c',
      surface: '#ffffff',
      surfaceAlt: '#f5f5f4',
      surfaceInverse: '#451a03',
      textInvert: '#ffffff',
      border: '#d6d3d1',
      focusRing: '#2563eb',
    },
    font: {
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      heading: "Georgia, Cambria, 'Times New Roman', Times, serif",
    },
    corners: 'round',
  },
});
