/**
 * The code-shape rules eslint.config.js enforces fire where they should and nowhere else: a page
 * file computes no figure (src/domain/ does), a component's words are typed from their content
 * schema (not written out again beside the component), and an island tells outcomes by their code.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The `rule` errors of `code` as if it were the file `path` (relative to the repository). */
async function errors(path: string, code: string, rule: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.line);
}

describe('a page file computes no figure', () => {
  const code = [
    "import { formatCount } from '#src/domain/format.ts';",
    'export const minutes = (words: number) => Math.max(1, Math.round(words / 200));',
    'export const rate = (r: number) => `${(r * 100).toFixed(2)}%`;',
    "export const count = (n: number) => n.toLocaleString('en-US');",
    'export const shown = (n: number) => formatCount(n);',
  ].join('\n');

  it('refuses Math, toFixed and toLocaleString in src/pages (TypeScript and Astro)', async () => {
    expect(await errors('src/pages/us/_lib/probe.ts', code, 'no-restricted-properties')).toEqual([2, 2]);
    expect(await errors('src/pages/us/_lib/probe.ts', code, 'no-restricted-syntax')).toEqual([3, 4]);
    const astro = '---\nconst n = 4.6;\n---\n<p>{Math.round(n)} {n.toFixed(1)}</p>\n';
    expect(await errors('src/pages/probe.astro', astro, 'no-restricted-properties')).toEqual([4]);
    expect(await errors('src/pages/probe.astro', astro, 'no-restricted-syntax')).toEqual([4]);
  });

  it('allows them in src/domain/, where figures are computed and tested', async () => {
    expect(await errors('src/domain/probe.ts', code, 'no-restricted-properties')).toEqual([]);
    expect(await errors('src/domain/probe.ts', code, 'no-restricted-syntax')).toEqual([]);
  });
});

describe("a component's words come from their content schema", () => {
  const written = [
    'export type CardWords = { title: string; more: string };',
    "export type CounterWords = Record<'left' | 'soldOut', string> & { time: string };",
  ].join('\n');
  const derived = [
    "import type { PageCopy } from '#src/copy/pages.ts';",
    "export type CounterWords = PageCopy<'deal'>['priceCard']['counter'];",
    "export type StepWords = PageCopy<'checkout'>['steps'] & Pick<PageCopy<'deal'>, 'waitlistForm'>;",
    'export type Point = { x: number; y: number };',
  ].join('\n');

  it('refuses a words type written out in an island, a component or telemetry', async () => {
    for (const path of ['src/islands/Probe/Probe.tsx', 'src/components/Probe/Probe.ts', 'src/telemetry/probe.ts']) {
      expect(await errors(path, written, 'no-restricted-syntax'), path).toEqual([1, 2, 2]);
    }
  });

  it('allows words derived from a schema, and other types written out', async () => {
    expect(await errors('src/islands/Probe/Probe.tsx', derived, 'no-restricted-syntax')).toEqual([]);
  });
});

describe('an outcome is recognised by its code', () => {
  const code = [
    'type Answer = { ok: boolean; message: string; errorCode: string | null };',
    "export const declined = (a: Answer) => a.message === 'Your card was declined.';",
    "export const funds = (a: Answer) => a.message.includes('insufficient');",
    'export function kind(a: Answer) {',
    '  switch (a.message) {',
    "    case 'Sold out':",
    "      return 'soldOut';",
    '  }',
    "  return a.errorCode === 'CARD_DECLINED' ? 'declined' : a.message.length > 0 ? 'other' : 'none';",
    '}',
  ].join('\n');

  it('refuses comparing or searching a message in an island, and not a code', async () => {
    expect(await errors('src/islands/Checkout/probe.ts', code, 'no-restricted-syntax')).toEqual([2, 3, 5]);
  });
});
