import { globalStyle, style } from '@vanilla-extract/css';
import { scale, vars } from '../styles/theme.css.ts';
import { media } from '../styles/breakpoints.ts';

/** The comparison table scrolls sideways inside itself on phones; the page never does. */
export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.card,
  border: `${scale.border.hairline} solid ${vars.color.border}`,
});

export const table = style({
  width: '100%',
  minWidth: '46rem',
  borderCollapse: 'collapse',
  fontSize: scale.fontSize.sm,
  '@media': { [media.tablet]: { fontSize: scale.fontSize.md } },
});

export const caption = style({
  textAlign: 'start',
  padding: scale.space['3'],
  color: vars.color.textSecondary,
  fontSize: scale.fontSize.sm,
  captionSide: 'top',
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: scale.space['3'],
  borderBlockStart: `${scale.border.hairline} solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, { background: vars.color.surfaceAlt, fontWeight: scale.fontWeight.semibold });
globalStyle(`${table} tbody th`, { fontWeight: scale.fontWeight.semibold, width: '9rem' });
// The brand's own column is tinted so it is easy to follow down the table.
globalStyle(`${table} td:nth-child(2), ${table} thead th:nth-child(2)`, { background: vars.color.brandSoft });
