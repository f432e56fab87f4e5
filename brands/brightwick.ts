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
  isDev: false,
  indexable: true,
  theme: {
    color: {
      brand: '#b45309',
      brandStrong: '#92400e',
      brandSoft: '#fffbeb',
      emphasis: '#1e40af',
      emphasisStrong: '#1e3a8a',
      onEmphasis: '#ffffff',
      surfaceInverse: '#451a03',
    },
    font: {
      heading: "Georgia, Cambria, 'Times New Roman', Times, serif",
    },
    corners: 'round',
  },
});
