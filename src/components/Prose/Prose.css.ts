import { globalStyle, style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';
import { tableCell } from '../../styles/shapes.ts';

/**
 * Long-form reading (articles rendered from Markdown): a ~70 character line, spaced headings,
 * lists and tables. Put the class on the element that wraps the rendered HTML.
 */
export const prose = style({
  maxWidth: '70ch',
  fontSize: scale.fontSize.lg,
  lineHeight: '1.7',
  color: vars.color.textPrimary,
  overflowWrap: 'break-word',
});

const flow = `${prose} > * + *`;
globalStyle(flow, { marginBlockStart: '1.1em' });

globalStyle(`${prose} h2`, {
  fontSize: scale.fontSize.xl,
  lineHeight: scale.lineHeight.snug,
  fontWeight: scale.fontWeight.semibold,
  marginBlockStart: '2em',
});
globalStyle(`${prose} h3`, {
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.snug,
  fontWeight: scale.fontWeight.semibold,
  marginBlockStart: '1.6em',
});
globalStyle(`${prose} h2 + *, ${prose} h3 + *`, { marginBlockStart: '0.6em' });

globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: '1.4em' });
globalStyle(`${prose} li + li`, { marginBlockStart: '0.4em' });
globalStyle(`${prose} li > ul, ${prose} li > ol`, { marginBlockStart: '0.4em' });
globalStyle(`${prose} li::marker`, { color: vars.color.brandStrong });

globalStyle(`${prose} strong`, { fontWeight: scale.fontWeight.semibold });
globalStyle(`${prose} a`, { color: vars.color.brandStrong, textDecorationThickness: '1px' });

globalStyle(`${prose} blockquote`, {
  paddingInlineStart: scale.space['4'],
  borderInlineStart: `4px solid ${vars.color.brandSoft}`,
  color: vars.color.textSecondary,
});

globalStyle(`${prose} hr`, {
  border: 0,
  borderBlockStart: `${scale.border.hairline} solid ${vars.color.border}`,
  marginBlock: '2em',
});

// Wide tables scroll inside themselves instead of widening the page on phones.
globalStyle(`${prose} table`, {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  fontSize: scale.fontSize.md,
});
globalStyle(`${prose} th, ${prose} td`, tableCell());
globalStyle(`${prose} th`, { fontWeight: scale.fontWeight.semibold, background: vars.color.surfaceAlt });
