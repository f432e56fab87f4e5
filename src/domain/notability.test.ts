/** The order of a served city page's summary: what changes a visitor's plans comes first. */
import { describe, expect, it } from 'vitest';
import { cleanersScore, priceScore, reviewScore, reviewsScore, zipsScore } from './notability.ts';

describe('notability', () => {
  it('puts no cleaner near and no zip code served above everything else', () => {
    const others = [reviewScore('here'), zipsScore(2, 5), cleanersScore(3, 0, 10), reviewsScore(100), priceScore(30)];
    expect(cleanersScore(0, 0, 10)).toBeGreaterThan(Math.max(...others));
    expect(zipsScore(0, 4)).toBeGreaterThan(Math.max(...others));
  });

  it('puts a review written in the place above one from nearby, and that above one from farther', () => {
    expect(reviewScore('here')).toBeGreaterThan(reviewScore('near'));
    expect(reviewScore('near')).toBeGreaterThan(reviewScore('far'));
  });

  it('makes fewer served zip codes more notable, and a price farther from the median too', () => {
    expect(zipsScore(1, 5)).toBeGreaterThan(zipsScore(4, 5));
    expect(priceScore(12)).toBeGreaterThan(priceScore(3));
  });
});
