import type { BrandConfigOutput } from './schema.ts';
import type { ResolvedSearchPolicy } from './search.ts';

/** A validated brand plus facts the loader reads from its files. */
export type Brand = BrandConfigOutput & {
  /** Intrinsic size of the logo SVG (from its viewBox), for width/height attributes. */
  logoSize: { width: number; height: number };
  /** Per shared area: indexable, noindex, or canonical to the owning brand (src/brand/search.ts). */
  searchPolicy: ResolvedSearchPolicy;
};
