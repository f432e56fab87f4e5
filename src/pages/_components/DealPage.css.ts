import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { AD_COPY_ELEMENT_IDS, AD_PENDING_MARK, AD_REVEAL_AFTER, AD_SWAPS } from './adMarks.ts';
import { scale, vars } from '../../styles/theme.css.ts';
import { centredStack, introBlock, noteText, tintedPanel, wrapRow } from '../../styles/shapes.ts';
import { cardSurface } from '../../styles/card.ts';
import { fluidList } from '../../styles/grid.ts';
import { media } from '../../styles/breakpoints.ts';

export const main = style({ outline: 'none' });

export const section = style({ paddingBlock: `clamp(${scale.space['10']}, 6vw, ${scale.space['16']})` });
export const sectionAlt = style([section, { background: vars.color.surfaceAlt }]);
export const sectionBrand = style([section, { background: vars.color.brandSoft }]);

export const sectionHead = style(introBlock('44rem'));

export const hero = style({
  display: 'grid',
  gap: scale.space['8'],
  alignItems: 'center',
  '@media': { [media.split]: { gridTemplateColumns: '1.25fr 1fr', gap: scale.space['12'] } },
});

export const heroCopy = style({ display: 'grid', gap: scale.space['5'], justifyItems: 'start' });

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space['2'],
  paddingInline: scale.space['3'],
  paddingBlock: scale.space['1'],
  borderRadius: vars.radius.control,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

export const heroTitle = style({
  fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.25rem)',
  lineHeight: scale.lineHeight.tight,
  color: vars.color.textPrimary,
});

export const highlight = style({ color: vars.color.brand });

export const checks = style({ listStyle: 'none', padding: 0, display: 'grid', gap: scale.space['2'] });
export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space['2'],
  color: vars.color.textPrimary,
});
export const checkIcon = style({ color: vars.color.textSuccess, flexShrink: 0 });

export const rating = style({ ...wrapRow(scale.space['2'], 'center'), ...noteText() });
export const stars = style({ display: 'inline-flex', color: vars.color.brand });

export const priceCard = style({
  ...tintedPanel('3', `clamp(${scale.space['6']}, 4vw, ${scale.space['10']})`, vars.color.brand),
  color: vars.color.onBrand,
  boxShadow: scale.shadow.raised,
  textAlign: 'center',
});

export const steps = style({ ...fluidList('16rem', '6'), counterReset: 'step' });
export const step = style({ display: 'grid', gap: scale.space['2'], alignContent: 'start' });
export const stepIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: scale.controlHeight.large,
  height: scale.controlHeight.large,
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const faq = style({ display: 'grid', gap: scale.space['3'], maxWidth: '48rem' });
export const faqItem = style({
  borderRadius: vars.radius.card,
  border: `${scale.border.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const faqQuestion = style({
  cursor: 'pointer',
  padding: scale.space['4'],
  fontWeight: scale.fontWeight.semibold,
  listStylePosition: 'inside',
});
export const faqAnswer = style({
  paddingInline: scale.space['4'],
  paddingBlockEnd: scale.space['4'],
  color: vars.color.textSecondary,
});

export const cta = style(centredStack('4'));

export const nowrap = style({ whiteSpace: 'nowrap' });

/** What needs JavaScript, said plainly where its controls are (they stay disabled without it). */
export const noscript = style({
  marginBlockEnd: scale.space['4'],
  padding: scale.space['4'],
  ...cardSurface(),
  fontWeight: scale.fontWeight.medium,
});

/*
 * Experiment homepage_reskin (spec §9, src/brand/experiments.ts): the `reskin` variant gives
 * the home hero a brand-tinted band with the copy centred. The head script sets the attribute on
 * <html> before first paint, so the visitor never sees the control first.
 */
export const homeHero = style({});
const reskin = `html[data-x-homepage_reskin="reskin"] ${homeHero}`;
globalStyle(reskin, { background: vars.color.brandSoft, borderBlockEnd: `4px solid ${vars.color.brand}` });
globalStyle(`${reskin} ${heroCopy}`, { justifyItems: 'center', textAlign: 'center' });
globalStyle(`${reskin} ${heroTitle}`, { color: vars.color.brandStrong });
// Centred copy: the check lines (icon and text, wrapped lines too) and the stars centred with it
// (they stayed left while the copy was centred).
globalStyle(`${reskin} ${check}`, { display: 'block', textAlign: 'center' });
globalStyle(`${reskin} ${checkIcon}`, {
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginInlineEnd: scale.space['2'],
});
globalStyle(`${reskin} ${rating}`, { justifyContent: 'center' });

// An ad group's visitor never sees the default wording: the swappable elements keep their space but
// stay invisible until their swap script has run (adMarks.ts); shown anyway after AD_REVEAL_AFTER.
const reveal = keyframes({ to: { visibility: 'visible' } });
for (const { done, fields } of Object.values(AD_SWAPS)) {
  const elements = fields.map((field) => `#${AD_COPY_ELEMENT_IDS[field]}`).join(', ');
  globalStyle(`html[${AD_PENDING_MARK}]:not([${done}]) :is(${elements})`, {
    visibility: 'hidden',
    animation: `${reveal} 0s ${AD_REVEAL_AFTER} forwards`,
  });
}
