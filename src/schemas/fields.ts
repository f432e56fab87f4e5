/**
 * Field rules and messages of spec §5, shared by the site's forms and the reference API, which
 * re-checks every input with these same schemas. (The spec's "as least" typo is fixed.)
 */
import * as v from 'valibot';
import { ZIPCODE_FORMAT } from '../domain/storageKeys.ts';
import { cardDigits, isPlausibleCardNumber, normalizeExpiry } from './card.ts';

export const messages = {
  email: 'Enter a valid email address',
  phone: 'Enter a valid 10-digit phone number',
  zipcodeRequired: 'Enter a 5-digit zipcode',
  zipcodeInvalid: 'Enter a valid 5-digit zipcode',
  ccNumberRequired: 'This field is required',
  ccNumberInvalid: 'The card number is not correct',
  ccExpirationFormat: 'Enter expiration date as MM/YY',
  ccExpirationPast: 'This card is no longer valid. Please try another form of payment.',
  cvcRequired: "Enter your card's security code",
  cvcTooShort: 'Please use at least 3 characters',
  cvcInvalid: 'Invalid security code',
  // Length caps and characters (no valibot default message ever reaches a shopper).
  emailTooLong: 'Enter an email address of at most 254 characters',
  nameTooLong: 'Keep names to 100 characters or fewer',
  nameCharacters: 'Use letters, spaces and punctuation only',
  textTooLong: 'Keep it under 500 characters',
  textCharacters: 'Remove the special characters',
  hours: 'Choose one of the cleaning options',
  details: 'Please check your details',
} as const;

/** Characters no form field takes: control characters (NUL, line breaks in names…) and lone surrogates. */
const CONTROL = /[\p{Cc}\p{Cs}]/u;
/**
 * Names also hold no format character (Unicode Cf: bidi controls such as U+202E that reorder what
 * is shown, invisible marks, soft hyphens), except the zero-width joiner and non-joiner that
 * spell names in Persian and Indic scripts.
 */
const NAME_FORMAT = /(?![\u200c\u200d])\p{Cf}/u;
/** Free text may span lines, but holds no other control character. */
const TEXT_CONTROL = /\p{Cs}|(?![\n\r\t])\p{Cc}/u;

/** Trimmed, lowercased, valid email address. */
export const EmailSchema = v.pipe(
  v.string(messages.email),
  v.trim(),
  v.maxLength(254, messages.emailTooLong),
  v.toLowerCase(),
  v.email(messages.email),
);

/**
 * A US phone number as typed or autofilled, as its 10 digits: ( ) space - and dots stripped, and
 * the country code a browser or password manager fills into autocomplete="tel" ("+1 415-555-0123",
 * "1 415 555 0123", "+14155550123") dropped when 10 digits follow it (a US area code never
 * starts with 1). Anything else is returned as it is, for the §5 message.
 */
export function phoneDigits(value: string): string {
  const stripped = value.replace(/[()\s.\-\u2010-\u2015]/g, '');
  const national = /^\+?1(\d{10})$/.exec(stripped);
  return national ? national[1]! : stripped;
}

/** US phone: phoneDigits, then exactly 10 digits (the 10 digits are what is stored). */
export const PhoneSchema = v.pipe(
  v.string(messages.phone),
  v.maxLength(40, messages.phone),
  v.transform(phoneDigits),
  v.regex(/^\d{10}$/, messages.phone),
);

/** Exactly five digits. */
export const ZipcodeSchema = v.pipe(
  v.string(messages.zipcodeRequired),
  v.trim(),
  v.nonEmpty(messages.zipcodeRequired),
  v.regex(ZIPCODE_FORMAT, messages.zipcodeInvalid),
  // 00000 is no zip code anywhere: the format message, not "we don't serve it yet".
  v.check((value) => value !== '00000', messages.zipcodeInvalid),
);

/**
 * Card number: spaces and underscores (and the dashes or dots of a pasted number) stripped, then 15
 * or 16 digits, as many as the card's brand has (15 for American Express), passing the Luhn checksum.
 */
export const CardNumberSchema = v.pipe(
  v.string(messages.ccNumberRequired),
  v.transform(cardDigits),
  v.minLength(1, messages.ccNumberRequired),
  v.regex(/^\d{15,16}$/, messages.ccNumberInvalid),
  // The wrong count for the brand or a failed Luhn checksum: §5's message too.
  v.check(isPlausibleCardNumber, messages.ccNumberInvalid),
);

/**
 * MM/YY, not before the current month (checked against `now`, the caller's clock). What shoppers
 * type for it ("12 / 30", "1230", "12/2030") is read as MM/YY first (normalizeExpiry).
 */
export function cardExpirationSchema(now: () => Date = () => new Date()) {
  return v.pipe(
    v.string(messages.ccExpirationFormat),
    v.transform(normalizeExpiry),
    v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, messages.ccExpirationFormat),
    v.check((value) => {
      const [month, year] = value.split('/').map(Number) as [number, number];
      const today = now();
      const current = today.getFullYear() * 12 + today.getMonth();
      return 2000 * 12 + year * 12 + (month - 1) >= current;
    }, messages.ccExpirationPast),
  );
}

/** Card security code: required, digits only (§5's "Invalid security code", said first), 3 to 4 of them. */
export const CvcSchema = v.pipe(
  v.string(messages.cvcRequired),
  v.trim(),
  v.nonEmpty(messages.cvcRequired),
  v.regex(/^\d+$/, messages.cvcInvalid),
  v.minLength(3, messages.cvcTooShort),
  v.maxLength(4, messages.cvcInvalid),
);

const OptionalName = v.nullish(
  v.pipe(
    v.string(messages.nameCharacters),
    v.trim(),
    v.maxLength(100, messages.nameTooLong),
    v.check((value) => !CONTROL.test(value) && !NAME_FORMAT.test(value), messages.nameCharacters),
  ),
);

/** Free text a shopper types (e.g. the survey's "other" answer): at most 500 characters. */
export const FreeTextSchema = v.pipe(
  v.string(messages.textCharacters),
  v.trim(),
  v.maxLength(500, messages.textTooLong),
  v.check((value) => !TEXT_CONTROL.test(value), messages.textCharacters),
);

/** Lead step: email and phone plus the zip code (names optional). */
export const LeadSchema = v.object(
  {
    email: EmailSchema,
    phone: PhoneSchema,
    zipcode: ZipcodeSchema,
    firstName: OptionalName,
    lastName: OptionalName,
  },
  messages.details,
);

/** The whole purchase form (spec §3 purchase/signup fields). */
export function purchaseSchema(now?: () => Date) {
  return v.object(
    {
      email: EmailSchema,
      phone: PhoneSchema,
      firstName: OptionalName,
      lastName: OptionalName,
      zipcode: ZipcodeSchema,
      ccNumber: CardNumberSchema,
      ccExpiration: cardExpirationSchema(now),
      cvc: CvcSchema,
      hours: v.optional(
        v.pipe(
          v.number(messages.hours),
          v.integer(messages.hours),
          v.minValue(1, messages.hours),
          v.maxValue(12, messages.hours),
        ),
        3,
      ),
      redirect: v.optional(v.pipe(v.string(messages.textCharacters), v.maxLength(500, messages.textTooLong)), ''),
      zipcodeEnteredOnHomepage: v.optional(v.boolean(messages.textCharacters), false),
    },
    messages.details,
  );
}

/** Waitlist form: email and zip code. */
export const WaitlistSchema = v.object({ email: EmailSchema, zipcode: ZipcodeSchema }, messages.details);

export type FieldErrors = { field: string; message: string }[];

/** Flattens valibot issues into one message per field (the first), in input order. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'input';
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}
