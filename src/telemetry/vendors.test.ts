// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { PIXEL_EVENTS, pixelUrl } from './pixel.ts';
import { adTracking } from './visit.ts';

type Pw = { __pw?: { a?: boolean; u?: Record<string, string> } };

describe('video-ad pixel beacons', () => {
  it('name the conversion, the brand, the last-touch campaign and a purchase value in dollars', () => {
    const url = new URL(
      pixelUrl('https://pixel.vendor.example/collect', PIXEL_EVENTS['purchase']!, {
        brand: 'staging',
        value: 20.57,
        utm: { first: { utm_source: 'radio' }, last: { utm_source: 'tv', utm_campaign: 'spring' } },
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ev: 'Purchase',
      brand: 'staging',
      utm_source: 'tv',
      utm_campaign: 'spring',
      value: '20.57',
      currency: 'USD',
    });
  });

  it('exist only for ViewContent, checkout and purchase', () => {
    expect(Object.keys(PIXEL_EVENTS).sort()).toEqual(['ViewContent', 'checkout step reached', 'purchase']);
  });
});

describe('adTracking for the API', () => {
  afterEach(() => {
    delete (window as Pw).__pw;
    localStorage.clear();
    history.replaceState(null, '', '/');
  });

  it("carries this landing's adgroupid and utm values", () => {
    history.replaceState(null, '', '/deal?adgroupid=42&utm_source=tv');
    (window as Pw).__pw = { a: false, u: { utm_source: 'tv', utm_medium: 'video', utm_term: 'x' } };
    expect(adTracking()).toEqual({ adgroupid: '42', utmSource: 'tv', utmMedium: 'video' });
  });

  it('falls back to the stored last touch, and is absent without any campaign', () => {
    (window as Pw).__pw = { a: false };
    expect(adTracking()).toBeUndefined();
    localStorage.setItem('utm', JSON.stringify({ first: { utm_source: 'a' }, last: { utm_campaign: 'b' } }));
    expect(adTracking()).toEqual({ utmCampaign: 'b' });
  });

  it('is never sent for agents', () => {
    history.replaceState(null, '', '/agent/?adgroupid=42');
    (window as Pw).__pw = { a: true, u: { utm_source: 'tv' } };
    expect(adTracking()).toBeUndefined();
  });
});
