import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: scale.space['2'],
  insetBlockStart: scale.space['2'],
  zIndex: 100,
  padding: `${scale.space['3']} ${scale.space['4']}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: scale.fontWeight.semibold,
  boxShadow: scale.shadow.raised,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
