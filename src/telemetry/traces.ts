/**
 * Performance traces (spec §7, §9): OpenTelemetry web, imported by the loader only when the brand
 * configures a collector and the visitor allows analytics. Spans of the document load and of every
 * fetch (each GraphQL call), plus one span per web vital with its §9 rating, are exported as
 * OTLP/HTTP JSON to `{collector}/v1/traces` under `service.name` publicweb.
 *
 * Every export setting is the SDK's default, which is what spec §9 asks for (batch 512, queue 2048,
 * 5 s delay, 30 s export timeout, 128 attributes/events/links per span, retry on 429/502/503/504
 * from 1 s ×1.5 capped at 5 s within the 10 s request timeout, 30 concurrent exports): this file
 * configures, never reimplements, and traces.test.ts asserts the configured objects.
 *
 * `traceparent` goes with same-origin calls (the API at /api/graphql) and the brand's own site
 * only (`propagateTo`), never to a third party. Spans carry no personal data: URLs of the site's
 * own pages and API, timings, the brand and tier.
 */
import { context, type Span } from '@opentelemetry/api';
// The browser build by path: what the bundle picks through the package's "browser" field anyway,
// and what the unit test (Node) must load to read the same configured objects.
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http/build/esm/platform/browser/index.js';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { DocumentLoadInstrumentation } from '@opentelemetry/instrumentation-document-load';
import { FetchInstrumentation } from '@opentelemetry/instrumentation-fetch';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  WebTracerProvider,
} from '@opentelemetry/sdk-trace-web';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { rate, type VitalName } from './vitals.ts';

export const SERVICE_NAME = 'publicweb';
export const TRACES_PATH = '/v1/traces';

export type TracesConfig = {
  collectorUrl: string;
  /** Origins besides the page's own that may receive `traceparent` (the brand's site, the API host). */
  propagateTo: string[];
  /** Share of visits traced (spec §9: 0.01 in production, 1 on other tiers). */
  sampleRate: number;
  brand: string;
  tier: string;
  agent: boolean;
};

/** Exact-origin matchers: `https://site.example` must not also match `https://site.example.evil`. */
export function originMatchers(origins: string[]): RegExp[] {
  return origins.map((origin) => new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/|$)`));
}

/** The provider, its exporter and processor, configured but not yet registered (for the unit test). */
export function createTracing(config: TracesConfig) {
  const exporter = new OTLPTraceExporter({ url: `${config.collectorUrl}${TRACES_PATH}` });
  const processor = new BatchSpanProcessor(exporter);
  const provider = new WebTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: SERVICE_NAME,
      'deployment.environment.name': config.tier,
      'publicweb.brand': config.brand,
      'publicweb.agent': config.agent,
    }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.sampleRate) }),
    spanProcessors: [processor],
  });
  const fetchInstrumentation = new FetchInstrumentation({
    propagateTraceHeaderCorsUrls: originMatchers(config.propagateTo),
    // The exporter's own POSTs are not traced.
    ignoreUrls: originMatchers([new URL(config.collectorUrl).origin]),
  });
  return { provider, exporter, processor, fetchInstrumentation };
}

/** Starts tracing for this page: document load, fetches, web vitals. */
export function startTraces(config: TracesConfig): void {
  const { provider, fetchInstrumentation } = createTracing(config);
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [new DocumentLoadInstrumentation(), fetchInstrumentation],
  });
  const tracer = provider.getTracer('publicweb-web-vitals');
  const report = (metric: Metric) => {
    const span: Span = tracer.startSpan(
      `web-vital ${metric.name}`,
      {
        attributes: {
          'web_vital.name': metric.name,
          'web_vital.value': metric.value,
          'web_vital.rating': rate(metric.name as VitalName, metric.value),
          'web_vital.id': metric.id,
          'web_vital.navigation_type': metric.navigationType,
        },
      },
      context.active(),
    );
    span.end();
  };
  for (const on of [onFCP, onLCP, onCLS, onINP, onTTFB]) on(report);
}
