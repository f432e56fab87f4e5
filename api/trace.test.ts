/**
 * The API continues the caller's W3C trace context in its logs (api/trace.ts): a purchase sent
 * with the browser's `traceparent` is logged under that trace id, next to the stored charge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH } from '../src/graphql/endpoint.ts';
import { PurchaseVoucher } from '#tests/lib/operations.ts';
import { createApi } from './app.ts';
import type { Database } from './db/connection.ts';
import {
  CLIENT_HEADERS,
  countRows,
  graphqlBody,
  memoryLogger,
  purchaseInput,
  readAnswer,
  seededDatabase,
} from './test-support.ts';
import { traceFields } from './trace.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${SPAN_ID}-01`;

describe('traceFields', () => {
  it('reads trace id, parent span id and flags from a valid traceparent', () => {
    expect(traceFields(new Headers({ traceparent: TRACEPARENT }))).toEqual({
      trace_id: TRACE_ID,
      span_id: SPAN_ID,
      trace_flags: '01',
    });
  });

  it.each([
    ['absent', undefined],
    ['garbage', 'not-a-trace'],
    ['all-zero trace id', `00-${'0'.repeat(32)}-${SPAN_ID}-01`],
    ['all-zero span id', `00-${TRACE_ID}-${'0'.repeat(16)}-01`],
    ['followed by junk', `00-${TRACE_ID}-${SPAN_ID}-01-{"msg":"forged"}`],
  ])('adds nothing for a traceparent that is %s', (_, value) => {
    expect(traceFields(new Headers(value === undefined ? {} : { traceparent: value }))).toEqual({});
  });
});

describe('the API logs a purchase under the caller’s trace', () => {
  let db: Database;
  const { logger, lines } = memoryLogger('info');

  beforeAll(async () => {
    db = await seededDatabase();
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('a purchase with traceparent: its log line carries the trace id, the charge is stored, no personal data', async () => {
    const yoga = createApi({ db, logger });
    const input = purchaseInput();
    const answer = await readAnswer(
      await yoga.fetch(`http://localhost${API_PATH}`, {
        method: 'POST',
        headers: { ...CLIENT_HEADERS, traceparent: TRACEPARENT },
        body: graphqlBody(PurchaseVoucher, { input }),
      }),
    );
    expect(answer.json.errors, answer.text).toBeUndefined();
    expect(await countRows(db, 'charges', 'idempotency_key = $1', [input.idempotencyKey])).toBe(1);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'graphql mutation',
        fields: ['purchaseVoucher'],
        ok: true,
        trace_id: TRACE_ID,
        span_id: SPAN_ID,
      }),
    );
    expect(lines.join('')).not.toContain(input.email);
  }, 60_000);

  it('without traceparent the line has no trace fields', async () => {
    lines.length = 0;
    const yoga = createApi({ db, logger });
    await yoga.fetch(`http://localhost${API_PATH}`, {
      method: 'POST',
      headers: { ...CLIENT_HEADERS },
      body: graphqlBody(PurchaseVoucher, { input: purchaseInput() }),
    });
    const line = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l['msg'] === 'graphql mutation');
    expect(line).toBeDefined();
    expect(line).not.toHaveProperty('trace_id');
  }, 60_000);
});
