/**
 * Client address -> approximate position, from the GeoLite2 data that ships inside the
 * `geoip-lite` npm package (loaded on first use, ~170 MB of memory). Private and loopback
 * addresses have no position; the caller then falls back to the default metro.
 */
import type { IncomingMessage } from 'node:http';

export type Position = { latitude: number; longitude: number; accuracyKm: number };

let lookup: ((ip: string) => { ll: [number, number]; area: number } | null) | undefined;

export async function locateIp(ip: string | undefined): Promise<Position | undefined> {
  if (!ip) return undefined;
  lookup ??= (await import('geoip-lite')).default.lookup;
  const found = lookup(ip.replace(/^::ffff:/, ''));
  if (!found || (found.ll[0] === 0 && found.ll[1] === 0)) return undefined;
  return { latitude: found.ll[0], longitude: found.ll[1], accuracyKm: found.area || 1000 };
}

/** The visitor's address: the first X-Forwarded-For entry (the CDN's), else the socket peer. */
export function clientIp(req: IncomingMessage | undefined, request: Request): string | undefined {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req?.socket.remoteAddress || undefined;
}
