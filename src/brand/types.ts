import type { BrandConfigOutput } from './schema.ts';

/** A validated brand plus facts the loader reads from its files. */
export type Brand = BrandConfigOutput & {
  /** Intrinsic size of the logo SVG (from its viewBox), for width/height attributes. */
  logoSize: { width: number; height: number };
};
