import { defineBrand } from '../src/brand/schema.ts';

/** White-label cleaning brand (indexable). */
export default defineBrand({
  kind: 'white-label',
  appName: 'Maple & Mop',
  domain: 'www.mapleandmop.example',
  appUrl: 'https://app.mapleandmop.example',
  logo: 'assets/logos/maple-and-mop.svg',
  analyticsId: 'phc_maple_and_mop_demo',
  consentBannerId: 'cb-maple-and-mop-0001',
  faviconKey: 'maple-and-mop',
  icoOnlyFavicon: false,
  social: {
    instagram: 'https://www.instagram.com/mapleandmop',
    tiktok: 'https://www.tiktok.com/@mapleandmop',
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
      brand: '#9f1239',
      brandStrong: '#881337',
      brandSoft: '#fff1f2',
      onBrand: '#ffffff',
      emphasis: '#0f766e',
      emphasisStrong: '#115e59',
      onEmphasis: '#ffffff',
      textPrimary: '#1c1917',
      textSecondary: '#57534e',
      textSuccess: '#15803d',
      textCritical: '#b91c1c',
      textDisabled: '#78716c',
      surface: '#ffffff',
      surfaceAlt: '#f5f5f4',
      surfaceInverse: '#4c0519',
      textInvert: '#ffffff',
      border: '#d6d3d1',
      focusRing: '#2563eb',
    },
    font: {
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      heading: "'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif",
    },
    corners: 'soft',
  },
});
