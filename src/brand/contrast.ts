/**
 * WCAG 2.2 contrast between two theme colours (#rrggbb): the ratio of their relative luminances
 * (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio is the definition; this is its formula), and
 * the colour pairs of a brand theme that the site puts one on the other.
 */
import type { BrandTheme } from './schema.ts';

type Colour = keyof BrandTheme['color'];

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two #rrggbb colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Text (4.5:1, WCAG 1.4.3) and non-text (3:1, 1.4.11) pairs of theme colours the templates draw one
 * on the other: [foreground, background, minimum]. textDisabled (inactive controls) and border
 * (decoration) are exempt in WCAG.
 */
export const COLOUR_PAIRS: readonly (readonly [Colour, Colour, number])[] = [
  ['textPrimary', 'surface', 4.5],
  ['textPrimary', 'surfaceAlt', 4.5],
  ['textPrimary', 'brandSoft', 4.5],
  ['textSecondary', 'surface', 4.5],
  ['textSecondary', 'surfaceAlt', 4.5],
  ['textSuccess', 'surface', 4.5],
  ['textCritical', 'surface', 4.5],
  ['brand', 'surface', 4.5],
  ['brandStrong', 'surface', 4.5],
  ['brandStrong', 'brandSoft', 4.5],
  ['onBrand', 'brand', 4.5],
  ['onBrand', 'brandStrong', 4.5],
  ['onEmphasis', 'emphasis', 4.5],
  ['onEmphasis', 'emphasisStrong', 4.5],
  ['textInvert', 'surfaceInverse', 4.5],
  ['focusRing', 'surface', 3],
];
