/**
 * Trace export settings (spec §9 "Trace export defaults") are the OpenTelemetry SDK's defaults:
 * traces.ts configures nothing else, and these tests read the configured objects (and drive the
 * exporter's real retrying transport) so an SDK upgrade that changes a default fails here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { createTracing, originMatchers, SERVICE_NAME, type TracesConfig } from './traces.ts';
import { rate, VITAL_THRESHOLDS } from './vitals.ts';

const config: TracesConfig = {
  collectorUrl: 'https://collector.brand.example',
  propagateTo: ['https://www.brand.example'],
  sampleRate: 1,
  brand: 'main',
  tier: 'production',
  agent: false,
};

type Internals = Record<string, unknown>;
const field = (object: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Internals | undefined)?.[key], object);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('trace export: the SDK defaults are spec §9’s figures', () => {
  const { provider, exporter, processor } = createTracing(config);

  it('batch 512, queue 2048, 5 s delay, 30 s export timeout', () => {
    expect(field(processor, '_maxExportBatchSize')).toBe(512);
    expect(field(processor, '_maxQueueSize')).toBe(2048);
    expect(field(processor, '_scheduledDelayMillis')).toBe(5000);
    expect(field(processor, '_exportTimeoutMillis')).toBe(30_000);
  });

  it('128 attributes, events and links per span', () => {
    expect(field(provider.getTracer('test'), '_spanLimits')).toMatchObject({
      attributeCountLimit: 128,
      eventCountLimit: 128,
      linkCountLimit: 128,
      attributePerEventCountLimit: 128,
      attributePerLinkCountLimit: 128,
    });
  });

  it('OTLP/HTTP JSON to {collector}/v1/traces, 10 s request timeout, 30 concurrent exports', async () => {
    const delegate = field(exporter, '_delegate');
    expect(field(delegate, '_timeout')).toBe(10_000);
    expect(field(delegate, '_promiseQueue', '_concurrencyLimit')).toBe(30);
    const fetchTransport = field(delegate, '_transport', '_transport', '_parameters') as {
      url: string;
      headers: () => Promise<Record<string, string>>;
    };
    expect(fetchTransport.url).toBe('https://collector.brand.example/v1/traces');
    expect(await fetchTransport.headers()).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('resource service.name is publicweb', () => {
    const resource = field(provider, '_config', 'resource') ?? field(provider, '_resource');
    expect((resource as { attributes: Record<string, unknown> }).attributes['service.name']).toBe(SERVICE_NAME);
  });

  it.each([429, 502, 503, 504])(
    'a %i is retried after 1 s, then ×1.5 (capped at 5 s) until the 10 s deadline: 5 attempts',
    async (status) => {
      vi.useFakeTimers();
      vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter
      const attempts: number[] = [];
      const start = Date.now();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          attempts.push(Date.now() - start);
          return new Response('{}', { status });
        }),
      );
      const transport = field(exporter, '_delegate', '_transport') as {
        send: (data: Uint8Array, timeout: number) => Promise<{ status: string }>;
      };
      const sent = transport.send(new Uint8Array([1]), 10_000);
      await vi.runAllTimersAsync();
      expect((await sent).status).toBe('retryable');
      expect(attempts).toEqual([0, 1000, 2500, 4750, 8125]);
    },
  );

  it('a 400 is not retried', async () => {
    const calls = vi.fn(async () => new Response('{}', { status: 400 }));
    vi.stubGlobal('fetch', calls);
    const transport = field(exporter, '_delegate', '_transport') as {
      send: (data: Uint8Array, timeout: number) => Promise<{ status: string }>;
    };
    expect((await transport.send(new Uint8Array([1]), 10_000)).status).toBe('failure');
    expect(calls).toHaveBeenCalledOnce();
  });
});

describe('traceparent goes only to the brand’s own origins', () => {
  const [site] = originMatchers(['https://www.brand.example']);
  it.each([
    ['https://www.brand.example/api/graphql', true],
    ['https://www.brand.example', true],
    ['https://www.brand.example.evil.example/api', false],
    ['https://cdn.thirdparty.example/x', false],
    ['http://www.brand.example/api', false],
  ])('%s → %s', (url, expected) => {
    expect(site!.test(url)).toBe(expected);
  });
});

describe('web vitals: spec §9 ratings', () => {
  it('the thresholds equal the web-vitals library’s', () => {
    expect(VITAL_THRESHOLDS).toEqual({
      FCP: FCPThresholds,
      LCP: LCPThresholds,
      CLS: CLSThresholds,
      INP: INPThresholds,
      TTFB: TTFBThresholds,
    });
    expect([onCLS, onFCP, onINP, onLCP, onTTFB].every((f) => typeof f === 'function')).toBe(true);
  });

  it.each([
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['LCP', 4000, 'needs-improvement'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 501, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(rate(name, value)).toBe(rating);
  });
});
