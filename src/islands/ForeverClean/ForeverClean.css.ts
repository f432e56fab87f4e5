import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';
import { fluidGrid } from '../../styles/grid.ts';
import { cardSurface } from '../../styles/card.ts';

/** The Forever Clean section's facts and policy. */
export const fcLead = style({ maxWidth: '44rem', marginBlockEnd: scale.space['8'], color: vars.color.textSecondary });
export const facts = style({
  ...fluidGrid('12rem', '4'),
});
export const fact = style({
  display: 'grid',
  gap: scale.space['1'],
  alignContent: 'start',
  padding: scale.space['5'],
  ...cardSurface(),
});
export const factValue = style({
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.semibold,
  color: vars.color.textPrimary,
});
/** The plan's cancellation policy under the facts (two lines reserved, as under the option cards). */
export const fcPolicy = style({
  minBlockSize: `calc(2 * ${scale.lineHeight.normal} * ${scale.fontSize.sm})`,
  marginBlockStart: scale.space['4'],
  fontSize: scale.fontSize.sm,
  color: vars.color.textPrimary,
});
