import { describe, expect, it } from 'vitest';
import { ogCardFor, ogCardKey, ogCards, ogImageAlt, ogImagePath, ogImageSvg, wrapText } from './ogImage.ts';
import { brandOfferRange } from '../catalog/priceRange.ts';
import { cohorts } from '../catalog/plans.ts';

const range = brandOfferRange(undefined);

const theme = {
  brand: '#0f766e',
  brandStrong: '#115e59',
  onBrand: '#ffffff',
  emphasis: '#facc15',
  onEmphasis: '#1c1917',
  headingFont: "Georgia, 'Times New Roman', serif",
};
const services = [
  { slug: 'house-cleaning', name: 'House cleaning' },
  { slug: 'deep-cleaning', name: 'Deep cleaning' },
];
const mark = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';

describe('social preview cards', () => {
  it('gives every template its card, each service page its own, and unknown pages the home card', () => {
    expect(ogCardKey('/')).toBe('home');
    expect(ogCardKey(undefined)).toBe('home');
    expect(ogCardKey('/deal')).toBe('deal');
    expect(ogCardKey('/checkout/')).toBe('deal');
    expect(ogCardKey('/us/')).toBe('directory');
    expect(ogCardKey('/us/illinois/')).toBe('state');
    expect(ogCardKey('/us/illinois/chicago/')).toBe('city');
    expect(ogCardKey('/hub/move-out-cleaning-checklist/')).toBe('hub');
    expect(ogCardKey('/hub/category/kitchen/')).toBe('hub');
    expect(ogCardKey('/help/ticket/')).toBe('help');
    expect(ogCardKey('/privacy/optout/')).toBe('legal');
    expect(ogCardKey('/terms-of-service/')).toBe('legal');
    expect(ogCardKey('/a-new-page')).toBe('home');
    const keys = new Set(ogCards('Acme', services, range).map((card) => card.key));
    for (const { slug } of services) expect(keys, slug).toContain(`service-${slug}`);
    for (const path of ['/', '/deal', '/us/', '/us/a/', '/us/a/b/', '/hub/', '/reviews/', '/help/', '/apply', '/vs']) {
      expect(keys, path).toContain(ogCardKey(path));
    }
    expect(ogCardFor('/services/not-a-service', 'Acme', services, range).key).toBe('home');
    expect(ogImagePath({ key: 'city' })).toBe('/og/city.png');
  });

  it('says the offer and its membership condition, and the alt text says all the card says', () => {
    const card = ogCardFor('/services/deep-cleaning', 'Acme', services, range);
    expect(card.offer).toBe('First 3-hour cleaning $19');
    // The cohort is not known at build time: the monthly prices of the cohorts the brand sells
    // (CCF_1 and CCF_2 by default), never the whole catalogue's.
    expect(card.note).toBe('New clients, with Forever Clean membership ($39 to $49 a month, at least 6 paid months)');
    expect(ogImageAlt(card, 'Acme')).toBe(
      'Acme: Deep cleaning. First 3-hour cleaning $19. New clients, with Forever Clean membership ($39 to $49 a month, at least 6 paid months).',
    );
    // A brand selling every cohort states every cohort's first-cleaning prices and monthly prices.
    const everyCohort = brandOfferRange(cohorts.map(({ code }) => ({ name: code })));
    const wide = ogCardFor('/deal', 'Acme', services, everyCohort);
    expect(wide.offer).toBe('First 3-hour cleaning $14–$19');
    expect(wide.note).toContain('$19 to $59 a month');
  });

  it('draws a 1200×630 SVG with the brand name escaped and the mark nested', () => {
    const svg = ogImageSvg(ogCardFor('/', 'Maple & Mop', services, range), 'Maple & Mop', theme, mark);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).toContain('>Maple &amp; Mop</text>');
    expect(svg).toContain('<svg x="80" y="64" width="88" height="88" xmlns=');
    expect(svg).toContain('font-family="Georgia, &#39;Times New Roman&#39;, serif');
  });

  it('wraps long headlines within the line budget and marks a cut', () => {
    expect(wrapText('one two three four', 9, 3)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('unbreakablewordlongerthanline', 5, 2)).toEqual(['unbreakablewordlongerthanline']);
  });
});
