/**
 * The cost of a 64 KB body, answered and refused (403, no client name), against a trivial
 * request: medians of sequential requests on one connection.
 */
import { print } from 'graphql';
import { MAX_BODY_BYTES } from '#api/app.ts';
import { CLIENT, percentile } from '../db-faults.ts';
import { Trivial } from './documents.ts';
import { verdict } from './http.ts';

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Medians of sequential requests (one connection, keep-alive), the kinds taking turns so that
 * warming up and background load weigh on each alike: `count` of each after 20 unmeasured rounds.
 */
async function medians(
  url: string,
  kinds: { body: string; headers: Record<string, string> }[],
  count = 300,
): Promise<number[]> {
  const times = kinds.map((): number[] => []);
  for (let i = 0; i < count + 20; i++) {
    for (const [k, kind] of kinds.entries()) {
      const started = performance.now();
      const response = await fetch(url, { method: 'POST', headers: kind.headers, body: kind.body });
      await response.arrayBuffer();
      if (i >= 20) times[k]!.push(performance.now() - started);
    }
  }
  return times.map((list) => percentile(list, 50));
}

export async function bodyCost(url: string): Promise<string[]> {
  const query = print(Trivial);
  const trivial = JSON.stringify({ query });
  const shell = JSON.stringify({ query, variables: { pad: '' } });
  const large = JSON.stringify({
    query,
    variables: { pad: 'x'.repeat(MAX_BODY_BYTES - Buffer.byteLength(shell) - 1) },
  });
  const [base = 0, accepted = 0, refused = 0] = await medians(url, [
    { body: trivial, headers: CLIENT },
    { body: large, headers: CLIENT },
    // Refused before any operation runs: no client-name header (403).
    { body: large, headers: { 'content-type': 'application/json' } },
  ]);
  const worst = Math.max(accepted, refused) / base;
  return [
    `Body cost (sequential, one connection): trivial request p50 ${ms(base)}, ${Buffer.byteLength(large)}-byte body ` +
      `p50 ${ms(accepted)} (answered) and ${ms(refused)} (refused, 403).`,
    `Target: a 64 KB body within 3x a trivial request's median — measured ${worst.toFixed(2)}x: ${verdict(worst <= 3)}`,
  ];
}
