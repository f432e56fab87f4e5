/**
 * Query limits and costs, measured before any resolver runs (api/limits.ts; each field's cost is
 * declared in src/graphql/schema.graphql): aliases, tokens, depth and cost; a page costs the rows
 * it reads whatever it selects; one mutation field per document. A refusal is a client error that
 * names the limit, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './app.ts';
import { limits, ONE_MUTATION_MESSAGE } from './limits.ts';
import {
  devAndProductionServersPerFile,
  expectRefused,
  countRows,
  forwardedFrom,
  LOOPBACK_PROXY,
  measure,
  messagesOf,
  postGraphql,
  productionServerPerTest,
  reviewPages,
} from './test-support.ts';

/** One seeded database for the file, served by a development and a production server. */
const servers = devAndProductionServersPerFile();

const reviewSelection = 'edges { node { id body stars received publicLocation customer { firstName lastName } } }';

/** A production server per test behind the loopback as a trusted proxy. */
const probe = productionServerPerTest(LOOPBACK_PROXY);

describe('query limits', () => {
  const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: __typename`).join(' ')} }`;

  it(`allows ${limits.maxAliases} aliases`, async () => {
    const answer = await postGraphql(servers.dev.url, aliases(limits.maxAliases));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json.data ?? {})).toHaveLength(limits.maxAliases);
  });

  it(`refuses ${limits.maxAliases + 1} aliases with an error naming the limit`, async () => {
    expectRefused(await postGraphql(servers.dev.url, aliases(limits.maxAliases + 1)), /aliases.*15|15.*aliases/i);
  });

  it(`refuses aliases hidden in fragments`, async () => {
    const query = `{ ...F ...F } fragment F on Query { ${Array.from({ length: 8 }, (_, i) => `f${i}: __typename`).join(' ')} }`;
    expectRefused(await postGraphql(servers.dev.url, query), /aliases/i);
  });

  it(`refuses a document of more than ${limits.maxTokens} tokens`, async () => {
    const query = `{ availableVouchers { ${'remaining '.repeat(limits.maxTokens + 100)} } }`;
    expect(Buffer.byteLength(query)).toBeLessThan(MAX_BODY_BYTES);
    expectRefused(await postGraphql(servers.dev.url, query), /tokens/i);
  });

  it(`refuses a selection deeper than ${limits.maxDepth}`, async () => {
    const query = `{ a { b { c { d { e { f { g { h { i } } } } } } } } }`;
    expectRefused(await postGraphql(servers.dev.url, query), /too deep/i);
  });

  it('refuses a query whose cost (fields × page sizes) is over the limit', async () => {
    const query = `{ ${Array.from({ length: 6 }, (_, i) => `r${i}: publicReviews(first: 50) { ${reviewSelection} }`).join(' ')} }`;
    expectRefused(await postGraphql(servers.dev.url, query), /too expensive/i);
  });

  it('counts a page size given as a variable', async () => {
    const query = `query($n: Int) { ${Array.from({ length: 6 }, (_, i) => `r${i}: publicReviews(first: $n) { ${reviewSelection} }`).join(' ')} }`;
    expectRefused(await postGraphql(servers.dev.url, query, { n: 50 }), /too expensive/i);
  });

  // Known API bug (see the report): pageSize() in api/limits.ts reads only the request's variables and
  // assumes 10 when a variable is absent, ignoring the operation's default value, so `$n: Int = 50`
  // costs as if it were 10 and this 300-review query (over the cost limit) is executed.
  it("counts a page size given as a variable's default value", async () => {
    const query = `query($n: Int = 50) { ${Array.from({ length: 6 }, (_, i) => `r${i}: publicReviews(first: $n) { ${reviewSelection} }`).join(' ')} }`;
    expectRefused(await postGraphql(servers.dev.url, query, {}), /too expensive/i);
  });

  it('an ordinary page of reviews is within every limit', async () => {
    const answer = await postGraphql(servers.dev.url, `{ publicReviews(first: 50) { ${reviewSelection} } }`);
    expect(answer.status).toBe(200);
    expect(answer.json.errors).toBeUndefined();
  });
});

describe('query analysis is linear and refuses before any resolver', () => {
  /** fragment F0 { ...F1 ...F1 } … F(n-1) { lmcHours }: 2^n fields once expanded, under 1 KB of text. */
  const chain = (levels: number) => {
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on Query { lmcHours }`
        : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    );
    return `query Q { ...F0 } ${fragments.join(' ')}`;
  };

  it('a 30-level fragment chain is refused at once as too expensive, and the server keeps answering', async () => {
    const document = chain(30);
    expect(document.length).toBeLessThan(1500);
    const answer = await postGraphql(probe.prod.url, document);
    expect(answer.json.data ?? null).toBeNull();
    expect(messagesOf(answer)).toMatch(/too expensive/);
    const trivial = await postGraphql(probe.prod.url, '{ lmcHours }');
    expect(trivial.json).toEqual({ data: { lmcHours: 24 } });
  }, 5_000);

  it(`an expensive resolver carries its cost: 15 nearest-first review pages pass the limit of ${limits.maxCost}`, async () => {
    const page = (i: number, sort: string) =>
      `p${i}: publicReviews(first: 50, filter: { sort: ${sort}, zipcode: "60601" }) { edges { node { id } } }`;
    const nearest = await postGraphql(
      probe.prod.url,
      `{ ${Array.from({ length: 15 }, (_, i) => page(i, 'LOCATION_CLOSEST')).join(' ')} }`,
    );
    expect(messagesOf(nearest)).toMatch(/too expensive/);
    const recent = await postGraphql(
      probe.prod.url,
      `{ ${Array.from({ length: 15 }, (_, i) => page(i, 'RECENT')).join(' ')} }`,
    );
    expect(recent.json.errors).toBeUndefined();
  });
});

describe('cost = work', () => {
  it('a page costs the rows it reads whatever is selected: 15 far-cursor nearest-first pages of __typename are refused', async () => {
    expect(measure(reviewPages(1, '__typename')).cost).toBe(measure(reviewPages(1, 'edges { node { id } }')).cost);
    expect(measure(reviewPages(1, '__typename')).cost).toBeGreaterThan(51 * 3);
    const answer = await postGraphql(probe.prod.url, reviewPages(15, '__typename'));
    expect(answer.json.errors?.[0]?.message).toBe(
      `Query is too expensive: cost exceeds the limit of ${limits.maxCost}.`,
    );
  });

  it('fifteen aliased browser locations cost fifteen GeoIP lookups in the analysis, and are answered once', async () => {
    const document = `{ ${Array.from({ length: 15 }, (_, i) => `l${i}: estimatedBrowserLocation { nearbyZipcode }`).join(' ')} }`;
    expect(measure(document).cost).toBeGreaterThanOrEqual(15 * 50);
    const answer = await postGraphql(probe.prod.url, document, undefined, forwardedFrom('8.8.8.8'));
    const zips = new Set(Object.values(answer.json.data!).map((l) => (l as { nearbyZipcode: string }).nearbyZipcode));
    expect(zips.size).toBe(1);
  });
});

describe('pagination is priced by the rows the resolver reads', () => {
  const cost = (document: string, variables: Record<string, unknown> = {}) => measure(document, variables).cost;
  const page = (args: string) => `{ publicReviews(${args}) { edges { node { id } } } }`;

  it('first: null, last: 50 costs a 50-row page, like last: 50 and first: 50', () => {
    const fifty = cost(page('first: 50'));
    expect(cost(page('first: null, last: 50'))).toBe(fifty);
    expect(cost(page('last: 50'))).toBe(fifty);
    expect(cost(page('first: 50, last: null'))).toBe(fifty);
    expect(cost(page('first: 2, last: 50'))).toBe(fifty);
    expect(cost(page('first: null, last: null'))).toBe(cost('{ publicReviews { edges { node { id } } } }'));
    expect(cost(page('first: null'))).toBeLessThan(fifty);
  });

  it('in variables too', () => {
    const document = 'query($f: Int, $l: Int) { publicReviews(first: $f, last: $l) { edges { node { id } } } }';
    expect(cost(document, { f: null, l: 50 })).toBe(cost(page('first: 50')));
  });
});

describe('one mutation field per document', () => {
  it('one mutation field per document: aliased mutations are refused before any is written', async () => {
    const before = await countRows(probe.db, 'voucher_waitlist');
    const joins = Array.from(
      { length: 12 },
      (_, i) => `j${i}: joinVoucherWaitlist(input: { email: "alias${i}@example.com", zipcode: "60601" }) { success }`,
    );
    const answer = await postGraphql(probe.prod.url, `mutation { ${joins.join(' ')} }`);
    expect(answer.json.errors?.[0]?.message).toBe(ONE_MUTATION_MESSAGE);
    expect(answer.json.data ?? null).toBeNull();
    const viaFragment = await postGraphql(
      probe.prod.url,
      `mutation { ...J joinVoucherWaitlist(input: { email: "b@example.com", zipcode: "60601" }) { success } }
       fragment J on Mutation { joinVoucherWaitlist(input: { email: "a@example.com", zipcode: "60601" }) { success } }`,
    );
    expect(viaFragment.json.errors?.[0]?.message).toBe(ONE_MUTATION_MESSAGE);
    expect(await countRows(probe.db, 'voucher_waitlist')).toBe(before);
  });
});
