/**
 * Client address -> approximate position, from the GeoLite2 data that ships inside the
 * `geoip-lite` npm package (loaded on first use, ~170 MB of memory). Private and loopback
 * addresses have no position; the caller then falls back to the default metro.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type Position = { latitude: number; longitude: number; accuracyKm: number };

let lookup: ((ip: string) => { ll: [number, number]; area: number } | null) | undefined;

export async function locateIp(ip: string | undefined): Promise<Position | undefined> {
  if (!ip) return undefined;
  lookup ??= (await import('geoip-lite')).default.lookup;
  const found = lookup(canonicalAddress(ip));
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
/** An address in one spelling: IPv4-mapped IPv6 as IPv4, IPv6 in its canonical (RFC 5952) form. */
export function canonicalAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  }
  return parsed.toString();
}

export function clientIp(req: IncomingMessage | undefined, request: Request, hops: number): string | undefined {
  const socket = req?.socket.remoteAddress || undefined;
  const peer = socket ? canonicalAddress(socket) : undefined;
  if (hops === 0) return peer;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, ...(peer ? [peer] : [])];
  const candidate = chain[Math.max(0, chain.length - 1 - hops)];
  return candidate && isIP(candidate) ? canonicalAddress(candidate) : peer;
}
