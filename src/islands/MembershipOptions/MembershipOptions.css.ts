import { globalStyle, style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';
import { figureText, noteText, roundedTint, ruledAbove } from '../../styles/shapes.ts';
import { fluidGrid, fluidList } from '../../styles/grid.ts';
import { cardSurface } from '../../styles/card.ts';

export const layout = style({ display: 'grid', gap: scale.space['6'] });

export const options = style(fluidList('15rem', '4'));

export const option = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space['2'],
  padding: scale.space['6'],
  ...cardSurface({ raised: true }),
});

export const badge = style({
  display: 'none',
  alignSelf: 'start',
  ...roundedTint({ paddingInline: scale.space['2'] }, vars.radius.control, vars.color.emphasis),
  color: vars.color.onEmphasis,
  fontSize: scale.fontSize.xs,
  fontWeight: scale.fontWeight.semibold,
});
export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: scale.space['2'],
  marginBlockStart: scale.space['2'],
});
export const amount = style(figureText(scale.fontSize['2xl']));
/** The plan line right under each price. */
export const planLine = style({
  fontSize: scale.fontSize.sm,
  color: vars.color.textPrimary,
  ...ruledAbove(scale.space['2']),
});
/** A card's "Choose" link: secondary, primary in the featured card. */
export const chooseLink = style({});

/**
 * The `pricing` experiment's featured card, chosen by CSS from the head script's mark on <html>
 * (first paint already shows the visitor's variant; see MembershipOptions.tsx).
 */
const CONTROL = 'html:not([data-x-pricing="larger"])';
const LARGER = 'html[data-x-pricing="larger"]';
const featuredCard = `${CONTROL} .${option}[data-featured-control], ${LARGER} .${option}[data-featured-larger]`;
const within = (inner: string) =>
  `${CONTROL} .${option}[data-featured-control] ${inner}, ${LARGER} .${option}[data-featured-larger] ${inner}`;
globalStyle(featuredCard, { border: `2px solid ${vars.color.brand}` });
globalStyle(within(`.${badge}`), { display: 'block' });
globalStyle(within(`.${chooseLink}`), { background: vars.color.brand, color: vars.color.onBrand, boxShadow: 'none' });
globalStyle(within(`.${chooseLink}:hover`), { background: vars.color.brandStrong });

export const choose = style({ marginBlockStart: 'auto', paddingBlockStart: scale.space['3'] });

/** The plan's terms, directly under the prices. */
export const terms = style({
  display: 'grid',
  gap: scale.space['3'],
  padding: scale.space['5'],
  ...cardSurface(),
});
export const termsList = style({
  ...fluidGrid('9rem', '3'),
});
export const term = style({ display: 'grid', gap: scale.space['0.5'], alignContent: 'start' });
export const termLabel = style(noteText());
export const termValue = style({ fontWeight: scale.fontWeight.semibold, color: vars.color.textPrimary });
/** Two lines reserved: plans with and without a policy sentence keep the same height. */
export const policy = style({
  minBlockSize: `calc(2 * ${scale.lineHeight.normal} * ${scale.fontSize.sm})`,
  fontSize: scale.fontSize.sm,
  color: vars.color.textSecondary,
});
