import { globalStyle, style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';
import { brandPanel, headingText, wrapRow } from '../../styles/shapes.ts';

export const page = style({
  display: 'grid',
  gap: `clamp(${scale.space['8']}, 5vw, ${scale.space['12']})`,
  paddingBlock: `clamp(${scale.space['8']}, 5vw, ${scale.space['12']})`,
});

export const intro = style({ display: 'grid', gap: scale.space['5'], maxWidth: '44rem' });
// The call to action's words wrap on a 320 px screen instead of widening the page (WCAG 1.4.10);
// buttons elsewhere keep the design system's single line.
globalStyle(`${intro} a`, { whiteSpace: 'normal', textAlign: 'center' });

export const title = style(headingText('clamp(2rem, 1.5rem + 2vw, 2.75rem)', scale.lineHeight.tight));

export const summary = style({ ...wrapRow(scale.space['4'], 'center'), color: vars.color.textSecondary });

export const score = style({ display: 'flex', alignItems: 'baseline', gap: scale.space['2'], margin: 0 });

export const scoreValue = style({
  fontFamily: vars.font.heading,
  fontSize: '3rem',
  fontWeight: scale.fontWeight.semibold,
  lineHeight: 1,
  color: vars.color.textPrimary,
});

export const scoreOutOf = style({ fontSize: scale.fontSize.md });

export const summaryText = style({ display: 'grid', gap: scale.space['1'] });

export const lead = style({
  margin: 0,
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.normal,
  color: vars.color.textSecondary,
});

export const reviews = style({ display: 'grid', gap: scale.space['5'] });

export const sectionTitle = style(headingText(scale.fontSize.xl, scale.lineHeight.snug));

export const cta = style(brandPanel('3'));

export const ctaTitle = style(headingText(scale.fontSize.xl, scale.lineHeight.snug));

export const ctaText = style({ margin: 0, color: vars.color.textPrimary });
