import { style } from '@vanilla-extract/css';
import { scale } from '../../styles/theme.css.ts';

export const notFound = style({
  display: 'grid',
  gap: scale.space['4'],
  justifyItems: 'center',
  textAlign: 'center',
  paddingBlock: scale.space['16'],
  paddingInline: scale.layout.gutter,
});
