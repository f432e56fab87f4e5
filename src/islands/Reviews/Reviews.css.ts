import { globalStyle, style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';
import { controlBox } from '../../styles/shapes.ts';
import { upTo } from '../../styles/breakpoints.ts';
import { cardSurface } from '../../styles/card.ts';
import { REVIEW_SORTS } from './reviewList.ts';

/** Controls that only work with the island's script are hidden when scripting is off. */
const needsScript = { '@media': { '(scripting: none)': { display: 'none' } } } as const;

export const root = style({ display: 'grid', gap: scale.space['5'] });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: scale.space['4'],
  rowGap: scale.space['2'],
});

export const sortField = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space['2'],
  ...needsScript,
});

export const sortLabel = style({
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.medium,
  color: vars.color.textPrimary,
});

export const select = style({
  minHeight: scale.controlHeight.medium,
  ...controlBox(),
  font: 'inherit',
  fontSize: scale.fontSize.md,
  cursor: 'pointer',
  ':focus-visible': { outline: `${scale.border.focus} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/**
 * The polite live region. Its line is always reserved (on its own row on phones, beside the
 * sort on wider screens), so announcements never push the reviews down.
 */
export const status = style({
  flex: '1 1 18rem',
  minHeight: `calc(${scale.fontSize.sm} * ${scale.lineHeight.normal})`,
  margin: 0,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
  color: vars.color.textSecondary,
  textAlign: 'end',
  '@media': { [upTo.medium]: { textAlign: 'start' } },
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: scale.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

export const item = style({ display: 'grid' });

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: scale.space['3'],
  padding: `clamp(${scale.space['4']}, 3vw, ${scale.space['5']})`,
  ...cardSurface({ raised: true }),
  // Focused after "Show more"/"Show earlier": keep it clear of the sticky header.
  scrollMarginBlock: '6rem',
  ':focus-visible': { outline: `${scale.border.focus} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const stars = style({ display: 'inline-flex', gap: '2px', color: vars.color.brand });
export const starOff = style({ color: vars.color.border });

export const body = style({
  margin: 0,
  color: vars.color.textPrimary,
  lineHeight: scale.lineHeight.normal,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: scale.space['2'],
  margin: 0,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
  color: vars.color.textSecondary,
});

// A dot after the name and the place; when the line wraps, the dot stays at the end of the line
// it belongs to. The alternative text "" keeps screen readers from reading it out.
globalStyle(`${meta} > *`, { whiteSpace: 'nowrap' });
globalStyle(`${meta} > :not(:last-child)::after`, {
  content: ['"·"', '"·" / ""'],
  marginInlineStart: scale.space['2'],
  fontWeight: scale.fontWeight.regular,
  color: vars.color.textSecondary,
});

export const name = style({ fontWeight: scale.fontWeight.semibold, color: vars.color.textPrimary });

export const more = style({ display: 'flex', justifyContent: 'center', ...needsScript });

export const error = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textCritical,
  fontWeight: scale.fontWeight.medium,
});

// review_default_sort (spec §9): the build's HTML (and the hydration render) of an island given
// alternates holds the first page of each sort, and the visitor's variant (the head script's mark on
// <html>) picks the one shown, so every visitor sees a list from the first paint (those in
// a variant saw none until the island had loaded). Until the island takes over, the sort control,
// which cannot show the variant's choice without the script, is hidden for them (its space kept).
// Without scripts the head script sets no mark: the initial sort shows.
const prerender = '[data-reviews-prerender]';
globalStyle(`${prerender} [data-reviews-list]:not([data-reviews-initial])`, { display: 'none' });
for (const sort of REVIEW_SORTS) {
  const variant = `html[data-x-review_default_sort="${sort}"] ${prerender}:has([data-reviews-list="${sort}"]:not([data-reviews-initial]))`;
  globalStyle(`${variant} [data-reviews-list="${sort}"]`, { display: 'grid' });
  globalStyle(`${variant} [data-reviews-initial]`, { display: 'none' });
  globalStyle(`${variant} select`, { visibility: 'hidden' });
}
