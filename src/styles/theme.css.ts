import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract every brand fills (src/styles/brandTheme.ts writes the values inline in the
 * page head, so no brand's colours ship in another brand's CSS). Mirrors BrandThemeSchema.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    brandSoft: null,
    onBrand: null,
    emphasis: null,
    emphasisStrong: null,
    onEmphasis: null,
    textPrimary: null,
    textSecondary: null,
    textSuccess: null,
    textCritical: null,
    textDisabled: null,
    surface: null,
    surfaceAlt: null,
    surfaceInverse: null,
    textInvert: null,
    border: null,
    focusRing: null,
  },
  font: { body: null, heading: null },
  radius: { control: null, card: null },
});

/** Brand-independent scales (spacing, type, sizes), identical in every build. */
export const scale = createGlobalTheme(':root', {
  space: {
    '0.5': '0.125rem',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    '2xl': 'clamp(1.75rem, 1.3rem + 2vw, 2.5rem)',
  },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.55' },
  fontWeight: { regular: '400', medium: '500', semibold: '600' },
  controlHeight: { large: '3rem', medium: '2.5rem', small: '2rem', tiny: '1.5rem' },
  layout: { maxWidth: '70rem', gutter: 'clamp(1rem, 4vw, 2rem)' },
  border: { hairline: '1px', focus: '3px' },
  /** Dims the page behind the open mobile menu. */
  backdrop: 'rgb(0 0 0 / 45%)',
  shadow: {
    card: '0 1px 2px rgb(0 0 0 / 6%), 0 4px 16px rgb(0 0 0 / 6%)',
    raised: '0 8px 32px rgb(0 0 0 / 18%)',
  },
  motion: { fast: '150ms', slide: '250ms' },
});
