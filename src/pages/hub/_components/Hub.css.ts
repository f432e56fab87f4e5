import { style } from '@vanilla-extract/css';
import { scale, vars } from '#src/styles/theme.css.ts';
import { introBlock, noteText, ruledAbove, tintedPanel, wrapRow } from '#src/styles/shapes.ts';
import { fluidList } from '#src/styles/grid.ts';
import { cardSurface } from '#src/styles/card.ts';
import { media } from '#src/styles/breakpoints.ts';

export const page = style({
  paddingBlock: `${scale.space['6']} clamp(${scale.space['10']}, 6vw, ${scale.space['16']})`,
});

/** The shared breadcrumb trail's room below it on hub pages. */
export const crumbs = style({ marginBlockEnd: scale.space['6'] });

export const intro = style(introBlock('44rem'));
export const title = style({
  fontSize: 'clamp(1.875rem, 1.4rem + 2.2vw, 2.75rem)',
  lineHeight: scale.lineHeight.tight,
  color: vars.color.textPrimary,
});
export const lead = style({ fontSize: scale.fontSize.lg, color: vars.color.textSecondary });

export const cards = style(fluidList('20rem', '5', 'auto-fill'));
export const card = style({
  position: 'relative',
  display: 'grid',
  gap: scale.space['2'],
  alignContent: 'start',
  padding: scale.space['6'],
  ...cardSurface({ raised: true }),
});
export const cardTitle = style({ fontSize: scale.fontSize.xl, lineHeight: scale.lineHeight.snug });
export const cardLink = style({
  color: vars.color.textPrimary,
  textDecoration: 'none',
  // The whole card is the link's hit area; the title stays the accessible name.
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.card },
  selectors: {
    '&:hover': { color: vars.color.brandStrong, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${scale.border.focus} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
export const cardText = style({ color: vars.color.textSecondary });
export const meta = style({ ...wrapRow(`${scale.space['1']} ${scale.space['3']}`), ...noteText() });

export const sectionTitle = style({
  fontSize: scale.fontSize.xl,
  lineHeight: scale.lineHeight.snug,
  marginBlockEnd: scale.space['4'],
});
export const more = style({ marginBlockStart: scale.space['8'], display: 'grid', gap: scale.space['3'] });

export const article = style({
  display: 'grid',
  // minmax(0, …) lets wide content (tables) scroll inside the column instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space['10'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 21rem', alignItems: 'start' } },
});
export const articleHead = style(introBlock('70ch'));

export const cta = style({
  ...tintedPanel('3', scale.space['6'], vars.color.brandSoft),
  color: vars.color.textPrimary,
  '@media': { [media.desktop]: { position: 'sticky', top: scale.space['6'] } },
});
export const ctaTitle = style({ fontSize: scale.fontSize.xl, lineHeight: scale.lineHeight.snug });
export const ctaNote = style(noteText());

export const related = style({
  marginBlockStart: scale.space['12'],
  ...ruledAbove(scale.space['8']),
});
