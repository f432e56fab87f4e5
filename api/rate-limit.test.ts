/**
 * Abuse limits (api/rate-limit.ts): per client and per operation, counted per network (an IPv6
 * /64, every spelling of an IPv4 address), the per-client query budget, and what does not count
 * (a shopper's card typing mistakes). A refusal is 429 with Retry-After and a shopper's sentence.
 * Two API processes share the limits: multi-process.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { JoinVoucherWaitlist, PurchaseVoucher } from '#tests/lib/operations.ts';
import { referralCodes } from './db/seed/catalog.ts';
import {
  BoundedStore,
  clientKey,
  defaultRateLimits,
  QUERY_BUDGET_MESSAGE,
  RATE_LIMITED_MESSAGE,
} from './rate-limit.ts';
import {
  CLIENT_HEADERS,
  countRows,
  forwardedFrom,
  LOOPBACK_PROXY,
  measure,
  messagesOf,
  postGraphql,
  productionServerPerTest,
  purchased,
  purchaseInput,
  reviewPages,
  type GraphqlAnswer,
} from './test-support.ts';

/** A production server per test behind the loopback as a trusted proxy: the client is forwardedFrom()'s. */
const probe = productionServerPerTest(LOOPBACK_PROXY);

describe('a client not behind a trusted proxy', () => {
  /** No trusted proxy: X-Forwarded-For is the client's own claim and is not believed. */
  const direct = productionServerPerTest();

  it(`the ${defaultRateLimits.joinVoucherWaitlist.points + 1}th waitlist sign-up from one client is refused with 429 and Retry-After`, async () => {
    const limit = defaultRateLimits.joinVoucherWaitlist.points;
    const answers: GraphqlAnswer[] = [];
    for (let i = 0; i <= limit; i++) {
      answers.push(
        await postGraphql(
          direct.prod.url,
          'mutation($e: String!) { joinVoucherWaitlist(input: { email: $e, zipcode: "60601" }) { success } }',
          { e: `rl-${i}@example.com` },
          // Forwarded-for is not trusted: a new address per request does not escape the limit.
          { ...CLIENT_HEADERS, 'x-forwarded-for': `203.0.113.${i}` },
        ),
      );
    }
    const last = answers.at(-1)!;
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(messagesOf(last)).toBe(RATE_LIMITED_MESSAGE);
    expect(await countRows(direct.db, 'voucher_waitlist', "email LIKE 'rl-%'")).toBe(limit);
  });
});

describe('limits per network', () => {
  /** 198.51.100.20 as a client may write it: plain, and IPv4-mapped in IPv6 in several spellings. */
  const SPELLINGS_OF_ONE_ADDRESS = [
    '198.51.100.20',
    '::ffff:198.51.100.20',
    '::FFFF:198.51.100.20',
    '::ffff:c633:6414',
    '0:0:0:0:0:ffff:c633:6414',
    '0000:0000:0000:0000:0000:FFFF:C633:6414',
  ];

  it('client keys: IPv4-mapped spellings are the IPv4 address; IPv6 is its canonical /64', () => {
    for (const spelling of SPELLINGS_OF_ONE_ADDRESS) {
      expect(clientKey(spelling), spelling).toBe('198.51.100.20');
    }
    expect(clientKey('2001:0DB8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey(undefined)).toBe('unknown');
  });

  it(`sixteen addresses of one IPv6 /64 share one limit (${defaultRateLimits.joinVoucherWaitlist.points} waitlist joins)`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const address = `2001:db8:aa:bb:${(i * 4099).toString(16)}::${i + 1}`;
      const answer = await postGraphql(
        probe.prod.url,
        JoinVoucherWaitlist,
        { input: { email: `six${i}@example.com`, zipcode: '60601' } },
        forwardedFrom(address),
      );
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(defaultRateLimits.joinVoucherWaitlist.points);
    expect(statuses.slice(defaultRateLimits.joinVoucherWaitlist.points).every((status) => status === 429)).toBe(true);
    // Another /64 is another network.
    const neighbor = await postGraphql(
      probe.prod.url,
      JoinVoucherWaitlist,
      { input: { email: 'n@example.com', zipcode: '60601' } },
      forwardedFrom('2001:db8:aa:bc::1'),
    );
    expect(neighbor.status).toBe(200);
  });

  it('an IPv4 client that was limited is limited in every IPv4-mapped IPv6 spelling', async () => {
    const join = (i: number, address: string) =>
      postGraphql(
        probe.prod.url,
        JoinVoucherWaitlist,
        { input: { email: `v4-${i}@example.com`, zipcode: '60601' } },
        forwardedFrom(address),
      );
    for (let i = 0; i < defaultRateLimits.joinVoucherWaitlist.points; i += 1) {
      expect((await join(i, '198.51.100.20')).status).toBe(200);
    }
    for (const spelling of SPELLINGS_OF_ONE_ADDRESS) {
      expect((await join(99, spelling)).status, spelling).toBe(429);
    }
  });

  it('the in-memory store is bounded: past its size the least recently seen clients are forgotten', () => {
    const store = new BoundedStore(2, 600, 1000);
    for (let i = 0; i < 60_000; i += 1) store.consume(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 1);
    expect(store.size).toBe(1000);
    // A client seen recently keeps its count; one forgotten starts a new window.
    const recent = '10.0.234.95'; // the 59,999th address
    expect(store.consume(recent, 1).allowed).toBe(true);
    expect(store.consume(recent, 1).allowed).toBe(false);
    expect(store.consume('10.0.0.0', 1).allowed).toBe(true);
  });
});

describe('limits per operation and the query budget', () => {
  it(`referral codes: ${defaultRateLimits.customerReferral.points} lookups per client, then 429; codes carry at least 60 random bits`, async () => {
    for (const { code } of referralCodes) {
      const random = code.slice(code.indexOf('-') + 1).replaceAll('-', '');
      expect(random.length * 5).toBeGreaterThanOrEqual(60);
    }
    const lookup = (code: string, address: string) =>
      postGraphql(
        probe.prod.url,
        'query($c: String!) { customerReferral(code: $c) { hostName } }',
        { c: code },
        forwardedFrom(address),
      );
    for (let i = 0; i < defaultRateLimits.customerReferral.points; i += 1) {
      const answer = await lookup(`ANNA-${String(i).padStart(4, '0')}`, '203.0.113.7');
      expect(answer.status).toBe(200);
    }
    const refused = await lookup(referralCodes[0]!.code, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.json.errors?.[0]?.message).toBe(RATE_LIMITED_MESSAGE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client still finds a real code.
    const other = await lookup(referralCodes[0]!.code, '203.0.113.8');
    expect(other.json.data).toEqual({ customerReferral: { hostName: referralCodes[0]!.hostName } });
  });

  it('queries have a per-client budget: past it, 429 with Retry-After and a shopper message; other clients go on', async () => {
    const expensive = reviewPages(
      9,
      'edges { node { id body } }',
      Buffer.from(JSON.stringify(['LOCATION_CLOSEST', 0.5, 1])).toString('base64url'),
    );
    const cost = measure(expensive).cost;
    expect(measure(expensive).violation).toBeNull();
    const allowed = Math.floor(defaultRateLimits.queryCost.points / cost);
    for (let i = 0; i < allowed; i += 1) {
      expect((await postGraphql(probe.prod.url, expensive, undefined, forwardedFrom('192.0.2.44'))).status).toBe(200);
    }
    const refused = await postGraphql(probe.prod.url, expensive, undefined, forwardedFrom('192.0.2.44'));
    expect(refused.status).toBe(429);
    expect(refused.json.errors?.[0]?.message).toBe(QUERY_BUDGET_MESSAGE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(defaultRateLimits.queryCost.duration);
    const other = await postGraphql(
      probe.prod.url,
      '{ availableVouchers { total } }',
      undefined,
      forwardedFrom('192.0.2.45'),
    );
    expect(other.status).toBe(200);
  });

  it("a shopper's card typing mistakes do not count against the purchase limit of the address", async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < defaultRateLimits.purchaseVoucher.points + 5; i += 1) {
      const answer = await postGraphql(
        probe.prod.url,
        PurchaseVoucher,
        { input: purchaseInput({ ccNumber: '4242424242424241' }) },
        forwardedFrom(address),
      );
      expect(answer.status).toBe(200);
      expect(purchased(answer).success).toBe(false);
    }
    const paid = await postGraphql(probe.prod.url, PurchaseVoucher, { input: purchaseInput() }, forwardedFrom(address));
    expect(purchased(paid).success).toBe(true);
  });
});
