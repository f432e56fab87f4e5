import { describe, expect, it } from 'vitest';
import { loadAllBrands } from '../brand/load.ts';
import { brandThemeCss } from './brandTheme.ts';
import { vars } from './theme.css.ts';

const name = (cssVar: string) => /^var\((--[^)]+)\)$/.exec(cssVar)?.[1] ?? cssVar;

function declarations(css: string): Map<string, string> {
  const body = /^:root\{(.*)\}$/.exec(css)?.[1] ?? '';
  return new Map(body.split(';').map((declaration) => declaration.split(/:(.*)/s).slice(0, 2) as [string, string]));
}

describe('brandThemeCss', () => {
  it("fills every contract variable with the brand's own token values", async () => {
    for (const brand of (await loadAllBrands({})).values()) {
      const values = declarations(brandThemeCss(brand.theme));
      for (const [token, cssVar] of Object.entries(vars.color)) {
        expect(values.get(name(cssVar)), `${brand.key} color.${token}`).toBe(
          brand.theme.color[token as keyof typeof brand.theme.color],
        );
      }
      expect(values.get(name(vars.font.heading))).toBe(brand.theme.font.heading);
      expect(values.size).toBe(
        Object.keys(vars.color).length + Object.keys(vars.font).length + Object.keys(vars.radius).length,
      );
    }
  });

  it('maps corner styles to radii', async () => {
    const brands = await loadAllBrands({});
    expect(declarations(brandThemeCss(brands.get('main')!.theme)).get(name(vars.radius.control))).toBe('62.5rem');
    expect(declarations(brandThemeCss(brands.get('dustfall')!.theme)).get(name(vars.radius.control))).toBe('0.125rem');
  });
});
