import { defineBrand } from '../src/brand/schema.ts';

/** The local brand: neighbourhood-focused copy of the offer, not indexed. */
export default defineBrand({
  kind: 'local',
  appName: 'Porchside',
  domain: 'www.porchside.example',
  appUrl: 'https://app.porchside.example',
  logo: 'assets/logos/local.svg',
  analyticsId: 'phc_local_demo',
  consentBannerId: 'cb-local-0001',
  faviconKey: 'local',
  icoOnlyFavicon: false,
  social: {
    facebook: 'https://www.facebook.com/porchside',
  },
  cookieConsent: {
    enabled: true,
    mode: 'opt-out',
    message: 'We use cookies to run and improve this site. You can opt out at any time.',
    acceptLabel: 'Accept',
  },
  isDev: false,
  indexable: false,
  theme: {
    color: {
      brand: '#1d4ed8',
      brandStrong: '#1e3a8a',
      brandSoft: '#eff6ff',
      onBrand: '#ffffff',
      emphasis: '#15803d',
      emphasisStrong: '#166534',
      onEmphasis: '#ffffff',
      textPrimary: '#1c1917',
      textSecondary: '#57534e',
      textSuccess: '#15803d',
      textCritical: '#b91c1c',
      textDisabled: '#78716c',
      surface: '#ffffff',
      surfaceAlt: '#f5f5f4',
      surfaceInverse: '#172554',
      textInvert: '#ffffff',
      border: '#d6d3d1',
      focusRing: '#2563eb',
    },
    font: {
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      heading: "Georgia, Cambria, 'Times New Roman', Times, serif",
    },
    corners: 'soft',
  },
});
