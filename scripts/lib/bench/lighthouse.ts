/**
 * `npm run bench -- --lighthouse`: Lighthouse mobile on /deal and /checkout/ (targets in
 * docs/performance.md: 100, LCP ≤ 1.5 s, TBT ≤ 50 ms), five runs each, the median of each
 * figure, and what Lighthouse charges in the run of the median score (../lighthouse.ts), with the
 * machine's load average, which moves blocking time most.
 */
import { loadavg } from 'node:os';
import { lighthouseMobile, type LighthouseFigures } from '../lighthouse.ts';
import { median } from '../median.ts';

const RUNS = 5;

export async function lighthouseDetails(origin: string): Promise<void> {
  for (const path of ['/deal', '/checkout/']) {
    const runs: LighthouseFigures[] = [];
    const load: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await lighthouseMobile(`${origin}${path}`));
      load.push(loadavg()[0]!);
    }
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const medianRun = sorted[Math.floor(RUNS / 2)]!;
    console.log(
      `\nLighthouse mobile ${path} (median of ${RUNS}; load average ${load.map((l) => l.toFixed(1)).join(', ')})`,
    );
    console.table({
      runs: Object.fromEntries(
        runs.map((r, i) => [
          `run ${i + 1}`,
          `${r.performance} (LCP ${Math.round(r.lcpMs)}, TBT ${Math.round(r.tbtMs)})`,
        ]),
      ),
    });
    console.table({
      median: {
        performance: median(runs.map((r) => r.performance)),
        'LCP ms': Math.round(median(runs.map((r) => r.lcpMs))),
        'TBT ms': Math.round(median(runs.map((r) => r.tbtMs))),
        CLS: Number(median(runs.map((r) => r.cls)).toFixed(3)),
      },
    });
    console.table(medianRun.charges);
  }
}
