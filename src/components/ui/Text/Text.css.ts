import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { scale, vars } from '#src/styles/theme.css.ts';

/** Text sizes 2xl to xs, three weights and the six text colours. */
export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      '2xl': { fontSize: scale.fontSize['2xl'], lineHeight: scale.lineHeight.tight },
      xl: { fontSize: scale.fontSize.xl, lineHeight: scale.lineHeight.snug },
      lg: { fontSize: scale.fontSize.lg, lineHeight: scale.lineHeight.normal },
      md: { fontSize: scale.fontSize.md, lineHeight: scale.lineHeight.normal },
      sm: { fontSize: scale.fontSize.sm, lineHeight: scale.lineHeight.normal },
      xs: { fontSize: scale.fontSize.xs, lineHeight: scale.lineHeight.normal },
    },
    weight: {
      regular: { fontWeight: scale.fontWeight.regular },
      medium: { fontWeight: scale.fontWeight.medium },
      semibold: { fontWeight: scale.fontWeight.semibold },
    },
    tone: {
      primary: { color: vars.color.textPrimary },
      secondary: { color: vars.color.textSecondary },
      success: { color: vars.color.textSuccess },
      critical: { color: vars.color.textCritical },
      invert: { color: vars.color.textInvert },
      disabled: { color: vars.color.textDisabled },
    },
  },
  defaultVariants: { size: 'md', weight: 'regular', tone: 'primary' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
