/** The checkout island: one focused column (mobile first), a card on wider screens. Tokens only. */
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/breakpoints.ts';
import { ruledAbove, tintedPanel } from '../../styles/shapes.ts';

const wide = media.tablet;

/** One column on phones, two side by side from 30rem (field pairs, choices, checks), `gap` apart. */
const pairsFrom30rem = (gap: keyof typeof scale.space) => ({
  display: 'grid',
  gap: scale.space[gap],
  '@media': { 'screen and (min-width: 30rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const shell = style({
  display: 'grid',
  gap: scale.space['6'],
  maxWidth: '40rem',
  marginInline: 'auto',
  '@media': {
    [wide]: {
      padding: scale.space['8'],
      borderRadius: vars.radius.card,
      background: vars.color.surface,
      boxShadow: scale.shadow.card,
      border: `${scale.border.hairline} solid ${vars.color.border}`,
    },
  },
});

// --- Progress ---------------------------------------------------------------------------------

export const progress = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: scale.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});
export const progressItem = style({
  display: 'grid',
  gap: scale.space['1'],
  paddingBlockStart: scale.space['2'],
  borderBlockStart: `${scale.space['1']} solid ${vars.color.border}`,
  fontSize: scale.fontSize.sm,
  color: vars.color.textSecondary,
  selectors: {
    '&[data-state="done"]': { borderBlockStartColor: vars.color.brand, color: vars.color.textPrimary },
    '&[aria-current="step"]': {
      borderBlockStartColor: vars.color.brand,
      color: vars.color.textPrimary,
      fontWeight: scale.fontWeight.semibold,
    },
  },
});
export const progressNumber = style({ fontSize: scale.fontSize.xs, color: vars.color.textSecondary });

// --- Step ---------------------------------------------------------------------------------------

export const step = style({ display: 'grid', gap: scale.space['5'] });
export const stepHeading = style({
  fontSize: scale.fontSize.xl,
  lineHeight: scale.lineHeight.snug,
  /** Scrolled to with a little room above it (focus moves here on every step change). */
  scrollMarginBlockStart: scale.space['6'],
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: 'none' } },
});
export const lead = style({ color: vars.color.textSecondary });
export const form = style({ display: 'grid', gap: scale.space['4'] });
export const pair = style(pairsFrom30rem('4'));
export const cardRow = style({ display: 'grid', gap: scale.space['4'], gridTemplateColumns: '1fr 1fr' });
/** The step's buttons: the main action first (full width on phones), Back after it (on its left when wide). */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: scale.space['3'],
  '@media': {
    'screen and (min-width: 30rem)': {
      flexDirection: 'row-reverse',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});
export const actionsEnd = style({ display: 'grid', gap: scale.space['3'] });
/**
 * These buttons turn from disabled to enabled as the island hydrates (or the survey loads); with the
 * design system's colour transition, anything reading their colours mid-change (an accessibility
 * check, a screenshot) would see an in-between colour, so they change at once.
 */
globalStyle(`${actions} button, ${actionsEnd} button`, { transition: 'none' });

// Fields: src/islands/shared/form/field.css.ts (one look for every form on the site).

// --- Alerts ---------------------------------------------------------------------------------------

export const alert = style({
  display: 'grid',
  gap: scale.space['2'],
  padding: scale.space['4'],
  borderRadius: vars.radius.card,
  border: `${scale.border.hairline} solid ${vars.color.textCritical}`,
  borderInlineStartWidth: scale.space['1'],
  background: vars.color.surface,
  color: vars.color.textPrimary,
});
export const alertTitle = style({ fontWeight: scale.fontWeight.semibold, color: vars.color.textCritical });
/** Something the shopper should know before choosing (not an error). */
export const notice = style({
  padding: scale.space['3'],
  borderRadius: vars.radius.card,
  borderInlineStart: `${scale.space['1']} solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.textPrimary,
});

// --- Options (step 2) -------------------------------------------------------------------------------

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: scale.space['3'] });
export const legend = style({ padding: 0, marginBlockEnd: scale.space['3'], fontWeight: scale.fontWeight.semibold });
export const options = style(pairsFrom30rem('3'));
export const option = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: scale.space['3'],
  padding: scale.space['4'],
  borderRadius: vars.radius.card,
  border: `${scale.border.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 ${scale.border.hairline} ${vars.color.brand}`,
      background: vars.color.brandSoft,
    },
    '&:has(input:focus-visible)': {
      outline: `${scale.border.focus} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
export const radio = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  marginBlockStart: scale.space['0.5'],
  accentColor: vars.color.brand,
  selectors: { '&:focus-visible': { outline: 'none' } },
});
export const optionText = style({ display: 'grid', gap: scale.space['0.5'] });
export const optionName = style({ fontWeight: scale.fontWeight.semibold });
export const optionMeta = style({ fontSize: scale.fontSize.sm, color: vars.color.textSecondary });
export const optionPrice = style({ display: 'grid', justifyItems: 'end', gap: scale.space['0.5'] });
export const price = style({
  fontFamily: vars.font.heading,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.semibold,
});
export const was = style({
  fontSize: scale.fontSize.sm,
  color: vars.color.textSecondary,
  textDecoration: 'line-through',
});

// --- Summary ------------------------------------------------------------------------------------------

export const summary = style({
  display: 'grid',
  gap: scale.space['3'],
  padding: scale.space['4'],
  borderRadius: vars.radius.card,
  background: vars.color.surfaceAlt,
  /** Room for the whole summary, so the answer arriving never pushes the page. */
  minBlockSize: '17rem',
  alignContent: 'start',
});
export const summaryHeading = style({ fontSize: scale.fontSize.lg });
export const lines = style({ display: 'grid', gap: scale.space['2'], margin: 0 });
export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: scale.space['3'],
});
export const lineLabel = style({ margin: 0 });
export const lineNote = style({ display: 'block', fontSize: scale.fontSize.sm, color: vars.color.textSecondary });
export const lineAmount = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const total = style({
  ...ruledAbove(scale.space['2']),
  fontWeight: scale.fontWeight.semibold,
  fontSize: scale.fontSize.lg,
});
export const membership = style({
  display: 'grid',
  gap: scale.space['1'],
  ...ruledAbove(scale.space['3']),
});
export const small = style({ fontSize: scale.fontSize.sm, color: vars.color.textSecondary });

const pulse = keyframes({ '50%': { opacity: 0.45 } });
export const placeholder = style({
  display: 'block',
  height: '1em',
  width: '100%',
  borderRadius: vars.radius.control,
  background: vars.color.border,
  animation: `${pulse} 1.2s ease-in-out infinite`,
});

// --- Disclosures and success ----------------------------------------------------------------------------

export const disclosures = style({
  display: 'grid',
  gap: scale.space['2'],
  fontSize: scale.fontSize.sm,
  color: vars.color.textSecondary,
});
export const success = style({ display: 'grid', gap: scale.space['4'] });
export const codeBox = style({
  display: 'grid',
  gap: scale.space['1'],
  justifyItems: 'center',
  padding: scale.space['5'],
  borderRadius: vars.radius.card,
  border: `2px dashed ${vars.color.brand}`,
  background: vars.color.brandSoft,
  textAlign: 'center',
});
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: scale.fontSize.xl,
  fontWeight: scale.fontWeight.semibold,
  letterSpacing: '0.08em',
  color: vars.color.textPrimary,
});
export const survey = style({
  display: 'grid',
  gap: scale.space['4'],
  ...ruledAbove(scale.space['5']),
});
export const checks = style(pairsFrom30rem('2'));
export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space['2'],
  minHeight: scale.controlHeight.medium,
  cursor: 'pointer',
});
export const checkbox = style({ width: '1.125rem', height: '1.125rem', margin: 0, accentColor: vars.color.brand });
export const confirm = style({
  padding: scale.space['4'],
  borderRadius: vars.radius.card,
  background: vars.color.brandSoft,
  color: vars.color.textPrimary,
});

/**
 * The redeem link may wrap on narrow screens (buttons do not by default): it grows in height with
 * room above and below its lines instead of squeezing two lines into a one-line pill.
 */
export const redeem = style({
  selectors: {
    // Element + class outranks the button recipe's own class whatever order the stylesheets load in
    // (the order differs between brand builds, and on one brand nowrap won and widened the page).
    'a&': {
      whiteSpace: 'normal',
      textAlign: 'center',
      lineHeight: scale.lineHeight.snug,
      height: 'auto',
      paddingBlock: scale.space['3'],
      paddingInline: scale.space['4'],
    },
  },
});

/** The waitlist offered under step 1 for a zip code we do not serve yet. */
export const waitlist = style(tintedPanel('3', scale.space['4'], vars.color.surfaceAlt));
