/**
 * A worker thread of the single pass (./pool.ts): reads the brand it is sent (./brandSite.ts) and
 * posts the report back, the 5-gram arrays transferred rather than copied.
 */
import { parentPort } from 'node:worker_threads';
import { readBrandSite } from './brandSite.ts';

parentPort!.on('message', async ({ key, cities }: { key: string; cities: boolean }) => {
  try {
    const report = await readBrandSite(key, { cities });
    parentPort!.postMessage(
      { key, report },
      report.offered.map((page) => page.grams.buffer as ArrayBuffer),
    );
  } catch (error) {
    parentPort!.postMessage({ key, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
