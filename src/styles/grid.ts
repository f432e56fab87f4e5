import { scale } from './theme.css.ts';

/**
 * The fluid grid of cards, facts and link columns: as many columns of at least `minWidth` as fit
 * (one on the narrowest phones), `gap` apart. Spread it into a component's style:
 * `style({ ...fluidGrid('16rem', '4'), … })`.
 */
export function fluidGrid(
  minWidth: string,
  gap: keyof typeof scale.space,
  repeat: 'auto-fit' | 'auto-fill' = 'auto-fit',
) {
  return {
    display: 'grid',
    gap: scale.space[gap],
    gridTemplateColumns: `repeat(${repeat}, minmax(min(100%, ${minWidth}), 1fr))`,
  } as const;
}

/**
 * A list (<ul>, <ol>) of cards laid out as fluidGrid(), without markers or indent. `auto-fill`
 * keeps empty tracks, so a short list keeps its cards at the width of a full one.
 */
export function fluidList(
  minWidth: string,
  gap: keyof typeof scale.space,
  repeat: 'auto-fit' | 'auto-fill' = 'auto-fit',
) {
  return { listStyle: 'none', padding: 0, ...fluidGrid(minWidth, gap, repeat) } as const;
}
