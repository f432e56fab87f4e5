import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';
import { fluidGrid } from '../../styles/grid.ts';
import { roundedTint, rowList } from '../../styles/shapes.ts';

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInvert,
  paddingBlock: scale.space['12'],
  fontSize: scale.fontSize.sm,
});

export const grid = style({
  ...fluidGrid('11rem', '8'),
});

export const about = style({ display: 'grid', gap: scale.space['4'], alignContent: 'start' });

export const logoPlate = style({
  display: 'inline-flex',
  justifySelf: 'start',
  ...roundedTint({ padding: scale.space['2'] }, vars.radius.card, vars.color.surface),
});

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  marginBlockEnd: scale.space['3'],
});

export const list = style({ listStyle: 'none', padding: 0, display: 'grid', gap: scale.space['2'] });

export const link = style({
  color: vars.color.textInvert,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const social = style(rowList(scale.space['2'], 'wrap'));

export const socialLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: scale.controlHeight.medium,
  height: scale.controlHeight.medium,
  borderRadius: '50%',
  color: vars.color.textInvert,
  boxShadow: `inset 0 0 0 ${scale.border.hairline} currentColor`,
  selectors: { '&:hover': { background: vars.color.brand } },
});

export const legal = style({
  display: 'grid',
  gap: scale.space['4'],
  marginBlockStart: scale.space['10'],
  paddingBlockStart: scale.space['6'],
  borderTop: `${scale.border.hairline} solid currentColor`,
});

export const legalLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${scale.space['2']} ${scale.space['6']}`,
  listStyle: 'none',
  padding: 0,
});

export const terms = style({ fontSize: scale.fontSize.xs, lineHeight: scale.lineHeight.normal, maxWidth: '60rem' });

export const strip = style({
  background: vars.color.surfaceAlt,
  color: vars.color.textSecondary,
  paddingBlock: scale.space['8'],
  fontSize: scale.fontSize.sm,
});

export const stripInner = style({ display: 'grid', gap: scale.space['4'] });

export const stripLink = style({ color: vars.color.textPrimary });
