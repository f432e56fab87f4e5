import { describe, expect, it, vi } from 'vitest';
import { Client, CombinedError, fetchExchange } from '@urql/core';
import { CLIENT_NAME, CLIENT_NAME_HEADER, createApiClient, ResponseStatusError } from './client.ts';
import { deadlineFetch } from './timed.ts';
import { transportErrorMessage } from './errors.ts';
import {
  friendlyErrorMessage,
  FRIENDLY_SERVER_MESSAGE,
  FRIENDLY_TIMEOUT_MESSAGE,
  FRIENDLY_TRANSPORT_MESSAGE,
} from './friendly.ts';
import { BrowserState } from './operations/BrowserState.ts';
import { PurchaseVoucher } from '../islands/Checkout/graphql/PurchaseVoucher.ts';
import { ServiceRegionPrices } from './operations/ServiceRegionPrices.ts';

type FetchArgs = Parameters<typeof fetch>;

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

function mockFetch(answer: (...args: FetchArgs) => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async (...args) => answer(...args));
}

const browserStateData = { estimatedBrowserLocation: { nearbyState: 'NY' } };

function requestOf(fetchMock: ReturnType<typeof mockFetch>) {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [input, init] = fetchMock.mock.calls[0]!;
  return { url: String(input), init: init!, headers: new Headers(init!.headers) };
}

describe('requests', () => {
  it('POSTs a query as JSON to the same-origin /api/graphql, naming the client', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: browserStateData }));
    const result = await createApiClient({ fetch: fetchMock }).query(BrowserState, {}).toPromise();

    expect(result.error).toBeUndefined();
    expect(result.data?.estimatedBrowserLocation.nearbyState).toBe('NY');

    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/api/graphql');
    expect(init.method).toBe('POST');
    expect(headers.get(CLIENT_NAME_HEADER)).toBe('publicweb');
    expect(CLIENT_NAME).toBe('publicweb');
    expect(headers.get('Content-Type')).toBe('application/json');

    expect(typeof init.body).toBe('string');
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['operationName', 'query', 'variables']);
    expect(body['operationName']).toBe('BrowserState');
    expect(body['variables']).toEqual({});
    expect(body['query']).toEqual(expect.stringContaining('query BrowserState'));
  });

  it('sends variables, and goes to {apiHost}/api/graphql when an API host is given', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({
        data: {
          serviceRegion: {
            __typename: 'ServiceRegion',
            higherRate: 45,
            rate: 39,
            salesTaxRate: 0.08875,
            arl: { CC: 'You authorize…' },
          },
        },
      }),
    );
    const client = createApiClient({ apiHost: 'https://api.example.test', fetch: fetchMock });
    const result = await client.query(ServiceRegionPrices, { zipcode: '10001' }).toPromise();

    expect(result.data?.serviceRegion.__typename).toBe('ServiceRegion');
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('https://api.example.test/api/graphql');
    expect(init.method).toBe('POST');
    expect(headers.get(CLIENT_NAME_HEADER)).toBe('publicweb');
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['operationName', 'query', 'variables']);
    expect(body['operationName']).toBe('ServiceRegionPrices');
    expect(body['variables']).toEqual({ zipcode: '10001' });
    expect(body['query']).toEqual(expect.stringContaining('query ServiceRegionPrices'));
  });

  it('ignores a trailing slash on the API host', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: browserStateData }));
    await createApiClient({ apiHost: 'https://api.example.test/', fetch: fetchMock })
      .query(BrowserState, {})
      .toPromise();
    expect(requestOf(fetchMock).url).toBe('https://api.example.test/api/graphql');
  });

  it('POSTs mutations the same way', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({
        data: {
          purchaseVoucher: {
            success: false,
            message: 'Check the highlighted fields.',
            fieldErrors: [{ field: 'cvc', message: 'Enter the 3 digits on the back of your card.' }],
            voucherPurchaseDetails: null,
            customer: null,
          },
        },
      }),
    );
    const input = {
      email: 'ann@example.com',
      phone: '2125550100',
      zipcode: '10001',
      ccNumber: '4242424242424242',
      ccExpiration: '12/30',
      cvc: '1',
      idempotencyKey: 'k-1',
    };
    const result = await createApiClient({ fetch: fetchMock }).mutation(PurchaseVoucher, { input }).toPromise();

    expect(result.data?.purchaseVoucher.fieldErrors).toHaveLength(1);
    const { init, headers } = requestOf(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers.get(CLIENT_NAME_HEADER)).toBe('publicweb');
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['operationName', 'query', 'variables']);
    expect(body['operationName']).toBe('PurchaseVoucher');
    expect(body['variables']).toEqual({ input });
    expect(body['query']).toEqual(expect.stringContaining('mutation PurchaseVoucher'));
  });

  it('uses the global fetch when none is injected', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: browserStateData }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const result = await createApiClient().query(BrowserState, {}).toPromise();
      expect(result.data?.estimatedBrowserLocation.nearbyState).toBe('NY');
      expect(requestOf(fetchMock).url).toBe('/api/graphql');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('transport errors', () => {
  async function failedQuery(fetchMock: typeof fetch): Promise<CombinedError> {
    const result = await createApiClient({ fetch: fetchMock }).query(BrowserState, {}).toPromise();
    expect(result.data ?? undefined).toBeUndefined();
    expect(result.error).toBeDefined();
    return result.error!;
  }

  it.each([
    [
      'a 502 with a status text and an HTML body',
      502,
      new Response('<html>Bad gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'Content-Type': 'text/html' },
      }),
    ],
    ['a 502 without a status text', 502, new Response('upstream connect error', { status: 502 })],
    [
      'a 500 whose body is a GraphQL error',
      500,
      jsonResponse({ errors: [{ message: 'Unexpected error.' }] }, { status: 500 }),
    ],
    ['a 400 with data', 400, jsonResponse({ data: browserStateData }, { status: 400 })],
    ['a 304', 304, new Response(null, { status: 304 })],
  ])('%s gives "Response not successful: Received status code {n}"', async (_name, status, response) => {
    const error = await failedQuery(mockFetch(() => response));

    expect(error.networkError).toBeInstanceOf(ResponseStatusError);
    expect(error.networkError?.message).toBe(`Response not successful: Received status code ${status}`);
    expect(transportErrorMessage(error)).toBe(`Response not successful: Received status code ${status}`);
    // The server answered: a 4xx or 5xx is our fault, not the shopper's connection.
    expect(friendlyErrorMessage(error)).toBe(status >= 400 ? FRIENDLY_SERVER_MESSAGE : FRIENDLY_TRANSPORT_MESSAGE);
  });

  it('needs the status check: bare urql reports the status text (or the body) instead', async () => {
    // Documents why createApiClient wraps fetch: urql itself does not produce the spec's message.
    const bare = new Client({
      url: '/api/graphql',
      exchanges: [fetchExchange],
      fetch: mockFetch(() => new Response('<html></html>', { status: 502, statusText: 'Bad Gateway' })),
    });
    const result = await bare.query(BrowserState, {}).toPromise();
    expect(result.error?.networkError?.message).toBe('Bad Gateway');
    expect(result.error?.response?.status).toBe(502);
  });

  it('reports exactly the spec message for a 502', async () => {
    const error = await failedQuery(mockFetch(() => new Response('Bad Gateway', { status: 502 })));
    expect(transportErrorMessage(error)).toBe('Response not successful: Received status code 502');
    expect(error.message).toBe('[Network] Response not successful: Received status code 502');
  });

  it('gives a parse error for a non-JSON body with status 200, and no raw text to shoppers', async () => {
    const html = '<!doctype html><html><body>Secret stack at Object.<anonymous> (server.js:1:1)</body></html>';
    for (const contentType of ['text/html', 'application/json']) {
      const error = await failedQuery(
        mockFetch(() => new Response(html, { status: 200, headers: { 'Content-Type': contentType } })),
      );

      expect(error.response).toBeDefined();
      expect(error.networkError).toBeDefined();
      expect(transportErrorMessage(error)).toMatch(/^Failed to parse the server response: /);
      expect(transportErrorMessage(error)).not.toContain('Secret stack');
      expect(friendlyErrorMessage(error)).toBe(FRIENDLY_TRANSPORT_MESSAGE);
      expect(friendlyErrorMessage(error)).not.toContain('Secret');
    }
  });

  it('gives a parse error for JSON that is not a GraphQL result', async () => {
    const error = await failedQuery(mockFetch(() => jsonResponse({ hello: 'world' })));
    expect(transportErrorMessage(error)).toBe('Failed to parse the server response: it is not a GraphQL result');
    expect(friendlyErrorMessage(error)).toBe(FRIENDLY_TRANSPORT_MESSAGE);
  });

  it('gives an error, and the friendly sentence, when there is no response at all', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failedQuery(fetchMock);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error.response).toBeUndefined();
    expect(error.networkError).toBeInstanceOf(TypeError);
    expect(transportErrorMessage(error)).toBe('fetch failed');
    expect(friendlyErrorMessage(error)).toBe(FRIENDLY_TRANSPORT_MESSAGE);
  });

  it('keeps GraphQL errors apart from transport errors, still with a friendly sentence', async () => {
    const error = await failedQuery(
      mockFetch(() => jsonResponse({ data: null, errors: [{ message: 'Internal: relation "x" does not exist' }] })),
    );

    expect(error.networkError).toBeUndefined();
    expect(error.graphQLErrors).toHaveLength(1);
    expect(transportErrorMessage(error)).toBeUndefined();
    expect(friendlyErrorMessage(error)).toBe(FRIENDLY_SERVER_MESSAGE);
  });

  it('reads as the server sentence when the server answered with an error status, else as the connection sentence for transport failures', async () => {
    const failures: CombinedError[] = [
      await failedQuery(mockFetch(() => new Response('nope', { status: 503 }))),
      await failedQuery(mockFetch(() => new Response('<html></html>', { status: 200 }))),
      await failedQuery(mockFetch(() => jsonResponse({ hello: 'world' }))),
      await failedQuery(vi.fn<typeof fetch>(() => Promise.reject(new TypeError('fetch failed')))),
      await failedQuery(mockFetch(() => jsonResponse({ data: null, errors: [{ message: 'boom' }] }))),
      // GraphQL errors under an unsuccessful status, as a fetch without the status check would leave them.
      new CombinedError({ graphQLErrors: [{ message: 'boom' }], response: { status: 502 } }),
    ];
    expect(failures.map((error) => friendlyErrorMessage(error) === FRIENDLY_SERVER_MESSAGE)).toEqual([
      true, // 503: it reached us, the fault is ours
      false,
      false,
      false,
      true,
      true, // 502
    ]);
    expect(FRIENDLY_SERVER_MESSAGE).not.toMatch(/reach|connection/);
    expect(FRIENDLY_SERVER_MESSAGE).toMatch(/our side.*try again/);
  });

  it('has nothing to say when there is no error', () => {
    expect(transportErrorMessage(undefined)).toBeUndefined();
    expect(friendlyErrorMessage(undefined)).toBeUndefined();
  });

  it('friendly messages are plain words for shoppers', () => {
    for (const sentence of [FRIENDLY_TRANSPORT_MESSAGE, FRIENDLY_SERVER_MESSAGE]) {
      expect(sentence).not.toMatch(/status|error|json|graphql|fetch/i);
      expect(sentence).toMatch(/^[A-Z].*\.$/);
    }
  });
});

describe('the request deadline', () => {
  it('gives up a request unanswered at its deadline, worded as such, and lets the next one through', async () => {
    // A server that never answers, until the request is given up (the signal the client passes).
    const hanging = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    // The timed client (timed.ts) with a 50 ms deadline (REQUEST_DEADLINE_MS in the site).
    const timed = (base: typeof fetch) => createApiClient({ fetch: deadlineFetch(base, 50) });
    const client = timed(hanging);
    const started = Date.now();
    const result = await client.query(BrowserState, {}).toPromise();
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(result.error?.networkError?.name).toBe('TimeoutError');
    expect(friendlyErrorMessage(result.error)).toBe(FRIENDLY_TIMEOUT_MESSAGE);
    expect(FRIENDLY_TIMEOUT_MESSAGE).not.toBe(FRIENDLY_TRANSPORT_MESSAGE);

    const answering = mockFetch(() => jsonResponse({ data: browserStateData }));
    const retried = await timed(answering).query(BrowserState, {}).toPromise();
    expect(retried.error).toBeUndefined();
  });
});
