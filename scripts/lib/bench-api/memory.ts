/**
 * Memory: the API worker's heap after GC, after 50,000 normal requests, then after 50,000 requests
 * with distinct garbage inputs (10,000-character "zip codes" on every path that takes one).
 */
import autocannon from 'autocannon';
import { ZipInputs } from './documents.ts';
import { HEADERS, typedOp } from './http.ts';
import { progress } from '../perfDoc.ts';

export const GARBAGE_REQUESTS = 50_000;

export type MemoryFigures = { baseline: number; normal: number; garbage: number };

function flood(url: string, label: string, body: (i: number) => string): Promise<void> {
  progress(`${label}: ${GARBAGE_REQUESTS.toLocaleString('en-US')} requests…`);
  let i = 0;
  return new Promise<void>((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        headers: HEADERS,
        connections: 20,
        amount: GARBAGE_REQUESTS,
        timeout: 10,
        requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, body: body(i++) }) }],
      },
      (error: unknown) => (error ? reject(error as Error) : resolve()),
    );
  });
}

const zipBody = (z: string) => JSON.stringify(typedOp(ZipInputs, { z }));

/** The heap in MB (one decimal) at start, after the normal flood and after the garbage flood. */
export async function memoryFigures(url: string, heap: () => Promise<number>): Promise<MemoryFigures> {
  const baseline = await heap();
  await flood(url, 'Normal requests', (i) => zipBody(String(10001 + (i % 89_000))));
  const afterNormal = await heap();
  await flood(url, 'Garbage requests', (i) => zipBody(`${i}x${'9'.repeat(10_000)}`));
  const afterGarbage = await heap();
  const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
  return { baseline: mb(baseline), normal: mb(afterNormal), garbage: mb(afterGarbage) };
}
