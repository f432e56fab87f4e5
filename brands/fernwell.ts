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
  isDev: false,
  indexable: false,
  theme: {
    color: {
      brand: '#3f6212',
      brandStrong: '#365314',
      brandSoft: '#f7fee7',
      emphasis: '#c2410c',
      emphasisStrong: '#9a3412',
      onEmphasis: '#ffffff',
      surfaceInverse: '#1a2e05',
    },
    font: {
      heading: "Georgia, Cambria, 'Times New Roman', Times, serif",
    },
    corners: 'sharp',
  },
});
