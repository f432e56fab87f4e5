/**
 * Build-time access to the API snapshot (first review pages, default pricing, LMC policy) that
 * scripts/api-snapshot.ts writes. Runs that script once per build process: it returns at once
 * when the cached snapshot matches the sources, so only the first brand build seeds a database.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { ApiSnapshot } from './apiSnapshotTypes.ts';

let snapshot: ApiSnapshot | undefined;

export function apiSnapshot(): ApiSnapshot {
  if (!snapshot) {
    // astro.config.ts sets both paths (page code is bundled, so it cannot locate files itself).
    const script = process.env['PUBLICWEB_SNAPSHOT_SCRIPT'];
    const file = process.env['PUBLICWEB_SNAPSHOT_FILE'];
    if (!script || !file) throw new Error('PUBLICWEB_SNAPSHOT_* not set: build through astro.config.ts');
    execFileSync(process.execPath, [script], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
    snapshot = JSON.parse(readFileSync(file, 'utf8')) as ApiSnapshot;
  }
  return snapshot;
}
