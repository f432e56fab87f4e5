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
  isDev: false,
  indexable: true,
  theme: {
    color: {
      brand: '#9f1239',
      brandStrong: '#881337',
      brandSoft: '#fff1f2',
      emphasis: '#0f766e',
      emphasisStrong: '#115e59',
      onEmphasis: '#ffffff',
      surfaceInverse: '#4c0519',
    },
    font: {
      heading: "'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif",
    },
    corners: 'soft',
  },
});
