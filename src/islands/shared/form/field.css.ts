/**
 * The one look of a form field on the site (checkout, waitlist, zip lookup): label, optional hint,
 * input, and the message line under it. One invalid style: the border turns critical and thickens
 * inward (an inset shadow), so an error never moves anything.
 */
import { style } from '@vanilla-extract/css';
import { scale, vars } from '#src/styles/theme.css.ts';
import { controlBox, noteText } from '#src/styles/shapes.ts';

export const field = style({ display: 'grid', gap: scale.space['1'], alignContent: 'start' });
export const label = style({ fontWeight: scale.fontWeight.semibold, fontSize: scale.fontSize.sm });
export const optional = style({ fontWeight: scale.fontWeight.regular, color: vars.color.textSecondary });
export const hint = style(noteText());
/** An input with a button on its right (the zip lookup's Check). */
export const row = style({ display: 'flex', gap: scale.space['2'], alignItems: 'stretch' });
export const grow = style({ flex: '1 1 auto', minWidth: 0 });
export const input = style({
  width: '100%',
  minHeight: scale.controlHeight.large,
  ...controlBox(),
  fontSize: scale.fontSize.md,
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.textCritical,
      boxShadow: `inset 0 0 0 ${scale.border.hairline} ${vars.color.textCritical}`,
    },
    '&::placeholder': { color: vars.color.textSecondary },
  },
});
/** One line is always reserved, so a message appearing never moves what follows. */
export const error = style({
  minBlockSize: `calc(${scale.lineHeight.normal} * ${scale.fontSize.sm})`,
  fontSize: scale.fontSize.sm,
  color: vars.color.textCritical,
});
