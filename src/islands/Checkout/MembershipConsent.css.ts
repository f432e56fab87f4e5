/** The membership's consent next to Buy (MembershipConsent.tsx): apart from Checkout.css.ts, whose class names the first load carries. */
import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';
import { checkbox } from './Checkout.css.ts';
export const consent = style({
  display: 'grid',
  gap: scale.space['2'],
  padding: scale.space['3'],
  borderRadius: vars.radius.card,
  border: `${scale.border.hairline} solid ${vars.color.border}`,
});
export const consentCheck = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: scale.space['2'],
  minHeight: scale.controlHeight.medium,
  cursor: 'pointer',
  fontWeight: scale.fontWeight.semibold,
});
export const consentBox = style([checkbox, { flex: 'none', marginBlockStart: '0.2em' }]);
