/** Breadcrumb trail: one wrapping line of links separated by "›". */
import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';
import { noteText, wrapRow } from '#src/styles/shapes.ts';

export const list = style({ ...wrapRow(scale.space['2']), listStyle: 'none', padding: 0, margin: 0, ...noteText() });

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space['2'],
  selectors: { '& + &::before': { content: '"›"', color: vars.color.textSecondary } },
});

export const link = style({ color: vars.color.brandStrong });
