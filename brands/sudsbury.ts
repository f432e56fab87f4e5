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
  isDev: false,
  indexable: false,
  theme: {
    color: {
      brand: '#0369a1',
      brandStrong: '#075985',
      brandSoft: '#f0f9ff',
      emphasis: '#fde047',
      emphasisStrong: '#facc15',
      onEmphasis: '#1c1917',
      surfaceInverse: '#082f49',
    },
    corners: 'round',
  },
});
