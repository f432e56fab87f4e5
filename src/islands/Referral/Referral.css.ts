import { style } from '@vanilla-extract/css';

/** One line whatever the host's name: a long name is cut with an ellipsis rather than wrapping. */
export const text = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
