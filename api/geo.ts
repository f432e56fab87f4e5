/**
 * Client address -> approximate position, from the GeoLite2 data that ships inside the
 * `geoip-lite` npm package (loaded on first use, ~170 MB of memory). Private and loopback
 * addresses have no position; the caller then falls back to the default metro.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

export type Position = { latitude: number; longitude: number; accuracyKm: number };

let lookup: ((ip: string) => { ll: [number, number]; area: number } | null) | undefined;

export async function locateIp(ip: string | undefined): Promise<Position | undefined> {
  if (!ip) return undefined;
  lookup ??= (await import('geoip-lite')).default.lookup;
  const found = lookup(ip.replace(/^::ffff:/, ''));
  if (!found || (found.ll[0] === 0 && found.ll[1] === 0)) return undefined;
  return { latitude: found.ll[0], longitude: found.ll[1], accuracyKm: found.area || 1000 };
}

/** How many reverse proxies (load balancer, CDN) stand in front of the API and append X-Forwarded-For. */
export const TRUSTED_PROXIES_VARIABLE = 'API_TRUSTED_PROXIES';

export function trustedProxies(env: NodeJS.ProcessEnv = process.env): number {
  const hops = Number(env[TRUSTED_PROXIES_VARIABLE] ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}

/**
 * The visitor's address. With no trusted proxy it is the socket peer, whatever X-Forwarded-For
 * says (a client can write anything there). With `hops` trusted proxies, each of which appends
 * the address it received the request from, it is the entry `hops` places from the right of
 * [...X-Forwarded-For, peer]: the address the outermost trusted proxy saw.
 */
export function clientIp(req: IncomingMessage | undefined, request: Request, hops: number): string | undefined {
  const peer = req?.socket.remoteAddress || undefined;
  if (hops === 0) return peer;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, ...(peer ? [peer] : [])];
  const candidate = chain[Math.max(0, chain.length - 1 - hops)];
  return candidate && isIP(candidate) ? candidate : peer;
}
