import { style } from '@vanilla-extract/css';
import { scale } from '../../styles/theme.css.ts';
import { centredStack } from '../../styles/shapes.ts';

export const notFound = style({
  ...centredStack('4'),
  paddingBlock: scale.space['16'],
  paddingInline: scale.layout.gutter,
});
