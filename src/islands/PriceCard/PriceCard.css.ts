import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';

/** Inside the hero's price card (brand background, onBrand text). */
export const card = style({ display: 'grid', gap: scale.space['3'] });

export const label = style({
  fontWeight: scale.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  fontSize: scale.fontSize.sm,
});
export const bigPrice = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(3.5rem, 3rem + 3vw, 5rem)',
  lineHeight: 1,
  fontWeight: scale.fontWeight.semibold,
});
export const was = style({ textDecoration: 'line-through' });
export const note = style({ fontSize: scale.fontSize.sm });
export const inheritLink = style({ color: 'inherit' });

export const counter = style({
  display: 'grid',
  gap: scale.space['3'],
  marginBlockStart: scale.space['2'],
  paddingBlockStart: scale.space['4'],
  borderBlockStart: `${scale.border.hairline} solid ${vars.color.onBrand}`,
});
export const stats = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: scale.space['3'] });
export const stat = style({ display: 'grid', gap: scale.space['1'], alignContent: 'start' });
export const statLabel = style({ fontSize: scale.fontSize.xs, fontWeight: scale.fontWeight.semibold });
export const statValue = style({
  fontFamily: vars.font.heading,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.semibold,
  lineHeight: scale.lineHeight.snug,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
/** Two lines are reserved so the sold-out sentence never pushes the card taller. */
export const status = style({
  minBlockSize: `calc(2 * ${scale.lineHeight.normal} * ${scale.fontSize.sm})`,
  fontSize: scale.fontSize.sm,
});
