import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';

export const root = style({ display: 'grid', gap: scale.space['5'] });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: scale.space['3'],
});

export const sortLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space['2'],
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.medium,
  color: vars.color.textPrimary,
});

export const select = style({
  minHeight: scale.controlHeight.medium,
  paddingInline: scale.space['3'],
  borderRadius: vars.radius.control,
  border: `${scale.border.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textPrimary,
  font: 'inherit',
  ':focus-visible': { outline: `${scale.border.focus} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const status = style({ fontSize: scale.fontSize.sm, color: vars.color.textSecondary });

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: scale.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

export const card = style({
  display: 'grid',
  gap: scale.space['3'],
  alignContent: 'start',
  padding: scale.space['5'],
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  border: `${scale.border.hairline} solid ${vars.color.border}`,
  boxShadow: scale.shadow.card,
});

export const stars = style({ display: 'inline-flex', gap: '2px', color: vars.color.brand });
export const starOff = style({ color: vars.color.border });

export const body = style({ color: vars.color.textPrimary, lineHeight: scale.lineHeight.normal });

export const meta = style({ fontSize: scale.fontSize.sm, color: vars.color.textSecondary });

export const more = style({ display: 'flex', justifyContent: 'center' });

export const error = style({ color: vars.color.textCritical, fontWeight: scale.fontWeight.medium });
