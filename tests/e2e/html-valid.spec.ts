/**
 * HTML validity: one built page of every template of every brand of this run passes the Nu HTML
 * Checker (the `vnu-jar` package, the W3C validator's engine) with no errors. One checker run reads
 * every brand's pages (a Java start costs more than checking a brand), so the spec runs in the main
 * brand's project alone (tests/lib/brandGroups.ts). Java comes from the machine or is installed by
 * scripts/lib/java.ts (Debian default-jre-headless).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { brandDist, distRoot } from '../../build-data/dist.ts';
import { ensureJava } from '../../scripts/lib/java.ts';
import { fileForPath } from '../../scripts/lib/site-pages.ts';
import { expect, templatePages, test } from './fixtures.ts';

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

/**
 * The checker's CSS grammar predates CSS anchor positioning and `@starting-style` (the header's
 * services menu, src/components/Header/Header.css.ts). It never reads linked stylesheets, but it
 * does read the checkout's, which are inlined (src/brand/inlineStyles.ts): these are its only
 * objections to valid CSS, named one by one so that any other CSS error still fails.
 */
const CSS_UNKNOWN_TO_CHECKER =
  /^CSS: (?:“(?:anchor-name|position-anchor)”: Property “[a-z-]+” doesn't exist\.|“(?:top|right|bottom|left)”: “anchor\([a-z-]+\)” is not a “[a-z]+” value\.|Unrecognized at-rule “@starting-style”)/;

test('one page of every template of every brand has no Nu HTML Checker errors', async () => {
  test.setTimeout(180_000);
  const brands = test.info().config.projects.map((project) => String(project.metadata['brand']));
  const java = ensureJava();
  // The package exports the jar's path (as a String object).
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const files = brands.flatMap((brand) => templatePages(brand).map((path) => fileForPath(brandDist(brand), path)!));
  // The JIT's first tier only: a run of seconds pays more for the optimising compiler than it
  // gains (96 pages: 4.6 s of CPU against 8.2 to 10.4 s with it).
  const jvm = ['-XX:TieredStopAtLevel=1', '-Xss4m'];
  const run = spawnSync(java, [...jvm, '-jar', jar, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  expect(run.error, 'the checker runs').toBeUndefined();
  // vnu writes its JSON report to stderr; no report means it did not check anything.
  const report = JSON.parse(run.stderr) as { version?: string; messages: VnuMessage[] };
  expect(report.version, 'a Nu HTML Checker report').toBeTruthy();
  const errors = report.messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
    .filter((m) => !CSS_UNKNOWN_TO_CHECKER.test(m.message))
    .map(
      (m) =>
        `${m.url.replace(`file:${distRoot}/`, '')}:${m.lastLine ?? '?'} ${m.message} [${(m.extract ?? '').trim()}]`,
    );
  expect(errors, `Nu HTML Checker errors on ${files.length} pages`).toEqual([]);
});
