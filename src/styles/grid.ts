import { scale } from './theme.css.ts';

/**
 * The fluid grid of cards, facts and link columns: as many columns of at least `minWidth` as fit
 * (one on the narrowest phones), `gap` apart. Spread it into a component's style:
 * `style({ ...fluidGrid('16rem', '4'), … })`.
 */
export function fluidGrid(minWidth: string, gap: keyof typeof scale.space) {
  return {
    display: 'grid',
    gap: scale.space[gap],
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minWidth}), 1fr))`,
  } as const;
}
