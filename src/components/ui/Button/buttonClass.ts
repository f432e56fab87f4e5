import type { ButtonVariants } from './Button.css.ts';
import { buttonParts } from './buttonParts.css.ts';

/**
 * The class names `button(variants)` gives (Button.css.ts), joined from the recipe's class names
 * written into buttonParts.css.ts at build time: what islands use for a button or a link that looks like
 * one, so that none ships vanilla-extract's recipe runtime. `.astro` pages call `button()` itself.
 */
export function buttonClass({ size = 'medium', variant = 'primary', fullWidth = false }: ButtonVariants = {}): string {
  return `${buttonParts.base} ${buttonParts.size[size]} ${buttonParts.variant[variant]} ${buttonParts.fullWidth[`${fullWidth}`]}`;
}
