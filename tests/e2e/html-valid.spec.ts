/**
 * HTML validity: one built page of every template of the brand passes the Nu HTML Checker (the
 * `vnu-jar` package, the W3C validator's engine) with no errors. Java comes from the machine or is
 * installed by scripts/lib/java.ts (Debian default-jre-headless).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { brandDist } from '../../build-data/dist.ts';
import { ensureJava } from '../../scripts/lib/java.ts';
import { fileForPath } from '../../scripts/lib/site-pages.ts';
import { expect, templatePages, test } from './fixtures.ts';

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

test('one page of every template has no Nu HTML Checker errors', async ({ brand }) => {
  test.setTimeout(180_000);
  const java = ensureJava();
  // The package exports the jar's path (as a String object).
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const siteDir = brandDist(brand.key);
  const files = templatePages(brand.key).map((path) => fileForPath(siteDir, path)!);
  const run = spawnSync(java, ['-Xss4m', '-jar', jar, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  expect(run.error, 'the checker runs').toBeUndefined();
  // vnu writes its JSON report to stderr; no report means it did not check anything.
  const report = JSON.parse(run.stderr) as { version?: string; messages: VnuMessage[] };
  expect(report.version, 'a Nu HTML Checker report').toBeTruthy();
  const errors = report.messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
    .map(
      (m) => `${m.url.replace(`file:${siteDir}`, '')}:${m.lastLine ?? '?'} ${m.message} [${(m.extract ?? '').trim()}]`,
    );
  expect(errors, `Nu HTML Checker errors on ${files.length} pages`).toEqual([]);
});
