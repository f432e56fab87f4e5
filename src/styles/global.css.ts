/**
 * Layout helpers every page and island may use: the centred container and visually hidden text.
 * No global rules here: the reset is ./reset.ts, written once as each page's first stylesheet by
 * src/layouts/BaseLayout.astro (a `globalStyle` in this file would ship again with every island
 * that imports a helper, after the page's other styles).
 */
import { style } from '@vanilla-extract/css';
import { scale } from './theme.css.ts';

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
