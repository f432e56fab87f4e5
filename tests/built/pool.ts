/**
 * The worker pool of the single pass: one thread per core (at most one per brand), each reading
 * whole brands in turn, so the two cores of the test machine each parse a share of the ~44,500
 * pages once. Returns one promise per brand, settled when that brand's report arrives.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BrandSiteReport } from './brandSite.ts';

type Reply = { key: string; report?: BrandSiteReport; error?: string };

export function readBrandSites(keys: string[], citiesOf: string): Map<string, Promise<BrandSiteReport>> {
  const settle = new Map<string, { resolve: (r: BrandSiteReport) => void; reject: (e: Error) => void }>();
  const reports = new Map(
    keys.map((key) => [key, new Promise<BrandSiteReport>((resolve, reject) => settle.set(key, { resolve, reject }))]),
  );
  const queue = [...keys];
  const size = Math.max(1, Math.min(availableParallelism(), keys.length));
  for (let i = 0; i < size; i++) {
    // execArgv: [] so the thread is plain Node (type stripping), not the test runner's loader.
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { execArgv: [] });
    let current: string | undefined;
    const next = () => {
      current = queue.shift();
      if (current === undefined) return void worker.terminate();
      worker.postMessage({ key: current, cities: current === citiesOf });
    };
    worker.on('message', ({ key, report, error }: Reply) => {
      if (report) settle.get(key)!.resolve(report);
      else settle.get(key)!.reject(new Error(`${key}: ${error}`));
      next();
    });
    // A thread that dies fails its brand and the brands still waiting, never leaves them pending.
    worker.on('error', (error) => {
      for (const key of [current, ...queue.splice(0)]) if (key) settle.get(key)!.reject(error);
    });
    next();
  }
  return reports;
}
