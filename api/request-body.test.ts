/**
 * Request bodies: the size limit (413 above it, 411 without a length), one JSON parse before
 * yoga, and nothing of a malformed body (a card number above all) comes back in an answer, a
 * header or an error log line.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PurchaseVoucher } from '#tests/lib/operations.ts';
import { MAX_BODY_BYTES } from './app.ts';
import {
  devAndProductionServersPerFile,
  CLIENT_HEADERS,
  graphqlBody,
  productionServerWithLogs,
  LOOPBACK_PROXY,
  postGraphql,
  purchaseInput,
  readAnswer,
  startServer,
} from './test-support.ts';

/** One seeded database for the file, served by a development and a production server. */
const servers = devAndProductionServersPerFile();

const { probe, logger, logged } = productionServerWithLogs('debug', LOOPBACK_PROXY);

const CARD = '4242424242424242';
const CVC = '7319';

describe('request size', () => {
  const padded = 'query($pad: String!) { customerReferral(code: $pad) { hostName } }';
  it(`refuses a body larger than MAX_BODY_BYTES (${MAX_BODY_BYTES}) with 413`, async () => {
    const body = graphqlBody(padded, { pad: 'x'.repeat(MAX_BODY_BYTES) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(MAX_BODY_BYTES);
    const answer = await readAnswer(await fetch(servers.dev.url, { method: 'POST', headers: CLIENT_HEADERS, body }));
    expect(answer.status).toBe(413);
    expect(answer.json.errors?.[0]?.message).toMatch(/too large/i);
  });

  it('refuses a chunked POST without Content-Length (its size cannot be checked up front)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(servers.dev.url, { method: 'POST', headers: { ...CLIENT_HEADERS } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(graphqlBody('{ availableVouchers { remaining } }').slice(0, 10));
      req.end(graphqlBody('{ availableVouchers { remaining } }').slice(10));
    });
    expect(status).toBe(411);
  });
});

describe('bodies are parsed once, as JSON, before yoga', () => {
  const big = (headers: Record<string, string>) => {
    const shell = JSON.stringify({ query: '{ lmcHours }', variables: { pad: '' } });
    const body = JSON.stringify({
      query: '{ lmcHours }',
      variables: { pad: 'x'.repeat(MAX_BODY_BYTES - Buffer.byteLength(shell)) },
    });
    return fetch(servers.prod.url, { method: 'POST', headers, body });
  };

  it('a 64 KB body is answered; without the client name it is refused (403); one byte more is 413', async () => {
    const answered = await big(CLIENT_HEADERS);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ data: { lmcHours: 24 } });
    expect((await big({ 'content-type': 'application/json' })).status).toBe(403);
    const over = await fetch(servers.prod.url, {
      method: 'POST',
      headers: CLIENT_HEADERS,
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(over.status).toBe(413);
  });

  it('JSON that is not an object, or no JSON, is a 400 that quotes nothing', async () => {
    for (const body of ['{"query": "4242424242424242', '["4242424242424242"]', '"4242424242424242"', 'null', '{}']) {
      const response = await fetch(servers.prod.url, { method: 'POST', headers: CLIENT_HEADERS, body });
      expect(response.status, body).toBe(400);
      expect(await response.text(), body).not.toContain('4242');
    }
  });
});

describe('nothing echoed: no answer contains any part of the request body', () => {
  const bodies: [contentType: string, body: string][] = [
    ['application/json', `{"query":"mutation{x}","variables":{"input":{"ccNumber":"${CARD}","cvc":"${CVC}"}`],
    ['application/json', `{"query": "${CARD}" ,"cvc":"${CVC}" x}`],
    ['application/json', `{"query": "{ __typename }", "variables": {"ccNumber": ${CARD}${CVC}`],
    ['application/json', `{"ccNumber":"${CARD}","cvc":"${CVC}",}`],
    ['application/json', `["${CARD}", "${CVC}"]`],
    ['application/json', `[{"query": "{ x${CARD} }"}, {"cvc": "${CVC}"}]`],
    ['application/json', `{"query": {"ccNumber":"${CARD}","cvc":"${CVC}"}}`],
    ['application/json', `{"query": "{ __typename }", "variables": "${CARD} ${CVC}"}`],
    ['application/json', `{"query": "{ __typename }", "extensions": "${CARD} ${CVC}"}`],
    ['application/json', `{"query": "{ __typename }", "operationName": ["${CARD}", "${CVC}"]}`],
    ['application/json', `{"query": "{ __typename }", "operationName": "O${CARD}${CVC}"}`],
    ['application/json', `"${CARD} ${CVC}"`],
    ['application/json', `${CARD}${CVC}`],
    ['application/json', `{"query":"{ voucherCohort(code: \\"${CARD} ${CVC}\\") { code } x${CARD} }"}`],
    ['application/json', `{"query":"{ lmcHours(c${CARD}: ${CVC}) }"}`],
    ['application/json', `{"query":"{ ...F${CARD} } fragment F${CVC} on Query { lmcHours }"}`],
    ['application/json', `{"query":"query($v${CARD}: Int = ${CVC}) { lmcHours }"}`],
    ['application/json', `{"query":"{ publicReviews(filter: { sort: S${CARD} }) { __typename } }"}`],
    ['application/json', `{"query":"{ ${CARD} ${CVC} }"}`],
    ['application/json', `{"query":"{ \\"${CARD}\\" \\"${CVC}\\" }"}`],
    [
      'application/json',
      `{"query":"mutation { purchaseVoucher(input: { ccNumber: \\"${CARD}\\", cvc: ${CVC} }) { success } }"}`,
    ],
    [
      'application/json',
      JSON.stringify({
        query: 'mutation($input: PurchaseVoucherInput!) { purchaseVoucher(input: $input) { success } }',
        variables: { input: { ccNumber: CARD, cvc: Number(CVC), extra: `${CARD}${CVC}` } },
      }),
    ],
    ['application/graphql', `{ ${CARD} ${CVC} }`],
    ['application/graphql', `{ x${CARD}: lmcHours y${CVC}: nothing }`],
    ['application/x-www-form-urlencoded', `query=${CARD}&cvc=${CVC}`],
    ['application/x-www-form-urlencoded', `query={x${CARD}}&variables={"cvc":"${CVC}"`],
    [
      'multipart/form-data; boundary=b',
      `--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{x${CARD}}","cvc":"${CVC}"\r\n--b--\r\n`,
    ],
    ['text/plain', `{"query":"{ x${CARD} }","cvc":"${CVC}"}`],
    ['application/json; charset=utf-16', `{"query":"{ x${CARD} }","cvc":"${CVC}"}`],
  ];

  it(`${bodies.length} malformed bodies with a card number and CVC: neither comes back, no 5xx`, async () => {
    for (const [type, body] of bodies) {
      const response = await fetch(probe.prod.url, {
        method: 'POST',
        headers: { ...CLIENT_HEADERS, 'content-type': type },
        body,
      });
      const text = await response.text();
      const headers = JSON.stringify([...response.headers]);
      expect(response.status, `${type} ${body}`).toBeLessThan(500);
      expect(text, `${type} ${body}`).not.toContain(CARD);
      expect(text, `${type} ${body}`).not.toContain(CVC);
      expect(headers, `${type} ${body}`).not.toContain(CARD);
    }
    // Nothing the client sent is an error of ours: no line at level error.
    expect(logged().filter((line) => line.level >= 50)).toEqual([]);
  });

  it('the same in development mode (suggestions and parser messages are where echoes hide)', async () => {
    const dev = await startServer(probe.db, false, { logger });
    try {
      for (const [type, body] of bodies) {
        const response = await fetch(servers.dev.url, {
          method: 'POST',
          headers: { ...CLIENT_HEADERS, 'content-type': type },
          body,
        });
        const text = await response.text();
        expect(text, `${type} ${body}`).not.toContain(CARD);
        expect(text, `${type} ${body}`).not.toContain(CVC);
      }
    } finally {
      await dev.close();
    }
  });

  it('GET requests with the card in the query string do not echo it either', async () => {
    for (const search of [
      `query=${encodeURIComponent(`{ x${CARD} }`)}&variables=${CVC}`,
      `query=${encodeURIComponent('{ lmcHours }')}&variables=${encodeURIComponent(`{"c":"${CARD}","d":${CVC}`)}`,
      `query=${encodeURIComponent('{ lmcHours }')}&extensions=${encodeURIComponent(`{"c":"${CARD}"`)}&cvc=${CVC}`,
    ]) {
      const response = await fetch(`${probe.prod.url}?${search}`, { headers: CLIENT_HEADERS });
      const text = await response.text();
      expect(response.status, search).toBeLessThan(500);
      expect(text, search).not.toContain(CARD);
      expect(text, search).not.toContain(CVC);
    }
    expect(logged().filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('a purchase input of the wrong shape', () => {
  it('a purchase input with a wrong or missing field is refused without quoting the card number or CVC', async () => {
    const missing: Partial<ReturnType<typeof purchaseInput>> = purchaseInput({
      ccNumber: '4242424242424242',
      cvc: '987',
    });
    delete missing.email;
    for (const input of [missing, { ...missing, email: 'x@example.com', hours: 'three' }]) {
      const answer = await postGraphql(probe.prod.url, PurchaseVoucher, { input });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).not.toContain('4242424242424242');
      expect(answer.text).not.toContain('987');
    }
  });
});
