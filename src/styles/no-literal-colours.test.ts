import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../', import.meta.url));
// Token files define the values; every other stylesheet must use them.
const tokenFiles = new Set(['styles/theme.css.ts']);
const literalColour =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|['"`\s:](?:white|black|red|green|blue|gray|grey|orange|yellow|purple|pink)['"`;\s]/i;

describe('component styles', () => {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css.ts'))
    .filter((file) => !tokenFiles.has(file.split('\\').join('/')));

  it('exist (the check below looks at real files)', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s uses theme variables, not literal colours', (file) => {
    const code = readFileSync(join(src, file), 'utf8');
    const hit = code.split('\n').findIndex((line) => !line.trim().startsWith('//') && literalColour.test(line));
    expect(hit, `${relative(src, join(src, file))}:${hit + 1}`).toBe(-1);
  });
});
