/** Breadcrumb trail: one wrapping line of links separated by "›". */
import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space['2'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: scale.fontSize.sm,
  color: vars.color.textSecondary,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space['2'],
  selectors: { '& + &::before': { content: '"›"', color: vars.color.textSecondary } },
});

export const link = style({ color: vars.color.brandStrong });
