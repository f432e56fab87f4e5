import { describe, expect, it } from 'vitest';
import { COLOUR_PAIRS, contrastRatio } from './contrast.ts';
import { loadAllBrands } from './load.ts';

describe('brand colour contrast (WCAG 1.4.3 and 1.4.11)', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2); // the lightest grey that passes on white
  });

  it('gives every pair of every brand’s theme enough contrast', async () => {
    const failures: string[] = [];
    for (const brand of (await loadAllBrands()).values()) {
      const { color } = brand.theme;
      for (const [foreground, background, minimum] of COLOUR_PAIRS) {
        const ratio = contrastRatio(color[foreground], color[background]);
        if (ratio < minimum)
          failures.push(`${brand.key}: ${foreground} on ${background} ${ratio.toFixed(2)}:1 (needs ${minimum}:1)`);
      }
    }
    expect(failures).toEqual([]);
  });
});
