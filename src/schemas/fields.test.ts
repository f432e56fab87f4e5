import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CardNumberSchema,
  cardExpirationSchema,
  CvcSchema,
  EmailSchema,
  fieldErrors,
  messages,
  PhoneSchema,
  purchaseSchema,
  ZipcodeSchema,
} from './fields.ts';

const first = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : result.issues[0].message;
};

describe('spec §5 field rules', () => {
  it('email: trimmed and lowercased, else the spec message', () => {
    expect(first(EmailSchema, '  Ann@Example.COM ')).toBe('ann@example.com');
    expect(first(EmailSchema, 'ann@')).toBe('Enter a valid email address');
  });
  it('phone: strips ( ) space -, needs exactly 10 digits', () => {
    expect(first(PhoneSchema, '(312) 555-0199')).toBe('3125550199');
    expect(first(PhoneSchema, '312-555-019')).toBe('Enter a valid 10-digit phone number');
  });
  it('phone: what browsers autofill (+1, 1, dots) is read as the 10 digits', () => {
    for (const filled of ['+1 415-555-0123', '1 415 555 0123', '+14155550123', '415.555.0123', '+1 (415) 555-0123']) {
      expect(first(PhoneSchema, filled)).toBe('4155550123');
    }
    // Other countries, a 1 before too few digits, letters: still the §5 message.
    for (const wrong of ['+44 20 7946 0958', '+1 415 555 012', '2 415 555 0123', '415-555-O123', '+1415555012345']) {
      expect(first(PhoneSchema, wrong)).toBe('Enter a valid 10-digit phone number');
    }
  });
  it('zipcode: required, then exactly five digits', () => {
    expect(first(ZipcodeSchema, ' 60601 ')).toBe('60601');
    expect(first(ZipcodeSchema, '')).toBe('Enter a 5-digit zipcode');
    expect(first(ZipcodeSchema, '6060')).toBe('Enter a valid 5-digit zipcode');
    // 00000 is no zip code anywhere.
    expect(first(ZipcodeSchema, '00000')).toBe('Enter a valid 5-digit zipcode');
    expect(first(ZipcodeSchema, '00501')).toBe('00501');
  });
  it('card number: spaces and underscores stripped, 15 or 16 digits', () => {
    expect(first(CardNumberSchema, '4242 4242 4242 4242')).toBe('4242424242424242');
    expect(first(CardNumberSchema, '3782_822463_10005')).toBe('378282246310005');
    expect(first(CardNumberSchema, '  ')).toBe('This field is required');
    expect(first(CardNumberSchema, '4242 4242')).toBe('The card number is not correct');
  });
  it('card number: pasted with dashes works; a mistyped digit fails the Luhn checksum with the §5 message', () => {
    expect(first(CardNumberSchema, '4242-4242-4242-4242')).toBe('4242424242424242');
    expect(first(CardNumberSchema, '4242 4242 4242 4241')).toBe('The card number is not correct');
    // A digit missing: 15 digits, but not a valid number.
    expect(first(CardNumberSchema, '4242 4242 4242 424')).toBe('The card number is not correct');
  });
  it('expiration: MM/YY and not before the current month', () => {
    const schema = cardExpirationSchema(() => new Date(2026, 10, 22));
    expect(first(schema, '11/26')).toBe('11/26');
    expect(first(schema, '10/26')).toBe('This card is no longer valid. Please try another form of payment.');
    expect(first(schema, '13/27')).toBe('Enter expiration date as MM/YY');
    expect(first(schema, '0/27')).toBe('Enter expiration date as MM/YY');
    // A single-digit month is read as that month.
    expect(first(schema, '1/30')).toBe('01/30');
    // The ways people type it are read as MM/YY.
    for (const typed of ['12/30', '1230', '12 / 30', '12/2030', ' 12-30 ']) expect(first(schema, typed)).toBe('12/30');
  });
  it('cvc: required, at least 3, at most 4, digits only', () => {
    expect(first(CvcSchema, '')).toBe("Enter your card's security code");
    expect(first(CvcSchema, '12')).toBe('Please use at least 3 characters');
    expect(first(CvcSchema, '12345')).toBe('Invalid security code');
    // Letters get §5's "Invalid security code" ("ab" used to get "at least 3 characters";
    // exactly §5's text).
    expect(first(CvcSchema, '12a')).toBe('Invalid security code');
    expect(first(CvcSchema, 'ab')).toBe('Invalid security code');
    expect(first(CvcSchema, '1234')).toBe('1234');
  });
  it('the purchase form reports one message per field and defaults hours to 3', () => {
    const result = v.safeParse(purchaseSchema(), {
      email: 'x',
      phone: '1',
      zipcode: '1',
      ccNumber: '',
      ccExpiration: '',
      cvc: '',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.issues)).toEqual([
        { field: 'email', message: messages.email },
        { field: 'phone', message: messages.phone },
        { field: 'zipcode', message: messages.zipcodeInvalid },
        { field: 'ccNumber', message: messages.ccNumberRequired },
        { field: 'ccExpiration', message: messages.ccExpirationFormat },
        { field: 'cvc', message: messages.cvcRequired },
      ]);
    }
    const ok = v.parse(purchaseSchema(), {
      email: 'a@b.co',
      phone: '3125550199',
      zipcode: '60601',
      ccNumber: '4242424242424242',
      ccExpiration: '12/40',
      cvc: '123',
    });
    expect(ok.hours).toBe(3);
    expect(ok.zipcodeEnteredOnHomepage).toBe(false);
  });
});
