import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { scale, vars } from '#src/styles/theme.css.ts';

const inactive = '&:disabled, &[aria-disabled="true"]:not([aria-busy="true"])';

/** Button look; also used on links that act as calls to action (`<a class={button(...)}>`). */
export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: scale.space['2'],
    border: 0,
    borderRadius: vars.radius.control,
    fontFamily: vars.font.body,
    fontWeight: scale.fontWeight.semibold,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    // A label longer than the screen is wide (a price and the membership it starts, at 320 px)
    // wraps inside the button instead of pushing the page sideways; short labels keep one line.
    textWrap: 'balance',
    cursor: 'pointer',
    transition: `background-color ${scale.motion.fast}, color ${scale.motion.fast}`,
    selectors: {
      [inactive]: {
        background: vars.color.surfaceAlt,
        color: vars.color.textDisabled,
        boxShadow: 'none',
        cursor: 'not-allowed',
      },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    size: {
      large: {
        minHeight: scale.controlHeight.large,
        paddingInline: scale.space['6'],
        paddingBlock: scale.space['2'],
        fontSize: scale.fontSize.lg,
      },
      medium: {
        minHeight: scale.controlHeight.medium,
        paddingInline: scale.space['5'],
        paddingBlock: scale.space['2'],
        fontSize: scale.fontSize.md,
      },
      small: { minHeight: scale.controlHeight.small, paddingInline: scale.space['4'], fontSize: scale.fontSize.sm },
      tiny: { minHeight: scale.controlHeight.tiny, paddingInline: scale.space['3'], fontSize: scale.fontSize.xs },
    },
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brandStrong,
        boxShadow: `inset 0 0 0 ${scale.border.hairline} ${vars.color.brand}`,
        selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.brandSoft } },
      },
      emphasis: {
        background: vars.color.emphasis,
        color: vars.color.onEmphasis,
        selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.emphasisStrong } },
      },
      tertiary: {
        background: 'transparent',
        color: vars.color.brandStrong,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.brandSoft } },
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { size: 'medium', variant: 'primary', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label stays in layout (keeping the button's width) but is invisible while loading. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space['2'],
  selectors: { '[aria-busy="true"] > &': { opacity: 0 } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.1em',
  height: '1.1em',
  borderRadius: '50%',
  border: '0.15em solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
