import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';

export const section = style({ paddingBlock: `clamp(${scale.space['8']}, 5vw, ${scale.space['12']})` });
export const stack = style({ display: 'grid', gap: scale.space['5'] });
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(2rem, 1.5rem + 2vw, 2.75rem)',
  lineHeight: scale.lineHeight.tight,
  color: vars.color.textPrimary,
});
