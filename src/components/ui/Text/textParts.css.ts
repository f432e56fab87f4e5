import { text } from './Text.css.ts';

/**
 * The text recipe's class names per variant value, for islands: plain strings written in at build
 * time, so islands ship no recipe runtime (see buttonParts.css.ts). `.astro` pages call `text()`.
 */
export const textParts = {
  base: text.classNames.base,
  size: text.classNames.variants.size,
  weight: text.classNames.variants.weight,
  tone: text.classNames.variants.tone,
};
