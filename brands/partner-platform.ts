import { defineBrand } from '../src/brand/schema.ts';

/** Shown inside partner platforms; favicon.ico only because partner hosts frame it. */
export default defineBrand({
  kind: 'partner-platform',
  appName: 'Hearthline',
  domain: 'partners.hearthline.example',
  appUrl: 'https://app.hearthline.example',
  logo: 'assets/logos/partner-platform.svg',
  analyticsId: 'phc_partner_platform_demo',
  consentBannerId: 'cb-partner-platform-0001',
  faviconKey: 'partner-platform',
  icoOnlyFavicon: true,
  social: {},
  cookieConsent: {
    mode: 'opt-in',
  },
  framedBy: ['https://portal.homeshelf.example', 'https://*.nestmarket.example'],
  isDev: false,
  indexable: false,
  theme: {
    color: {
      brand: '#7c3aed',
      brandStrong: '#5b21b6',
      brandSoft: '#f5f3ff',
      emphasis: '#be185d',
      emphasisStrong: '#9d174d',
      onEmphasis: '#ffffff',
      surfaceInverse: '#2e1065',
    },
    corners: 'sharp',
  },
});
