import { style } from '@vanilla-extract/css';
import { scale, vars } from '#src/styles/theme.css.ts';
import { brandCallout } from '#src/styles/shapes.ts';

export const panel = style({
  display: 'grid',
  gap: scale.space['4'],
  maxWidth: '40rem',
  padding: `clamp(${scale.space['5']}, 4vw, ${scale.space['8']})`,
  borderRadius: vars.radius.card,
  border: `${scale.border.hairline} solid ${vars.color.border}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const current = style({ fontWeight: scale.fontWeight.semibold });

export const gpc = style({
  ...brandCallout(scale.space['3']),
  selectors: { '&[hidden]': { display: 'none' } },
});

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space['3'],
  minHeight: scale.controlHeight.large,
  fontWeight: scale.fontWeight.medium,
  cursor: 'pointer',
});

/** A native checkbox drawn as a switch (keeps its keyboard and screen-reader behaviour). */
export const switchInput = style({
  appearance: 'none',
  flex: 'none',
  position: 'relative',
  width: '3rem',
  height: '1.75rem',
  margin: 0,
  borderRadius: '999px',
  background: vars.color.textDisabled,
  cursor: 'pointer',
  transition: `background-color ${scale.motion.fast}`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '0.25rem',
      insetInlineStart: '0.25rem',
      width: '1.25rem',
      height: '1.25rem',
      borderRadius: '50%',
      background: vars.color.surface,
      transition: `transform ${scale.motion.fast}`,
    },
    '&:checked': { background: vars.color.brand },
    '&:checked::before': { transform: 'translateX(1.25rem)' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const status = style({
  minHeight: '1.5em',
  color: vars.color.textSuccess,
  fontWeight: scale.fontWeight.medium,
});
