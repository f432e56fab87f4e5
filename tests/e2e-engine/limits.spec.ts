/**
 * The build's limit checks (engineLimitProblems) count what the engine counts: a site whose
 * `_headers` and `_redirects` hold lines exactly at the limit and one character over is served by
 * the engine itself, which keeps the first and drops the second, as the check says it will.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engineLimitProblems, HOST_LIMITS } from '../../scripts/lib/deploy/bundle.ts';
import { startEngine, type RunningEngine } from '../../scripts/lib/engine.ts';
import { freePort } from '../../scripts/lib/system.ts';
import { expect, test } from '../e2e/fixtures.ts';

/** A header line of exactly `length` characters. */
const headerLine = (name: string, length: number) => `${name}: ${'v'.repeat(length - name.length - 2)}`;
/** A redirect line of exactly `length` characters. */
const redirectLine = (from: string, length: number) => {
  const fixed = `${from}  308`.length;
  return `${from} /${'t'.repeat(length - fixed - 1)} 308`;
};

let engine: RunningEngine | undefined;
let site: string;
const headersText = [
  '/kept',
  `  ${headerLine('X-At-Limit', HOST_LIMITS.line)}`,
  '/dropped',
  `  ${headerLine('X-Over-Limit', HOST_LIMITS.line + 1)}`,
  '  X-Short: 1',
  '',
].join('\n');
const redirectsText = [
  redirectLine('/at-limit', HOST_LIMITS.line),
  redirectLine('/over-limit', HOST_LIMITS.line + 1),
  '',
].join('\n');

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(150_000);
  site = mkdtempSync(join(tmpdir(), 'publicweb-limits-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Home</title>');
  for (const page of ['kept', 'dropped', '404'])
    writeFileSync(join(site, `${page}.html`), `<!doctype html><title>${page}</title>`);
  writeFileSync(join(site, '_headers'), headersText);
  writeFileSync(join(site, '_redirects'), redirectsText);
  engine = await startEngine(site, await freePort(), {});
});
test.afterAll(async () => {
  await engine?.stop();
  rmSync(site, { recursive: true, force: true });
});

test('a line of exactly 2,000 characters is kept and one of 2,001 dropped, by the engine and by the check', async () => {
  const kept = await fetch(`${engine!.url}/kept`);
  expect(kept.headers.get('x-at-limit')).toHaveLength(HOST_LIMITS.line - 'X-At-Limit: '.length);
  const dropped = await fetch(`${engine!.url}/dropped`);
  expect(dropped.headers.get('x-over-limit')).toBeNull();
  expect(dropped.headers.get('x-short')).toBe('1');
  expect((await fetch(`${engine!.url}/at-limit`, { redirect: 'manual' })).status).toBe(308);
  expect((await fetch(`${engine!.url}/over-limit`, { redirect: 'manual' })).status).toBe(404);
  expect(engine!.ignoredRules().length).toBeGreaterThan(0);
  // The check names exactly the two lines the engine dropped.
  expect(engineLimitProblems(headersText, redirectsText)).toEqual([
    `_headers line 4 has ${HOST_LIMITS.line + 1} characters: the engine drops lines over ${HOST_LIMITS.line}`,
    `_redirects line 2 has ${HOST_LIMITS.line + 1} characters: the engine drops lines over ${HOST_LIMITS.line}`,
  ]);
});
