/**
 * Client address -> approximate position, from the GeoLite2 data that ships inside the
 * `geoip-lite` npm package (~170 MB of memory, 1.5-4 s to read: `npm run api` loads it at start
 * with loadGeo, so no visitor waits for it). Private and loopback addresses have no position; the
 * caller then falls back to the default metro. Also: which X-Forwarded-For entries to believe.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type Position = { latitude: number; longitude: number; accuracyKm: number };

let lookup: ((ip: string) => { ll: [number, number]; area: number } | null) | undefined;

/** Reads the GeoIP data now (once): the first lookup then costs nothing extra. */
export async function loadGeo(): Promise<void> {
  lookup ??= (await import('geoip-lite')).default.lookup;
}

export async function locateIp(ip: string | undefined): Promise<Position | undefined> {
  if (!ip) return undefined;
  if (!lookup) await loadGeo();
  if (!lookup) return undefined;
  const found = lookup(canonicalAddress(ip));
  if (!found || (found.ll[0] === 0 && found.ll[1] === 0)) return undefined;
  return { latitude: found.ll[0], longitude: found.ll[1], accuracyKm: found.area || 1000 };
}

/** The reverse proxies (load balancer, CDN) in front of the API, whose X-Forwarded-For entries are believed. */
export const TRUSTED_PROXIES_VARIABLE = 'API_TRUSTED_PROXIES';

/** An address in one spelling: IPv4-mapped IPv6 as IPv4, IPv6 in its canonical (RFC 5952) form. */
export function canonicalAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  }
  return parsed.toString();
}

/** Whether an address (canonical) is one of the trusted proxies. */
export type ProxyMatcher = (address: string) => boolean;

/**
 * The trusted proxies of API_TRUSTED_PROXIES: addresses or CIDR ranges, separated by commas or
 * spaces (e.g. "10.0.0.0/8, 127.0.0.1, fd00::/8"); none by default. A number (the older "count of
 * hops") or an entry that is not an address is refused with a message naming the variable.
 */
export function trustedProxies(env: NodeJS.ProcessEnv = process.env): string[] {
  const entries = (env[TRUSTED_PROXIES_VARIABLE] ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 1 && entries[0] === '0') return [];
  proxyMatcher(entries);
  return entries;
}

/** A matcher for proxy addresses and CIDR ranges; throws on an entry that is neither. */
export function proxyMatcher(entries: readonly string[]): ProxyMatcher {
  const ranges = entries.map((entry): [ipaddr.IPv4 | ipaddr.IPv6, number] => {
    const [address = '', bits] = entry.split('/');
    if (!isIP(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new Error(
        `${TRUSTED_PROXIES_VARIABLE} lists the proxies' addresses or CIDR ranges (e.g. 10.0.0.0/8, 127.0.0.1), ` +
          `not a count of hops; "${entry.slice(0, 50)}" is neither.`,
      );
    }
    const parsed = ipaddr.parse(canonicalAddress(address));
    const width = parsed.kind() === 'ipv4' ? 32 : 128;
    const prefix = bits === undefined ? width : Number(bits);
    if (prefix > width) throw new Error(`${TRUSTED_PROXIES_VARIABLE}: "${entry.slice(0, 50)}" has too many bits.`);
    return [parsed, prefix];
  });
  return (address) => {
    if (!isIP(address) || ranges.length === 0) return false;
    const parsed = ipaddr.parse(address);
    return ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
  };
}

/**
 * One X-Forwarded-For entry as a canonical address: "198.51.100.7", "198.51.100.7:5123",
 * "2001:db8::1", "[2001:db8::1]:5123" (a port is dropped), quoted or not. Anything else
 * ("unknown", an obfuscated name, garbage) is undefined.
 */
export function forwardedAddress(entry: string): string | undefined {
  let text = entry.trim().replace(/^"(.*)"$/, '$1');
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else {
    const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
    if (withPort) text = withPort[1]!;
  }
  text = text.replace(/%.*$/, '');
  return isIP(text) ? canonicalAddress(text) : undefined;
}

/**
 * The visitor's address: the socket peer, unless the peer is a trusted proxy; then, walking
 * X-Forwarded-For from the right (each proxy appends the address it received the request from),
 * the first address that is not a trusted proxy. A client that reaches the API directly is
 * never believed, whatever it writes. When a trusted proxy wrote an entry that is not an address
 * ("unknown"), the visitor's address is unknown (undefined: the shared "unknown" rate-limit key,
 * the default metro), never an address written further left by someone untrusted.
 */
export function clientIp(
  req: IncomingMessage | undefined,
  request: Request,
  trusted: ProxyMatcher,
): string | undefined {
  const socket = req?.socket.remoteAddress || undefined;
  let address = socket ? canonicalAddress(socket) : undefined;
  if (!address || !trusted(address)) return address;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '').split(',').filter((entry) => entry.trim());
  for (let i = forwarded.length - 1; i >= 0 && trusted(address); i--) {
    const next = forwardedAddress(forwarded[i]!);
    if (!next) return undefined;
    address = next;
  }
  return address;
}
