import { globalStyle, style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';

export const list = style({
  display: 'grid',
  borderBlockStart: `${scale.border.hairline} solid ${vars.color.border}`,
  maxWidth: '48rem',
});

export const item = style({
  borderBlockEnd: `${scale.border.hairline} solid ${vars.color.border}`,
});

export const question = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: scale.space['4'],
  minHeight: scale.controlHeight.large,
  paddingBlock: scale.space['3'],
  fontWeight: scale.fontWeight.semibold,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': {
      content: '"+"',
      flex: 'none',
      fontSize: scale.fontSize.xl,
      lineHeight: 1,
      color: vars.color.brandStrong,
    },
    [`${item}[open] > &::after`]: { content: '"−"' },
  },
});

export const answer = style({
  paddingBlockEnd: scale.space['4'],
  color: vars.color.textSecondary,
  maxWidth: '65ch',
});

globalStyle(`${answer} a`, { color: vars.color.brandStrong });
