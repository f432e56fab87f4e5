import { defineBrand } from '../src/brand/schema.ts';

/** White-label cleaning brand. */
export default defineBrand({
  kind: 'white-label',
  appName: 'Sudsbury Home',
  domain: 'www.sudsburyhome.example',
  appUrl: 'https://app.sudsburyhome.example',
  logo: 'assets/logos/sudsbury.svg',
  analyticsId: 'phc_sudsbury_demo',
  consentBannerId: 'cb-sudsbury-0001',
  faviconKey: 'sudsbury',
  icoOnlyFavicon: false,
  social: {
    facebook: 'https://www.facebook.com/sudsburyhome',
    reddit: 'https://www.reddit.com/r/sudsburyhome',
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
      brand: '#0369a1',
      brandStrong: '#075985',
      brandSoft: '#f0f9ff',
      onBrand: '#ffffff',
      emphasis: '#fde047',
      emphasisStrong: '#facc15',
      onEmphasis: '#1c1917',
      textPrimary: '#1c1917',
      textSecondary: '#57534e',
      textSuccess: '#15803d',
      textCritical: '#b91c1c',
      textDisabled: '#78716c',
      surface: '#ffffff',
      surfaceAlt: '#f5f5f4',
      surfaceInverse: '#082f49',
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
