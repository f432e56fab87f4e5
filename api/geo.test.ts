/**
 * Where a request comes from (api/geo.ts): X-Forwarded-For is believed only from trusted proxies
 * (API_TRUSTED_PROXIES, by address or range), read from the right, with ports and brackets.
 */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIp, forwardedAddress, proxyMatcher, trustedProxies } from './geo.ts';
import { CLIENT_HEADERS, productionServerPerTest, startServer } from './test-support.ts';

const probe = productionServerPerTest();

describe('proxies by address (API_TRUSTED_PROXIES)', () => {
  const request = (forwarded?: string) =>
    new Request('http://localhost/', forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {});
  const from = (address: string) => ({ socket: { remoteAddress: address } }) as unknown as IncomingMessage;
  const trusted = proxyMatcher(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);

  it('believes X-Forwarded-For only from a trusted peer', () => {
    expect(clientIp(from('203.0.113.9'), request('198.51.100.1'), trusted)).toBe('203.0.113.9');
    expect(clientIp(from('10.1.2.3'), request('198.51.100.1'), trusted)).toBe('198.51.100.1');
    expect(clientIp(from('::ffff:10.1.2.3'), request('198.51.100.1'), trusted)).toBe('198.51.100.1');
  });

  it('skips trusted proxies from the right; the first other address is the client, whatever is left of it', () => {
    expect(clientIp(from('10.0.0.1'), request('6.6.6.6, 198.51.100.1, 10.0.0.2'), trusted)).toBe('198.51.100.1');
  });

  it('reads ip:port and [v6]:port, and makes "unknown" an unknown client, never the address left of it', () => {
    expect(forwardedAddress('198.51.100.7:5123')).toBe('198.51.100.7');
    expect(forwardedAddress('[2001:db8::1]:5123')).toBe('2001:db8::1');
    expect(forwardedAddress('"[2001:DB8::1]"')).toBe('2001:db8::1');
    expect(forwardedAddress('unknown')).toBeUndefined();
    expect(forwardedAddress('_hidden')).toBeUndefined();
    expect(clientIp(from('10.0.0.1'), request('198.51.100.7:5123'), trusted)).toBe('198.51.100.7');
    expect(clientIp(from('10.0.0.1'), request('[2001:db8::1]:443'), trusted)).toBe('2001:db8::1');
    expect(clientIp(from('10.0.0.1'), request('6.6.6.6, unknown'), trusted)).toBeUndefined();
  });

  it('the variable lists addresses and ranges; a count of hops is refused with a message', () => {
    expect(trustedProxies({ API_TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1 ::1' })).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(trustedProxies({})).toEqual([]);
    expect(() => trustedProxies({ API_TRUSTED_PROXIES: '1' })).toThrow(/addresses or CIDR ranges/);
    expect(() => trustedProxies({ API_TRUSTED_PROXIES: '10.0.0.0/40' })).toThrow(/too many bits/);
  });
});

describe('behind a configured proxy', () => {
  it('trusts X-Forwarded-For only from the configured proxies', async () => {
    const behindProxy = await startServer(probe.db, true, { trustedProxies: ['127.0.0.0/8', '::1'] });
    try {
      const answer = await fetch(behindProxy.url, {
        method: 'POST',
        headers: { ...CLIENT_HEADERS, 'x-forwarded-for': '1.2.3.4, 8.8.8.8:5123' },
        body: JSON.stringify({ query: '{ estimatedBrowserLocation { accuracyRadius } }' }),
      });
      // The address the trusted proxy wrote (with its port) is located by GeoIP (not the default metro).
      const body = (await answer.json()) as { data: { estimatedBrowserLocation: { accuracyRadius: number } } };
      expect(body.data.estimatedBrowserLocation.accuracyRadius).not.toBe(100_000);
    } finally {
      await behindProxy.close();
    }
  });
});
