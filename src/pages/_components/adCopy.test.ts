// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { adGroups, defaultAdCopy, type AdGroup } from '../../data/adGroups.ts';
import { allOfferViews, DEFAULT_COHORT } from '../../catalog/defaultOffer.ts';
import { adGroupMarkScript, buildAdCopy, fillPlaceholders, headlineHtml, swapScript, swapTable } from './adCopy.ts';
import { AD_PENDING_MARK, AD_SWAPS } from './adMarks.ts';

const ctx = { price: 19, hours: 3, brand: 'Tidyhaven' };
/** The default cohort's control view alone: one wording per field, no marks. */
const ctxs = {
  views: allOfferViews.filter((view) => view.offer.cohort === DEFAULT_COHORT && view.pricing === 'control'),
  brand: 'Tidyhaven',
};
const classes = { price: 'hl', hours: 'nw' };

function page(defaults: Record<string, string>) {
  document.body.innerHTML = `
    <p id="promo-text">${defaults['banner']}</p>
    <h1 id="hero-title">${defaults['headline']}</h1>
    <p id="hero-lead">${defaults['lead']}</p>
    <h2 id="cta-title">${defaults['ctaHeading']}</h2>`;
}

function runAt(search: string, script: string) {
  window.history.replaceState(null, '', `/deal${search}`);
  new Function(script)();
}

const text = (id: string) => document.getElementById(id)?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
});

describe('placeholders', () => {
  it('fills price, hours and brand', () => {
    expect(fillPlaceholders('First {Hours} clean, {hours}, {price} at {brand}', ctx)).toBe(
      'First 3-Hour clean, 3-hour, $19 at Tidyhaven',
    );
  });
  it('highlights the price, keeps the hours together and escapes the text', () => {
    expect(headlineHtml('A & B: {hours} for {price}', ctxs, classes)).toBe(
      'A &amp; B: <span class="nw">3-hour</span> for <span class="hl">$19</span>',
    );
  });
  it("states every offer view's price and hours, each marked with the views that show it", () => {
    const html = headlineHtml('{hours} for {price}', { views: allOfferViews, brand: 'Tidyhaven' }, classes);
    document.body.innerHTML = html;
    const prices = [...document.querySelectorAll('.hl > span')].map((span) => span.textContent);
    expect(new Set(prices)).toEqual(new Set(['$19', '$17', '$15', '$14', '$39', '$37', '$35', '$34']));
    // The 4-hour wording belongs to the `larger` variant only; $14 to the one cohort whose discount is $5.
    expect(document.querySelector('.nw > span[data-p="larger"]')?.textContent).toBe('4-hour');
    const fourteen = [...document.querySelectorAll('.hl > span')].find((span) => span.textContent === '$14')!;
    expect(fourteen.getAttribute('data-p')).toBe('control');
    expect(fourteen.getAttribute('data-c')).toBe('14');
  });
});

describe('swap script', () => {
  const build = buildAdCopy(adGroups, defaultAdCopy, ctxs, classes);
  const apartment = adGroups.find((g) => g.title === 'Apartment Cleaning Services')!;

  it('renders the default wording the page had before ad groups', () => {
    page(build.defaults);
    expect(text('promo-text')).toBe('Limited Time Offer: First 3-Hour Home Cleaning Starting At $19!');
    expect(text('hero-title')).toBe('Your first 3-hour home cleaning for $19');
    expect(text('hero-lead')).toMatch(/^Tidyhaven connects you with trusted/);
    expect(text('cta-title')).toBe('Ready for a cleaner home?');
  });

  it("swaps in a known ad group's banner, headline and lead; the CTA script its heading", () => {
    page(build.defaults);
    runAt(`?utm_source=google&adgroupid=${apartment.id}`, build.heroScript);
    expect(text('promo-text')).toBe('Limited Time Offer: Apartment Cleaning Services Starting At $19!');
    expect(text('hero-title')).toBe('Apartment cleaning: your first 3-hour visit for $19');
    expect(document.querySelector('#hero-title .hl')?.textContent).toBe('$19');
    expect(text('hero-lead')).toBe(fillPlaceholders(apartment.lead, ctx));
    expect(text('cta-title')).toBe('Ready for a cleaner home?'); // not the hero script's business
    runAt(`?adgroupid=${apartment.id}`, build.ctaScript);
    expect(text('cta-title')).toBe('Ready for a cleaner apartment?');
  });

  it('keeps the default wording for an unknown, empty, missing or inherited id, and always marks its part done', () => {
    for (const search of ['?adgroupid=999', '?adgroupid=', '', '?adgroupid=constructor', '?adgroupid=__proto__']) {
      page(build.defaults);
      runAt(search, build.heroScript);
      runAt(search, build.ctaScript);
      expect(text('hero-title'), search).toBe('Your first 3-hour home cleaning for $19');
      expect(text('cta-title'), search).toBe('Ready for a cleaner home?');
      // Done marks show the elements the pending mark hid (adMarks.ts), whatever the id.
      for (const { done } of Object.values(AD_SWAPS)) expect(document.documentElement.hasAttribute(done)).toBe(true);
    }
  });

  it('marks the page pending before the swappable elements only when the URL names an ad group', () => {
    for (const [search, pending] of [
      [`?adgroupid=${apartment.id}`, true],
      ['?utm_source=x&adgroupid=999', true],
      ['?utm_source=x', false],
      ['', false],
    ] as const) {
      document.documentElement.removeAttribute(AD_PENDING_MARK);
      runAt(search, adGroupMarkScript);
      expect(document.documentElement.hasAttribute(AD_PENDING_MARK), search).toBe(pending);
    }
  });

  it('tolerates spaces around the id and missing elements', () => {
    document.body.innerHTML = '<h1 id="hero-title">Default</h1>';
    expect(() => runAt(`?adgroupid=%20${apartment.id}%20`, build.heroScript)).not.toThrow();
    expect(text('hero-title')).toBe('Apartment cleaning: your first 3-hour visit for $19');
  });

  it('cannot be broken out of by the data', () => {
    const evil: AdGroup = { ...apartment, id: '123456', lead: '</script><script>alert(1)</script>' };
    const script = swapScript(swapTable([evil], ['lead'], ctxs, classes), AD_SWAPS.hero.done);
    expect(script).not.toContain('</script>');
    document.body.innerHTML = '<p id="hero-lead">Default</p>';
    runAt('?adgroupid=123456', script);
    expect(text('hero-lead')).toBe('</script><script>alert(1)</script>');
    expect(document.querySelector('#hero-lead script')).toBeNull();
  });
});
