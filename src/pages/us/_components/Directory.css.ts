/** Styles of the location directory pages (/us/, /us/{state}/, /us/{state}/{city}/). */
import { globalStyle, style } from '@vanilla-extract/css';
import { scale, vars } from '#src/styles/theme.css.ts';
import { noteText, tintedPanel } from '#src/styles/shapes.ts';
import { cardSurface } from '#src/styles/card.ts';
import { fluidGrid } from '#src/styles/grid.ts';
import { media } from '#src/styles/breakpoints.ts';

export const page = style({
  paddingBlock: `${scale.space['6']} clamp(${scale.space['10']}, 6vw, ${scale.space['16']})`,
  display: 'grid',
  gap: scale.space['10'],
});

export const intro = style({ display: 'grid', gap: scale.space['3'], maxWidth: '46rem' });
export const title = style({
  fontSize: scale.fontSize['2xl'],
  lineHeight: scale.lineHeight.tight,
  color: vars.color.textPrimary,
});
export const lead = style({ fontSize: scale.fontSize.lg, color: vars.color.textSecondary });

export const section = style({ display: 'grid', gap: scale.space['4'], alignContent: 'start' });
export const sectionTitle = style({
  fontSize: scale.fontSize.xl,
  lineHeight: scale.lineHeight.snug,
  color: vars.color.textPrimary,
});
export const muted = style({ color: vars.color.textSecondary });

/** Two columns on wide screens (price band and deal, nearby and zip codes). */
export const pair = style({
  display: 'grid',
  gap: scale.space['6'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const card = style({
  display: 'grid',
  gap: scale.space['3'],
  alignContent: 'start',
  padding: scale.space['6'],
  ...cardSurface({ raised: true }),
});
export const dealCard = style([card, { background: vars.color.brandSoft, borderColor: vars.color.brand }]);

export const rates = style({
  ...fluidGrid('11rem', '2'),
});
export const rate = style(tintedPanel('1', scale.space['4'], vars.color.surfaceAlt));
export const rateValue = style({
  fontSize: scale.fontSize.xl,
  fontWeight: scale.fontWeight.semibold,
  color: vars.color.textPrimary,
});
export const rateLabel = style(noteText());

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: scale.space['3'] });

/** Link lists laid out in as many columns as fit. */
export const columns = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: `${scale.space['2']} ${scale.space['6']}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});
/** Long A–Z lists of place names: narrower columns, two side by side even on a phone. */
export const compactColumns = style([
  columns,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))' },
]);
export const link = style({ color: vars.color.brandStrong });
export const note = style(noteText());

export const zips = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space['2'],
});
export const zip = style({
  paddingInline: scale.space['2'],
  paddingBlock: scale.space['0.5'],
  borderRadius: vars.radius.control,
  background: vars.color.surfaceAlt,
  fontVariantNumeric: 'tabular-nums',
  fontSize: scale.fontSize.sm,
});

export const faq = style({ display: 'grid', gap: scale.space['2'], maxWidth: '46rem' });
export const faqItem = style({
  borderBlockEnd: `${scale.border.hairline} solid ${vars.color.border}`,
  paddingBlock: scale.space['3'],
});
export const faqQuestion = style({
  cursor: 'pointer',
  fontWeight: scale.fontWeight.semibold,
  color: vars.color.textPrimary,
});
export const faqAnswer = style({ marginBlockStart: scale.space['2'], color: vars.color.textSecondary });

export const credit = style({
  fontSize: scale.fontSize.xs,
  color: vars.color.textSecondary,
  borderBlockStart: `${scale.border.hairline} solid ${vars.color.border}`,
  paddingBlockStart: scale.space['4'],
});

/** A served city's own summary under its intro. */
export const summary = style({ color: vars.color.textPrimary });
export const subTitle = style({
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.snug,
  color: vars.color.textPrimary,
});

/** Option prices: a narrow table that scrolls inside itself rather than widening the page. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  paddingBlock: scale.space['2'],
  paddingInlineEnd: scale.space['3'],
  borderBlockEnd: `${scale.border.hairline} solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, noteText());
globalStyle(`${table} tbody th`, { fontWeight: scale.fontWeight.semibold });

export const reviews = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: scale.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});
export const review = style([card, { gap: scale.space['2'] }]);
export const reviewStars = style({ color: vars.color.brandStrong, letterSpacing: '0.1em' });

export const zipOutside = style([
  zip,
  { background: 'transparent', border: `${scale.border.hairline} dashed ${vars.color.border}` },
]);
export const zipLabel = style({ fontSize: scale.fontSize.xs, color: vars.color.textSecondary });
export const caption = style({
  captionSide: 'bottom',
  textAlign: 'start',
  paddingBlockStart: scale.space['2'],
  ...noteText(),
});
