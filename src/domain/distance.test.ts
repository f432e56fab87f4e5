/** How the location pages state distances: road-sign miles, never "0.0 mi", one figure per place. */
import { describe, expect, it } from 'vitest';
import { atCenter, formatMiles, milesToKm, PlaceDistances } from './distance.ts';

describe('formatMiles', () => {
  it('writes tenths under a mile, whole miles with separators above', () => {
    expect(formatMiles(milesToKm(0.4))).toBe('0.4 mi');
    expect(formatMiles(milesToKm(7.2))).toBe('7 mi');
    expect(formatMiles(milesToKm(1033))).toBe('1,033 mi');
  });

  it('says "under 0.1 mi" for a distance that rounds to nothing, never "0.0 mi"', () => {
    expect(formatMiles(0)).toBe('under 0.1 mi');
    expect(formatMiles(0.05)).toBe('under 0.1 mi');
    expect(formatMiles(milesToKm(0.05))).toBe('0.1 mi');
  });
});

describe('atCenter', () => {
  it('puts a place within a mile of a center at it', () => {
    expect(atCenter(milesToKm(0.9))).toBe(true);
    expect(atCenter(milesToKm(1.1))).toBe(false);
  });
});

describe('PlaceDistances', () => {
  it('states the first figure known for a place wherever the page names it', () => {
    const distances = new PlaceDistances([
      ['Fresno, CA', milesToKm(7)],
      ['Fresno, CA', milesToKm(6.5)],
    ]);
    expect(distances.miles('Fresno, CA', milesToKm(6))).toBe('7 mi');
    expect(distances.km('Fresno, CA', 1)).toBeCloseTo(milesToKm(7));
  });

  it('uses the figure given for a place it does not know', () => {
    expect(new PlaceDistances().miles('Sanger, CA', milesToKm(11))).toBe('11 mi');
  });
});
