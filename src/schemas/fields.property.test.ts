/**
 * Property tests (fast-check) of every valibot schema in fields.ts: whatever arrives (arbitrary
 * strings, unicode, control characters, huge values, wrong types), parsing never throws, and a
 * refusal speaks only in the shopper messages of `messages` (never a valibot default message).
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CardNumberSchema,
  CvcSchema,
  cardExpirationSchema,
  EmailSchema,
  FreeTextSchema,
  LeadSchema,
  messages,
  PhoneSchema,
  purchaseSchema,
  WaitlistSchema,
  ZipcodeSchema,
} from './fields.ts';

const known = new Set<string>(Object.values(messages));

/** Strings a probe would send: any unicode, control characters, digits and huge repeats. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.stringMatching(/^[\d\s()\-_/.@]{0,30}$/),
  fc.constantFrom('\u0000', 'a\u0000b', '\n', '\ud800', ' ', '', '60601\u0000', 'x'.repeat(60_000)),
  fc
    .tuple(fc.string({ maxLength: 3 }), fc.integer({ min: 1, max: 70_000 }))
    .map(([s, n]) => s.repeat(n).slice(0, 70_000)),
);
const hostileValue = fc.oneof(hostileString, fc.anything({ maxDepth: 2 }), fc.double(), fc.integer());

function expectShopperMessages(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    for (const issue of result.issues) expect(known, issue.message).toContain(issue.message);
  }
  return result;
}

const fields: [string, v.GenericSchema][] = [
  ['EmailSchema', EmailSchema],
  ['PhoneSchema', PhoneSchema],
  ['ZipcodeSchema', ZipcodeSchema],
  ['CardNumberSchema', CardNumberSchema],
  ['cardExpirationSchema', cardExpirationSchema()],
  ['CvcSchema', CvcSchema],
  ['FreeTextSchema', FreeTextSchema],
];

describe.each(fields)('%s', (_, schema) => {
  it('refuses hostile values with a shopper message and never throws', () => {
    fc.assert(
      fc.property(hostileValue, (value) => void expectShopperMessages(schema, value)),
      { numRuns: 300 },
    );
  });
});

describe('form schemas', () => {
  const form = fc.record(
    {
      email: hostileValue,
      phone: hostileValue,
      zipcode: hostileValue,
      firstName: fc.oneof(hostileString, fc.constant(null)),
      lastName: fc.oneof(hostileString, fc.constant(null)),
      ccNumber: hostileValue,
      ccExpiration: hostileValue,
      cvc: hostileValue,
      hours: fc.oneof(fc.integer(), fc.double(), hostileString),
      redirect: hostileString,
      zipcodeEnteredOnHomepage: fc.oneof(fc.boolean(), hostileString),
    },
    { requiredKeys: [] },
  );

  it.each([
    ['LeadSchema', LeadSchema],
    ['WaitlistSchema', WaitlistSchema],
    ['purchaseSchema', purchaseSchema()],
  ] as [string, v.GenericSchema][])('%s: shopper messages only, caps and characters hold on success', (_, schema) => {
    fc.assert(
      fc.property(fc.oneof(form, hostileValue), (input) => {
        const result = expectShopperMessages(schema, input);
        if (!result.success) return;
        const output = result.output as Record<string, unknown>;
        expect(String(output['email']).length).toBeLessThanOrEqual(254);
        for (const name of ['firstName', 'lastName']) {
          const value = output[name];
          if (typeof value === 'string') {
            expect(value.length).toBeLessThanOrEqual(100);
            expect(value).not.toMatch(/[\p{Cc}\p{Cs}]/u);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
