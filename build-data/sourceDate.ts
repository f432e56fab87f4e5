/**
 * SOURCE_DATE_EPOCH for a build: the one the environment gives, else the commit date of the
 * checkout's HEAD (the same in every clone of a commit, shallow or not; never a file's
 * modification time, which a fresh clone sets to the clone's moment), else the data's own date.
 */
import { execFileSync } from 'node:child_process';
import { repoRoot } from './dist.ts';

/** Seconds since 1970 of HEAD's commit, or undefined outside a git checkout. */
export function commitEpoch(root = repoRoot): number | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^\d+$/.test(out) ? Number(out) : undefined;
  } catch {
    return undefined;
  }
}

/** Sets SOURCE_DATE_EPOCH in `env` when it is not set; returns its value. `fallbackDay` is YYYY-MM-DD. */
export function ensureSourceDateEpoch(env: NodeJS.ProcessEnv, fallbackDay: string): string {
  env['SOURCE_DATE_EPOCH'] ||= String(commitEpoch() ?? Date.parse(`${fallbackDay}T00:00:00Z`) / 1000);
  return env['SOURCE_DATE_EPOCH'];
}
