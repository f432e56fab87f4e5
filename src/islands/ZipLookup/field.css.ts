/** Form field look shared by the deal page's small forms (zip lookup, waitlist). */
import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';

export const field = style({ display: 'grid', gap: scale.space['1'], alignContent: 'start' });
export const label = style({ fontWeight: scale.fontWeight.semibold, fontSize: scale.fontSize.sm });
export const input = style({
  width: '100%',
  minHeight: scale.controlHeight.large,
  paddingInline: scale.space['3'],
  borderRadius: vars.radius.control,
  border: `${scale.border.hairline} solid ${vars.color.textSecondary}`,
  background: vars.color.surface,
  color: vars.color.textPrimary,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.textCritical, borderWidth: '2px' },
  },
});
/** One line is always reserved, so a message appearing never moves what follows. */
export const error = style({
  minBlockSize: `calc(${scale.lineHeight.normal} * ${scale.fontSize.sm})`,
  fontSize: scale.fontSize.sm,
  color: vars.color.textCritical,
});
