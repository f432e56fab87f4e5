import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';
import { roundedTint } from '../../styles/shapes.ts';

export const page = style({
  display: 'grid',
  gap: scale.space['6'],
  paddingBlock: `clamp(${scale.space['6']}, 5vw, ${scale.space['12']})`,
});
export const intro = style({
  display: 'grid',
  gap: scale.space['2'],
  maxWidth: '40rem',
  marginInline: 'auto',
  width: '100%',
});
export const title = style({ fontSize: scale.fontSize['2xl'] });
export const noscript = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  ...roundedTint({ padding: scale.space['4'] }, vars.radius.control, vars.color.surfaceAlt),
});
