/**
 * Build time: the early-actions script (earlyActions.inline.ts) minified, as the text of one inline
 * <script> in <head> (BaseLayout); the deploy step hashes it into the CSP like every inline script.
 */
import { transformSync } from 'esbuild';
import source from './earlyActions.inline.ts?raw';

let cached: string | undefined;

export function earlyActionsScript(): string {
  if (cached) return cached;
  const header = /^export function earlyActions\(\): void \{/m;
  if (!header.test(source))
    throw new Error('earlyActions.inline.ts: `export function earlyActions(): void {` not found');
  const body = source.replace(header, '(() => {');
  const { code } = transformSync(`${body})();`, { loader: 'ts', minify: true, target: 'es2020' });
  cached = code.trim();
  return cached;
}
