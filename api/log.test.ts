/**
 * What the API logs (api/log.ts): one JSON line per event that no input can split or forge, no
 * personal data (a database error by its code, an unknown cohort code not at all), the mutation
 * line by the root fields that ran, and client mistakes never at error level.
 */
import { describe, expect, it } from 'vitest';
import { RegisterLead } from '#tests/lib/operations.ts';
import type { Database } from './db/connection.ts';
import {
  productionServerWithLogs,
  LOOPBACK_PROXY,
  messagesOf,
  postGraphql,
  reviewPages,
  startServer,
} from './test-support.ts';

const CARD = '4242424242424242';

describe('JSON lines without personal data', () => {
  const { probe, logger, logLines } = productionServerWithLogs('info');

  it('an unknown cohort code with a line break is one JSON line', async () => {
    await postGraphql(probe.prod.url, 'query($c: String) { voucherCohort(code: $c) { code } }', {
      c: 'X\n{"level":30,"msg":"forged"}',
    });
    const lines = logLines.join('').split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'voucherCohort: unknown cohort' });
  });

  it('a database error is logged by its code, without its parameters', async () => {
    const secretEmail = 'private.person@example.com';
    const failing: Database = {
      ...probe.db,
      query: () =>
        Promise.reject(
          Object.assign(new Error(`duplicate key value violates unique constraint: Key (email)=(${secretEmail})`), {
            code: '23505',
            parameters: [secretEmail, '3125550100'],
          }),
        ),
    };
    const server = await startServer(failing, true, { logger });
    try {
      const answer = await postGraphql(server.url, RegisterLead, {
        input: { email: secretEmail, phone: '3125550100', zipcode: '60601', firstName: 'Pat' },
      });
      expect(messagesOf(answer)).toBe('Unexpected error.');
    } finally {
      await server.close();
    }
    const log = logLines.join('');
    expect(log).toContain('23505');
    expect(log).not.toContain(secretEmail);
    expect(log).not.toContain('3125550100');
  });
});

describe('lines an on-call engineer trusts', () => {
  const { probe, logLines, logged } = productionServerWithLogs('debug', LOOPBACK_PROXY);

  it('an unknown cohort code is not logged (an email or a card number there stays out of the logs)', async () => {
    for (const code of [CARD, 'someone@example.com']) {
      await postGraphql(probe.prod.url, 'query($c: String) { voucherCohort(code: $c) { code } }', { c: code });
    }
    const text = logLines.join('');
    expect(text).not.toContain(CARD);
    expect(text).not.toContain('someone@example.com');
    expect(logged().some((line) => line.msg === 'voucherCohort: unknown cohort')).toBe(true);
  });

  it("the mutation line names the root fields that ran, not the client's operationName", async () => {
    await postGraphql(
      probe.prod.url,
      `mutation Forged${CARD} { joinVoucherWaitlist(input: { email: "log@example.com", zipcode: "60601" }) { success } }`,
    );
    const line = logged().find((entry) => entry.msg === 'graphql mutation');
    expect(line).toMatchObject({ fields: ['joinVoucherWaitlist'], ok: true });
    expect(logLines.join('')).not.toContain(CARD);
  });

  it('client mistakes (NUL bytes, bad cursors, malformed documents, limits) are never logged at error level', async () => {
    const NUL = '\u0000';
    await postGraphql(
      probe.prod.url,
      'mutation($i: PostPurchaseSurveyInput!) { postPurchaseSurvey(input: $i) { success } }',
      {
        i: { voucherCode: `AB${NUL}CD`, surveyToken: `t${NUL}`, sources: ['Other'], other: NUL },
      },
    );
    await postGraphql(probe.prod.url, 'query($c: String) { voucherCohort(code: $c) { code } }', { c: `x${NUL}` });
    await postGraphql(probe.prod.url, 'query($c: String!) { customerReferral(code: $c) { hostName } }', {
      c: `A${NUL}`,
    });
    await postGraphql(probe.prod.url, '{ publicReviews(first: 2, after: "bm9wZQ") { edges { cursor } } }');
    await postGraphql(probe.prod.url, '{ nope }');
    await postGraphql(probe.prod.url, reviewPages(15, '__typename'));
    expect(logged().filter((line) => line.level >= 50)).toEqual([]);
  });
});
