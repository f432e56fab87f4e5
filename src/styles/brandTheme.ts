import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { BrandTheme } from '../brand/schema.ts';
import { vars } from './theme.css.ts';

const radii = {
  sharp: { control: '0.125rem', card: '0.25rem' },
  soft: { control: '0.5rem', card: '0.75rem' },
  round: { control: '62.5rem', card: '1.25rem' },
} as const;

/** The `:root` rule that fills the theme contract with one brand's token values. */
export function brandThemeCss(theme: BrandTheme): string {
  const declarations = assignInlineVars(vars, {
    color: theme.color,
    font: theme.font,
    radius: radii[theme.corners],
  });
  return `:root{${String(declarations)}}`;
}
