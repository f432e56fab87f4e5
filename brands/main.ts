import { defineBrand } from '../src/brand/schema.ts';

/** The main brand: the flagship site, indexable. */
export default defineBrand({
  kind: 'main',
  appName: 'Tidyhaven',
  domain: 'www.tidyhaven.example',
  appUrl: 'https://app.tidyhaven.example',
  logo: 'assets/logos/main.svg',
  analyticsId: 'phc_main_demo',
  consentBannerId: 'cb-main-0001',
  faviconKey: 'main',
  icoOnlyFavicon: false,
  social: {
    facebook: 'https://www.facebook.com/tidyhaven',
    instagram: 'https://www.instagram.com/tidyhaven',
    reddit: 'https://www.reddit.com/r/tidyhaven',
    tiktok: 'https://www.tiktok.com/@tidyhaven',
    youtube: 'https://www.youtube.com/@tidyhaven',
  },
  isDev: false,
  indexable: true,
  theme: {
    color: {
      brand: '#0f766e',
      brandStrong: '#115e59',
      brandSoft: '#f0fdfa',
      emphasis: '#facc15',
      emphasisStrong: '#eab308',
      onEmphasis: '#1c1917',
      surfaceInverse: '#134e4a',
    },
    corners: 'round',
  },
});
