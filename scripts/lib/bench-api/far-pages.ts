/**
 * Nearest-first review pages after a cursor far from every review: the most such pages
 * the limits allow, timed one request at a time, and whether the limits refuse fifteen of them.
 */
import { getOperationAST, parse } from 'graphql';
import { limits, measureOperation } from '#api/limits.ts';
import { farPages } from './documents.ts';
import { op, percentile, request, round } from './http.ts';

export async function farPagesFigure(url: string): Promise<string> {
  const fifteen = parse(farPages.over);
  const verdict = measureOperation(fifteen, getOperationAST(fifteen)!, {});
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    await request(url, op(farPages.document));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return (
    `${limits.maxAliases} far-cursor nearest-first pages (cost ${verdict.cost}): ` +
    `${verdict.violation ? 'refused by the cost limit' : 'allowed'}; the most allowed, ${farPages.count} such pages, ` +
    `answer in p50 ${round(percentile(times, 0.5))} ms / max ${round(times.at(-1)!)} ms (20 requests, one at a time). ` +
    `Target under 100 ms or refused: ${verdict.violation || (times.at(-1) ?? Infinity) < 100 ? 'met' : 'NOT met'}`
  );
}
