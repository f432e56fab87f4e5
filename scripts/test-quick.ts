/**
 * `npm run test:quick [-- <git ref>]`: the Vitest tests that the change touches, in seconds. Without
 * a ref the change is what is not committed yet; with one (`npm run test:quick -- main`) it is
 * everything since that commit. Vitest follows the import graph from the changed files to the test
 * files that load them (unit, component and, when API code changed, API tests on PGlite), and a
 * changed test file runs itself. The full suites stay `npm run test:unit` and `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const since = process.argv[2];
// The built-site pass (project `built`) needs a build: `npm run test:built` runs it.
const args = [
  'run',
  since ? `--changed=${since}` : '--changed',
  '--project',
  'unit',
  '--project',
  'api',
  '--passWithNoTests',
  ...process.argv.slice(3),
];
console.log(`test:quick: vitest ${args.join(' ')}`);
const result = spawnSync(join(root, 'node_modules/.bin/vitest'), args, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
