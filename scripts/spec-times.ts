/**
 * `npm run bench:specs`: the slowest e2e specs of the last Playwright run into docs/performance.md.
 * Every e2e run writes test-results/spec-times.json (the reporter tests/lib/specTimes.ts); this
 * prints its eight slowest spec files with their three slowest brands, the run's wall-clock time and
 * what it covered, and records them in the `spec-times` section. Run it after `npm run test:e2e`
 * (or after `npm test`); `--no-doc` only prints.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { progress, recordFigures } from './lib/perfDoc.ts';
import { SPEC_TIMES_FILE, type SpecTimes } from '../tests/lib/specTimes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = join(root, SPEC_TIMES_FILE);
if (!existsSync(file)) {
  console.error(
    `No ${SPEC_TIMES_FILE}: run the e2e suite first (npm run test:e2e, or PW_BRANDS=main npx playwright test).`,
  );
  process.exit(1);
}
recordFigures('spec-times', 'npm run bench:specs');
const run = JSON.parse(readFileSync(file, 'utf8')) as SpecTimes;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const total = run.specs.reduce((sum, spec) => sum + spec.ms, 0);
const brands = new Set(run.specs.flatMap((spec) => Object.keys(spec.brands)));
console.log(
  `Last e2e run (${run.status}): ${run.specs.length} spec files on ${brands.size} brands, ${seconds(run.wallMs)} wall clock with ${run.workers} workers, ${seconds(total)} of test time.`,
);
console.log('');
console.log('Slowest spec files (test time summed over brands; the slowest brands after the colon):');
for (const [index, spec] of run.specs.slice(0, 20).entries()) {
  const perBrand = Object.entries(spec.brands)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3)
    .map(([brand, ms]) => `${brand} ${seconds(ms)}`)
    .join(', ');
  // A spec removed since the run is named by its file name alone (the docs name only files that exist).
  const name = existsSync(join(root, spec.spec)) ? spec.spec : `${basename(spec.spec)} (removed since)`;
  // The eight slowest go into the document; the rest are printed only.
  (index < 8 ? console.log : progress)(`${seconds(spec.ms).padStart(9)}  ${name} (${spec.tests} tests): ${perBrand}`);
}
