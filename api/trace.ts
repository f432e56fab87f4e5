/**
 * The incoming W3C trace context (spec §7): the site's fetch instrumentation sends `traceparent`
 * with every GraphQL call, and the API puts the trace and parent span ids into each log line of
 * that request, so one purchase can be followed from the shopper's click (the browser's trace,
 * exported to the collector) to the API's lines about it. Parsing is OpenTelemetry's own
 * W3CTraceContextPropagator; an absent or malformed header simply adds nothing.
 */
import { isSpanContextValid, ROOT_CONTEXT, trace, type TextMapGetter } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

const propagator = new W3CTraceContextPropagator();

const headersGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/** Log fields of the caller's trace: `trace_id`, `span_id` (the caller's span) and `trace_flags`. */
export type TraceFields = { trace_id?: string; span_id?: string; trace_flags?: string };

export function traceFields(headers: Headers): TraceFields {
  const span = trace.getSpanContext(propagator.extract(ROOT_CONTEXT, headers, headersGetter));
  if (!span || !isSpanContextValid(span)) return {};
  return {
    trace_id: span.traceId,
    span_id: span.spanId,
    trace_flags: span.traceFlags.toString(16).padStart(2, '0'),
  };
}
