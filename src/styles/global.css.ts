import { globalStyle, style } from '@vanilla-extract/css';
import { scale, vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: scale.space['16'],
});
globalStyle('html:has(dialog[open])', { overflow: 'hidden' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: scale.fontSize.md,
  lineHeight: scale.lineHeight.normal,
  color: vars.color.textPrimary,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  // Short pages (404, error) keep their footer at the bottom of the window.
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
});
globalStyle('main', { flex: '1 0 auto' });
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: scale.lineHeight.tight,
  margin: 0,
  textWrap: 'balance',
});
globalStyle('p, ul, ol, dl, dd, figure, blockquote', { margin: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('a', { color: vars.color.brandStrong, textUnderlineOffset: '0.15em' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', {
  outline: `${scale.border.focus} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transitionDuration: '0.01ms !important',
      animationDuration: '0.01ms !important',
    },
  },
});

/** Centres content at the layout's max width (1120px) with side gutters. */
export const container = style({
  width: '100%',
  maxWidth: `calc(${scale.layout.maxWidth} + 2 * ${scale.layout.gutter})`,
  marginInline: 'auto',
  paddingInline: scale.layout.gutter,
});

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
