/**
 * Build-time: the head script (head.ts) minified, with this brand's experiments and the storage
 * keys written in as literals, as the text of one inline <script>. The deploy step hashes it into
 * the CSP like every other inline script.
 */
import { transformSync } from 'esbuild';
import type { Brand } from '../brand/types.ts';
import source from './head.ts?raw';
import assignment from '../brand/assignment.ts?raw';
import { assignedFromIdOnly, experimentsConfig } from '../brand/experiments.ts';
import { TELEMETRY_KEYS } from './keys.ts';

export { experimentsConfig };

const literal = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

let cached: { key: string; code: string } | undefined;

/** The minified head script for a brand (computed once per build). */
export function headScript(brand: Brand): string {
  if (cached?.key === brand.key) return cached.code;
  const define: Record<string, string> = {
    CONFIG: literal(experimentsConfig(brand)),
    PICK_COHORT: literal(!assignedFromIdOnly(brand)),
  };
  for (const [name, key] of Object.entries(TELEMETRY_KEYS)) define[`KEYS.${name}`] = literal(key);
  // The function's body runs as one arrow called in place (no named function wrapped again in an
  // IIFE: a dozen bytes of the 1 KB budget).
  // The assignment function goes in as its own source, inside the arrow (no global name), so the
  // page and the API run the same code (src/brand/assignment.ts).
  const pick = assignment.replace(/^export function pickVariant\(/m, 'function pickVariant(');
  if (pick === assignment) throw new Error('assignment.ts: `export function pickVariant(` not found');
  const body = source.replace(/^export function head\(\): void \{/m, `(() => {\n${pick}\n`);
  if (body === source) throw new Error('head.ts: `export function head(): void {` not found');
  const { code } = transformSync(`${body})();`, { loader: 'ts', minify: true, target: 'es2020', define });
  cached = { key: brand.key, code: code.trim() };
  return cached.code;
}
