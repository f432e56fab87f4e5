import { describe, expect, it } from 'vitest';
import { formatUsd } from './format.ts';
import { cleaningOptions, defaultOption, discountedPrice, promoBannerText } from './offer.ts';

describe('defaultOption', () => {
  it('picks the 3-hour option wherever it is', () => {
    expect(defaultOption(cleaningOptions)?.name).toBe('One Bedroom');
    expect(defaultOption([{ numHours: 4 }, { numHours: 6 }, { numHours: 3 }])).toEqual({ numHours: 3 });
  });
  it('falls back to the second option, then the first', () => {
    expect(defaultOption([{ numHours: 2 }, { numHours: 4 }, { numHours: 6 }])).toEqual({ numHours: 4 });
    expect(defaultOption([{ numHours: 6 }])).toEqual({ numHours: 6 });
    expect(defaultOption([])).toBeUndefined();
  });
});

describe('prices', () => {
  it('never discounts below $1', () => {
    expect(discountedPrice(19, 5)).toBe(14);
    expect(discountedPrice(19, 25)).toBe(1);
  });
  it('formats whole dollars without cents and keeps cents when present', () => {
    expect(formatUsd(19)).toBe('$19');
    expect(formatUsd(6.99)).toBe('$6.99');
    expect(formatUsd(1049)).toBe('$1,049');
  });
  it('words the promo banner from the default price (the terms: charges.test.ts)', () => {
    expect(promoBannerText(19, 'First Home Cleaning')).toBe('Limited Time Offer: First Home Cleaning Starting At $19!');
    expect(promoBannerText(19)).toBe('Get Your Home Cleaned For $19!');
  });
});
