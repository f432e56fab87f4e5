import { describe, expect, it } from 'vitest';
import { wholeStars } from './rating.ts';

describe('whole stars of a rating', () => {
  it('draws the nearest whole star', () => {
    expect(wholeStars(4.6)).toBe(5);
    expect(wholeStars(4.5)).toBe(5);
    expect(wholeStars(4.4)).toBe(4);
    expect(wholeStars(5)).toBe(5);
  });
});
