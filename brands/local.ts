import { defineBrand } from '../src/brand/schema.ts';

/** The local brand: neighborhood-focused copy of the offer, not indexed. */
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
  isDev: false,
  indexable: false,
  theme: {
    color: {
      brand: '#1d4ed8',
      brandStrong: '#1e3a8a',
      brandSoft: '#eff6ff',
      emphasis: '#15803d',
      emphasisStrong: '#166534',
      onEmphasis: '#ffffff',
      surfaceInverse: '#172554',
    },
    font: {
      heading: "Georgia, Cambria, 'Times New Roman', Times, serif",
    },
    corners: 'soft',
  },
});
