import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';

export const banner = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInvert,
  textAlign: 'center',
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  paddingBlock: scale.space['2'],
});
