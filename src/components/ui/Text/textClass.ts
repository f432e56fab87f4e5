import type { TextVariants } from './Text.css.ts';
import { textParts } from './textParts.css.ts';

/** The class names `text(variants)` gives (Text.css.ts), without the recipe runtime: for islands. */
export function textClass({ size = 'md', weight = 'regular', tone = 'primary' }: TextVariants = {}): string {
  return `${textParts.base} ${textParts.size[size]} ${textParts.weight[weight]} ${textParts.tone[tone]}`;
}
