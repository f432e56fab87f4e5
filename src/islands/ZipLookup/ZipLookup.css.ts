import { style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';
import { figureText, noteText } from '../../styles/shapes.ts';
import { cardSurface } from '../../styles/card.ts';

export const layout = style({
  display: 'grid',
  gap: scale.space['6'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 52rem)': { gridTemplateColumns: 'minmax(0, 22rem) 1fr', gap: scale.space['8'] } },
});

/** Room for the longest answer (counts, two rates and a link), so answers do not push the page. */
export const result = style({
  display: 'grid',
  gap: scale.space['3'],
  alignContent: 'start',
  minBlockSize: '9.5rem',
  padding: scale.space['5'],
  ...cardSurface(),
});
export const rates = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: scale.space['3'] });
export const rate = style({ display: 'grid', gap: scale.space['0.5'] });
export const rateLabel = style(noteText());
export const rateValue = style(figureText(scale.fontSize.xl));
export const problem = style({ color: vars.color.textPrimary, fontWeight: scale.fontWeight.medium });

/** The zip-lookup section right under the hero: same surface, set apart by a rule. */
export const band = style({
  paddingBlock: `clamp(${scale.space['10']}, 6vw, ${scale.space['16']})`,
  borderBlockStart: `${scale.border.hairline} solid ${vars.color.border}`,
});
