import { button, label, spinner } from './Button.css.ts';

/**
 * The button recipe's class names per variant value, and the label's and spinner's, for islands.
 * vanilla-extract writes a `.css.ts` module's exports into it as plain strings at build time, and
 * this module keeps only strings, so islands that import it ship no recipe runtime (0.8 KB gzip in
 * the first load of every page with a button in an island) and no recipe definition. `.astro`
 * pages keep calling `button()` from Button.css.ts: they run at build time.
 */
export const buttonParts = {
  base: button.classNames.base,
  size: button.classNames.variants.size,
  variant: button.classNames.variants.variant,
  fullWidth: button.classNames.variants.fullWidth,
  label,
  spinner,
};
