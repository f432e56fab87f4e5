import { globalStyle, style } from '@vanilla-extract/css';
import { scale, vars } from './theme.css.ts';
import { wrapRow } from './shapes.ts';
import { noteText } from './shapes.ts';
import { brandPanel } from './shapes.ts';
import { tableCell } from './shapes.ts';
import { brandCallout } from './shapes.ts';
import { fluidGrid } from './grid.ts';
import { media } from './breakpoints.ts';
import { cardSurface } from './card.ts';

/**
 * Shared layout of the static content pages (services, apply, comparison,
 * legal, help): vertical rhythm, headings, checklists, call-to-action panels. Mobile first.
 */
export const page = style({
  display: 'grid',
  // minmax(0, 1fr): long words, tables and buttons never widen the page on phones.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `clamp(${scale.space['8']}, 5vw, ${scale.space['12']})`,
  paddingBlock: `clamp(${scale.space['8']}, 5vw, ${scale.space['12']})`,
});

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space['4'],
  maxWidth: '48rem',
});

/** Added to button() links whose label can be longer than a phone is wide: it wraps. */
export const wrapButton = style({
  // Doubled class: wins over the button recipe whatever the stylesheet order.
  selectors: {
    '&&': {
      whiteSpace: 'normal',
      textAlign: 'center',
      lineHeight: scale.lineHeight.snug,
      paddingBlock: scale.space['2'],
      maxWidth: '100%',
    },
  },
});

export const eyebrow = style({
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  color: vars.color.brandStrong,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const title = style({
  fontSize: 'clamp(2rem, 1.5rem + 2vw, 2.75rem)',
  color: vars.color.textPrimary,
});

export const lead = style({ fontSize: scale.fontSize.lg, color: vars.color.textSecondary });

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space['4'],
  alignContent: 'start',
});

export const sectionTitle = style({
  fontSize: scale.fontSize.xl,
  lineHeight: scale.lineHeight.snug,
  color: vars.color.textPrimary,
});

export const subTitle = style({
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.snug,
  fontWeight: scale.fontWeight.semibold,
  // A long address (support@brand.example) breaks rather than widening a 320 px page (WCAG 1.4.10).
  overflowWrap: 'anywhere',
});

export const paragraphs = style({
  display: 'grid',
  gap: scale.space['3'],
  maxWidth: '65ch',
  // Long support addresses (support@partners.brand.example) break instead of widening a 320 px page.
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textSecondary });

export const small = style(noteText());

/** Cards in one column on phones, two or three on wider screens. */
export const grid = style({
  ...fluidGrid('16rem', '4'),
});

export const card = style({
  display: 'grid',
  gap: scale.space['2'],
  alignContent: 'start',
  padding: scale.space['5'],
  ...cardSurface(),
});

/** A bulleted list with the brand's check-style markers. */
export const checklist = style({
  display: 'grid',
  gap: scale.space['2'],
  paddingInlineStart: scale.space['5'],
});
globalStyle(`${checklist} li::marker`, { color: vars.color.brandStrong });

export const steps = style({
  display: 'grid',
  gap: scale.space['4'],
  paddingInlineStart: scale.space['6'],
  maxWidth: '65ch',
});
globalStyle(`${steps} li::marker`, { fontWeight: scale.fontWeight.semibold, color: vars.color.brandStrong });

/** Highlighted call to action (price + button). */
export const cta = style(brandPanel('4', 'minmax(0, 1fr)'));

export const ctaRow = style(wrapRow(scale.space['3']));

/** Simple data table (hours by home size, contact details). */
export const table = style({
  width: '100%',
  maxWidth: '40rem',
  borderCollapse: 'collapse',
  fontSize: scale.fontSize.md,
});
globalStyle(`${table} caption`, {
  textAlign: 'start',
  paddingBlockEnd: scale.space['2'],
  color: vars.color.textSecondary,
  fontSize: scale.fontSize.sm,
});
globalStyle(`${table} th, ${table} td`, tableCell());
globalStyle(`${table} thead th`, { background: vars.color.surfaceAlt, fontWeight: scale.fontWeight.semibold });
/**
 * Below 480px the rows stack ("Touch Up (a quick refresh of the rooms you choose)" took 7
 * lines in a 320px column): each row's header on its own line across the row, its figures side by
 * side under the column headings, which stack the same way.
 */
const stacked = `(max-width: 29.98rem)`; // below breakpoints.small (30rem)
globalStyle(`${table} thead, ${table} tbody`, { '@media': { [stacked]: { display: 'block' } } });
globalStyle(`${table} tr`, { '@media': { [stacked]: { display: 'flex', flexWrap: 'wrap' } } });
globalStyle(`${table} tr > th:first-child`, {
  '@media': { [stacked]: { flexBasis: '100%', borderBlockEnd: 0 } },
});
globalStyle(`${table} tr > :not(:first-child)`, { '@media': { [stacked]: { flex: '1 1 0' } } });

export const inlineLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${scale.space['2']} ${scale.space['5']}`,
  padding: 0,
  listStyle: 'none',
});

/** Legal documents: table of contents beside (wide) or above (narrow) the text. */
export const legalLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space['8'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});

export const toc = style({
  display: 'grid',
  overflowWrap: 'anywhere',
  gap: scale.space['3'],
  padding: scale.space['5'],
  borderRadius: vars.radius.card,
  background: vars.color.surfaceAlt,
  '@media': { [media.desktop]: { position: 'sticky', top: scale.space['4'] } },
});

export const tocList = style({
  display: 'grid',
  gap: scale.space['2'],
  paddingInlineStart: scale.space['5'],
  fontSize: scale.fontSize.sm,
});

export const updated = style(noteText());

export const callout = style(brandCallout(scale.space['4']));

/** One paragraph at a readable line length. */
export const measure = style({ maxWidth: '65ch' });
