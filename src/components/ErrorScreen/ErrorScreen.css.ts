import { style } from '@vanilla-extract/css';
import { scale } from '../../styles/theme.css.ts';
import { centredStack } from '../../styles/shapes.ts';
import { button } from '../ui/Button/Button.css.ts';
import { text } from '../ui/Text/Text.css.ts';

export const screen = style({
  ...centredStack('4'),
  maxWidth: '36rem',
  marginInline: 'auto',
  paddingBlock: scale.space['16'],
  paddingInline: scale.layout.gutter,
});

// The screen's variants of the design system's text and button, resolved here at build time: the
// screen is in every island's bundle (the error boundary), so it ships these three class names
// instead of the recipes' runtime and every variant's class map.
export const heading = text({ size: '2xl', weight: 'semibold' });
export const message = text({ tone: 'secondary' });
export const goBack = button({ variant: 'primary', size: 'medium' });
