/**
 * The site as it was at an earlier commit, built in the same run as today's, so `npm run bench`
 * can print before/after figures measured under the same conditions. The commit is checked out
 * in a detached git worktree in a temporary folder; its node_modules links this checkout's
 * packages one by one (the build tools' caches, the dot folders, stay apart) and it builds the
 * brands asked for (main by default) into its own dist folder. A clone without that commit (a
 * shallow one) skips it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../build-data/dist.ts';

/** The last commit of main before telemetry was merged: "today's" site for its figures. */
export const BEFORE_TELEMETRY = 'ddaa2dc';

export type Baseline = {
  ref: string;
  commit: string;
  /** The first brand's built site (dist/<brand>/ of the worktree). */
  siteDir: string;
  /** Each brand's built site. */
  siteDirs: Record<string, string>;
  remove(): void;
};

const git = (args: string[], cwd = repoRoot) => spawnSync('git', args, { cwd, encoding: 'utf8' });

/** Builds `brands` at `ref`; returns their built sites, or why it could not. */
export function buildBaseline(ref: string, brands: readonly string[] = ['main']): Baseline | { skipped: string } {
  const commit = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).stdout.trim();
  if (!commit) return { skipped: `commit ${ref} is not in this clone (a shallow clone?)` };
  const dir = mkdtempSync(join(tmpdir(), 'publicweb-baseline-'));
  const remove = () => {
    git(['worktree', 'remove', '--force', dir]);
    rmSync(dir, { recursive: true, force: true });
    git(['worktree', 'prune']);
  };
  const added = git(['worktree', 'add', '--detach', dir, commit]);
  if (added.status !== 0) {
    remove();
    return { skipped: `git worktree add failed: ${added.stderr.trim()}` };
  }
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(repoRoot, 'node_modules'))) {
    if (entry.startsWith('.') && entry !== '.bin') continue; // .astro, .vite, .publicweb: caches of this checkout
    symlinkSync(join(repoRoot, 'node_modules', entry), join(modules, entry));
  }
  const dist = join(dir, 'dist');
  const build = spawnSync(process.execPath, ['scripts/build.ts', ...brands.flatMap((brand) => ['--brand', brand])], {
    cwd: dir,
    env: { ...process.env, PUBLICWEB_DIST: dist },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    const output = `${build.stdout}\n${build.stderr}`.trim().split('\n').slice(-15).join('\n');
    remove();
    return { skipped: `the build of ${ref} failed:\n${output}` };
  }
  // dist.ts of that commit puts each brand in its own folder under PUBLICWEB_DIST, as today.
  const siteDirs = Object.fromEntries(brands.map((brand) => [brand, join(dist, brand)]));
  return { ref, commit, siteDir: siteDirs[brands[0]!]!, siteDirs, remove };
}
