import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';

export const form = style({
  display: 'grid',
  gap: scale.space['2'],
  maxWidth: '44rem',
  '@media': {
    'screen and (min-width: 40rem)': {
      gridTemplateColumns: '1fr 10rem auto',
      alignItems: 'start',
      columnGap: scale.space['3'],
    },
  },
});
/** The button lines up with the inputs (below their labels) on wide screens. */
export const submit = style({
  '@media': {
    'screen and (min-width: 40rem)': {
      marginBlockStart: `calc(${scale.lineHeight.normal} * ${scale.fontSize.sm} + ${scale.space['1']})`,
    },
  },
});
/** One line reserved for the confirmation or a failure. */
export const status = style({
  minBlockSize: `calc(${scale.lineHeight.normal} * ${scale.fontSize.md})`,
  marginBlockStart: scale.space['2'],
  fontWeight: scale.fontWeight.medium,
});
export const confirmed = style({ color: vars.color.textSuccess });
export const failed = style({ color: vars.color.textCritical });
