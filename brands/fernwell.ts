import { defineBrand } from '../src/brand/schema.ts';

/** White-label cleaning brand. */
export default defineBrand({
  kind: 'white-label',
  appName: 'Fernwell Maids',
  domain: 'www.fernwellmaids.example',
  appUrl: 'https://app.fernwellmaids.example',
  logo: 'assets/logos/fernwell.svg',
  analyticsId: 'phc_fernwell_demo',
  consentBannerId: 'cb-fernwell-0001',
  faviconKey: 'fernwell',
  icoOnlyFavicon: false,
  social: {
    youtube: 'https://www.youtube.com/@fernwellmaids',
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
      brand: '#3f6212',
      brandStrong: '#365314',
      brandSoft: '#f7fee7',
      onBrand: '#ffffff',
      emphasis: '#c2410c',
      emphasisStrong: '#9a3412',
      onEmphasis: '#ffffff',
      textPrimary: '#1c1917',
      textSecondary: '#57534e',
      textSuccess: '#15803d',
      textCritical: '#b91c1c',
      textDisabled: '#78716c',
      surface: '#ffffff',
      surfaceAlt: '#f5f5f4',
      surfaceInverse: '#1a2e05',
      textInvert: '#ffffff',
      border: '#d6d3d1',
      focusRing: '#2563eb',
    },
    font: {
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      heading: "Georgia, Cambria, 'Times New Roman', Times, serif",
    },
    corners: 'sharp',
  },
});
