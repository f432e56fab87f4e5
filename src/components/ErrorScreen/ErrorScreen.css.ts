import { style } from '@vanilla-extract/css';
import { scale } from '../../styles/theme.css.ts';

export const screen = style({
  display: 'grid',
  gap: scale.space['4'],
  justifyItems: 'center',
  textAlign: 'center',
  maxWidth: '36rem',
  marginInline: 'auto',
  paddingBlock: scale.space['16'],
  paddingInline: scale.layout.gutter,
});
