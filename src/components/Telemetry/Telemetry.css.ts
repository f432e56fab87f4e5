import { globalStyle, style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';

/**
 * Shown or hidden by attributes the head script sets on <html> before first paint, so neither
 * ever appears late or moves the page.
 */
export const agentMarker = style({
  display: 'none',
  padding: `${scale.space['1']} ${scale.space['4']}`,
  background: vars.color.surfaceInverse,
  color: vars.color.textInvert,
  fontSize: scale.fontSize.sm,
  textAlign: 'center',
});
globalStyle(`html[data-agent] ${agentMarker}`, { display: 'block' });
globalStyle(`${agentMarker} a`, { color: 'inherit', textDecoration: 'underline' });

/** The consent notice of the first paint: plain text at the end of the page (no overlay, no shift). */
export const consentNote = style({
  margin: 0,
  padding: `${scale.space['3']} ${scale.space['4']}`,
  background: vars.color.surfaceAlt,
  color: vars.color.textSecondary,
  fontSize: scale.fontSize.sm,
  textAlign: 'center',
});
globalStyle(`html[data-consent] ${consentNote}, html[data-agent] ${consentNote}`, { display: 'none' });
globalStyle(`${consentNote} p`, { margin: 0 });

/** Cookie banner colours from the brand theme. */
globalStyle('#cc-main', {
  vars: {
    '--cc-btn-primary-bg': vars.color.brand,
    '--cc-btn-primary-border-color': vars.color.brand,
    '--cc-btn-primary-color': vars.color.onBrand,
    '--cc-btn-primary-hover-bg': vars.color.brandStrong,
    '--cc-btn-primary-hover-border-color': vars.color.brandStrong,
    '--cc-font-family': vars.font.body,
  },
});
