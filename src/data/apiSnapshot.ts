/**
 * Build-time access to the API snapshot (first review pages, default pricing, LMC policy) that
 * scripts/lib/api-snapshot.ts writes to `<dist root>/.snapshot/api.json`.
 *
 * scripts/build.ts makes the snapshot once before the brand builds and says so with
 * PUBLICWEB_SNAPSHOT_READY=1; then each build only reads the file. `astro build` or `astro dev`
 * on their own run the snapshot script first (it returns at once when the file matches the
 * sources), so the pages never pre-render reviews the API would not answer.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SNAPSHOT_SORTS, type ApiSnapshot } from './apiSnapshotTypes.ts';

export type SnapshotSource = {
  /** The JSON file (PUBLICWEB_SNAPSHOT_FILE, set by astro.config.ts). */
  file: string;
  /** The script that (re)writes it (PUBLICWEB_SNAPSHOT_SCRIPT, set by astro.config.ts). */
  script: string;
  /** True when the build driver has just made sure the file is current. */
  ready: boolean;
};

/** Whether parsed JSON has everything the pages read; names the first thing missing. */
export function snapshotProblem(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return 'not a JSON object';
  const snapshot = value as Partial<ApiSnapshot>;
  if (typeof snapshot.hash !== 'string') return 'no hash';
  for (const sort of SNAPSHOT_SORTS) {
    const page = snapshot.reviews?.[sort];
    if (!page || !Array.isArray(page.edges) || typeof page.pageInfo?.hasNextPage !== 'boolean') {
      return `no first page of reviews for sort ${sort}`;
    }
  }
  if (!snapshot.pricing || !Array.isArray(snapshot.pricing.options)) return 'no membership pricing';
  if (!snapshot.lmc || typeof snapshot.lmc.lmcHours !== 'number') return 'no LMC policy';
  return undefined;
}

function parse(file: string): { snapshot?: ApiSnapshot; problem?: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { problem: 'the file does not exist' };
  }
  try {
    const value: unknown = JSON.parse(text);
    const problem = snapshotProblem(value);
    return problem ? { problem } : { snapshot: value as ApiSnapshot };
  } catch {
    return { problem: 'the file is not JSON' };
  }
}

/** Runs the snapshot script with this Node; its progress goes to the build's stderr. */
function runScript(script: string): void {
  execFileSync(process.execPath, [script], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
}

/**
 * Reads the snapshot; runs the script first unless the build driver already did, and again when
 * the file is missing or unusable. Throws a message naming the file when it stays unusable.
 */
export function loadApiSnapshot(source: SnapshotSource, generate: (script: string) => void = runScript): ApiSnapshot {
  let generated = false;
  if (!source.ready) {
    generate(source.script);
    generated = true;
  }
  let { snapshot, problem } = parse(source.file);
  if (!snapshot && !generated) {
    generate(source.script);
    ({ snapshot, problem } = parse(source.file));
  }
  if (!snapshot) throw new Error(`API snapshot ${source.file} is unusable: ${problem ?? 'unknown'}`);
  return snapshot;
}

let cached: ApiSnapshot | undefined;

/** The snapshot of this build (read once per build process). */
export function apiSnapshot(): ApiSnapshot {
  if (!cached) {
    // astro.config.ts sets both paths: page code is bundled, so it cannot locate files itself.
    const file = process.env['PUBLICWEB_SNAPSHOT_FILE'];
    const script = process.env['PUBLICWEB_SNAPSHOT_SCRIPT'];
    if (!file || !script) throw new Error('PUBLICWEB_SNAPSHOT_FILE/SCRIPT not set: build through astro.config.ts');
    cached = loadApiSnapshot({ file, script, ready: process.env['PUBLICWEB_SNAPSHOT_READY'] === '1' });
  }
  return cached;
}
