/**
 * Build-time access to the API snapshot (first review pages, LMC policy): build-data/api-snapshot.ts
 * makes it once per build tree and the build-data integration (build-data/integration.ts) serves it
 * to the pages as `virtual:publicweb/api-snapshot`, so the pages never pre-render reviews the API
 * would not answer.
 */
import snapshot from 'virtual:publicweb/api-snapshot';
import type { ApiSnapshot } from './apiSnapshotTypes.ts';

/** The snapshot of this build. */
export function apiSnapshot(): ApiSnapshot {
  return snapshot;
}
