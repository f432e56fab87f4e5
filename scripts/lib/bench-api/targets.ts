/**
 * The target lines bench:api prints under its table, from the figures that were measured; each
 * names its row of the table, which holds the figures themselves.
 */
import { GARBAGE_REQUESTS, type MemoryFigures } from './memory.ts';
import { verdict } from './http.ts';
import type { Measured } from './load.ts';
import { ATTACKED, CLOSEST, CLOSEST_RATE, DEEP_PAGE, FIRST_PAGE, LOADED, RATE, REGION } from './reads.ts';

function readTargets(measured: Map<string, Measured>): string[] {
  const lines: string[] = [];
  const region = measured.get(REGION);
  const first = measured.get(FIRST_PAGE);
  const deep = measured.get(DEEP_PAGE);
  if (region) {
    const rateHeld = region.requestsPerSecond >= RATE * 0.98;
    lines.push(
      `Target: ${REGION}: p99 under 20 ms: ${verdict(region.p99 < 20 && rateHeld)}` +
        (rateHeld ? '' : ' (rate not reached)'),
    );
  }
  if (first && deep) {
    const ratio = deep.p99 / first.p99;
    lines.push(
      `Target: ${DEEP_PAGE}: p99 within 1.5x the first page's, ${ratio.toFixed(2)}x: ${verdict(ratio <= 1.5)}`,
    );
  }
  return lines;
}

function loadedTargets(measured: Map<string, Measured>): string[] {
  const lines: string[] = [];
  const loaded = measured.get(LOADED);
  if (loaded) {
    lines.push(
      `Target: ${LOADED} (availableVouchers): p50 under 50 ms and p99 under 150 ms: ` +
        verdict(loaded.p50 < 50 && loaded.p99 < 150),
    );
  }
  const attacked = measured.get(ATTACKED);
  if (attacked) {
    lines.push(
      `Target: ${ATTACKED} (the most expensive allowed and over-limit documents): p99 under 20 ms: ` +
        verdict(attacked.p99 < 20),
    );
  }
  const closest = measured.get(CLOSEST);
  if (closest) {
    lines.push(
      `Target: ${CLOSEST}: p99 under 30 ms: ` +
        verdict(closest.p99 < 30 && closest.requestsPerSecond >= CLOSEST_RATE * 0.98),
    );
  }
  return lines;
}

function memoryTarget(memory: MemoryFigures): string {
  const growth = Math.round((memory.garbage - memory.normal) * 10) / 10;
  return (
    `Memory (worker heap after GC): ${memory.baseline} MB at start, ${memory.normal} MB after ` +
    `${GARBAGE_REQUESTS.toLocaleString('en-US')} normal requests, ${memory.garbage} MB after as many garbage ` +
    `requests (+${growth} MB). Target within 50 MB: ${verdict(Math.abs(growth) <= 50)}`
  );
}

/** In the order bench:api has always printed them; a figure that was not measured has no line. */
export function targetLines(
  measured: Map<string, Measured>,
  farFigure: string | undefined,
  memory: MemoryFigures | undefined,
): string[] {
  return [
    ...readTargets(measured),
    ...(farFigure ? [`Target: ${farFigure}`] : []),
    ...loadedTargets(measured),
    ...(memory ? [memoryTarget(memory)] : []),
  ];
}
