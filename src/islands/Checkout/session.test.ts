import { describe, expect, it } from 'vitest';
import {
  emptyDetails,
  emptySaved,
  initialSaved,
  leadInput,
  maxReachableStep,
  parseHours,
  parseSaved,
  parseStep,
  resolveStep,
  serializeSaved,
  stepUrl,
  VOUCHER_KEPT_DAYS,
  withDetail,
  withKeptVoucher,
  keptVoucher,
  type Saved,
} from './session.ts';
import { atPaymentWith, receipt, registeredWith } from './testSaved.ts';

const details = {
  email: 'Dana@Example.com ',
  phone: '(512) 555-0142',
  firstName: 'Dana',
  lastName: '',
  zipcode: '78701',
  zipcodeEnteredOnHomepage: false,
};
const registered = registeredWith(details);
const confirmed = atPaymentWith(details);
const purchased: Saved = {
  ...confirmed,
  purchase: {
    code: 'ABCD-2345',
    redirect: '/customer/choosedate/?code=ABCD-2345',
    surveyToken: 'token-1',
    hours: 3,
    receipt,
  },
};

describe('parseStep', () => {
  it('reads positive integers only', () => {
    expect(parseStep('2')).toBe(2);
    expect(parseStep('02')).toBe(2);
    for (const raw of [null, '', 'abc', '0', '-1', '2.5', '1e1', '+2', '2a'])
      expect(parseStep(raw), String(raw)).toBeNull();
  });
});

describe('resolveStep and maxReachableStep', () => {
  it('falls back to 1 when missing, not a number, or beyond what the shopper may reach', () => {
    expect(resolveStep(null, confirmed)).toBe(1);
    expect(resolveStep(2, emptySaved)).toBe(1);
    expect(resolveStep(3, registered)).toBe(1);
    expect(resolveStep(4, confirmed)).toBe(1);
    expect(resolveStep(99, confirmed)).toBe(1);
    expect(resolveStep(2, registered)).toBe(2);
    expect(resolveStep(3, confirmed)).toBe(3);
  });

  it('needs the lead registered for the current details, and the current option confirmed', () => {
    expect(maxReachableStep(emptySaved)).toBe(1);
    expect(maxReachableStep(registered)).toBe(2);
    expect(maxReachableStep({ ...registered, details: { ...details, zipcode: '60601' } })).toBe(1);
    // The same details typed differently are the same lead.
    expect(
      maxReachableStep({ ...registered, details: { ...details, email: 'dana@example.com', phone: '512-555-0142' } }),
    ).toBe(2);
    expect(maxReachableStep(confirmed)).toBe(3);
    expect(maxReachableStep({ ...confirmed, hours: 4 })).toBe(2);
  });

  it('after a purchase shows the voucher for every step, and only an explicit ?step=1 starts again', () => {
    expect(maxReachableStep(purchased)).toBe(4);
    expect(resolveStep(2, purchased)).toBe(4);
    expect(resolveStep(3, purchased)).toBe(4);
    expect(resolveStep(4, purchased)).toBe(4);
    // Step 1's own history entry and the deal page's links have no ?step=: Back or a link shows the voucher.
    expect(resolveStep(null, purchased)).toBe(4);
    expect(resolveStep(99, purchased)).toBe(4);
    expect(resolveStep(1, purchased)).toBe(1);
  });
});

describe('the sessionStorage mirror', () => {
  it('round-trips and never holds card fields', () => {
    const text = serializeSaved(purchased);
    expect(parseSaved(text)).toEqual(purchased);
    expect(text).not.toMatch(/ccNumber|cvc|ccExpiration/);
  });

  it('drops what is malformed instead of trusting it', () => {
    expect(parseSaved(null)).toEqual(emptySaved);
    expect(parseSaved('not json')).toEqual(emptySaved);
    expect(parseSaved('[1,2]')).toEqual(emptySaved);
    const odd = parseSaved(
      JSON.stringify({ details: { email: 5, zipcode: '78701' }, hours: 'x', lead: { key: 1 }, purchase: { code: '' } }),
    );
    expect(odd).toEqual({ ...emptySaved, details: { ...emptyDetails, zipcode: '78701' } });
  });

  it('keeps a voucher whose receipt is missing or incomplete (mirrored before receipts), without figures', () => {
    const { receipt } = purchased.purchase!;
    for (const stored of [undefined, { ...receipt, total: '20.57' }, { ...receipt, membershipFirstCharge: null }]) {
      const parsed = parseSaved(JSON.stringify({ ...purchased, purchase: { ...purchased.purchase, receipt: stored } }));
      expect(parsed.purchase).toEqual({ ...purchased.purchase, receipt: null });
    }
  });
});

describe('initialSaved', () => {
  it('takes the option from ?hours= and the zip code from ?zipcode=, marked as entered on the deal page', () => {
    const saved = initialSaved(emptySaved, new URLSearchParams('hours=4&zipcode=60601'));
    expect(saved.hours).toBe(4);
    expect(saved.details.zipcode).toBe('60601');
    expect(saved.details.zipcodeEnteredOnHomepage).toBe(true);
  });

  it('takes the zip code from the link only: a restored one stays, a malformed one is ignored', () => {
    expect(initialSaved(emptySaved, new URLSearchParams()).details).toMatchObject({
      zipcode: '',
      zipcodeEnteredOnHomepage: false,
    });
    expect(initialSaved(registered, new URLSearchParams()).details.zipcode).toBe('78701');
    expect(initialSaved(registered, new URLSearchParams('zipcode=6060')).details.zipcode).toBe('78701');
    expect(initialSaved(registered, new URLSearchParams('zipcode=60601')).details).toMatchObject({
      zipcode: '60601',
      zipcodeEnteredOnHomepage: true,
    });
  });

  it('ignores a malformed ?hours=', () => {
    expect(initialSaved(confirmed, new URLSearchParams('hours=abc')).hours).toBe(3);
    expect(parseHours('0')).toBeNull();
    expect(parseHours('13')).toBeNull();
    expect(parseHours('6')).toBe(6);
  });
});

describe('details', () => {
  it('a changed zip code no longer counts as entered on the deal page', () => {
    const fromDeal = { ...details, zipcodeEnteredOnHomepage: true };
    expect(withDetail(fromDeal, 'email', 'x@example.com').zipcodeEnteredOnHomepage).toBe(true);
    expect(withDetail(fromDeal, 'zipcode', '60601').zipcodeEnteredOnHomepage).toBe(false);
  });

  it('leadInput gives the API the schemas’ output, without empty names', () => {
    expect(leadInput(details)).toEqual({
      email: 'dana@example.com',
      phone: '5125550142',
      zipcode: '78701',
      firstName: 'Dana',
      lastName: null,
    });
    expect(leadInput({ ...details, phone: '555-0142' })).toBeNull();
  });
});

describe('stepUrl', () => {
  it('keeps other parameters, sets step and hours, drops the consumed zip code', () => {
    const url = new URL('https://x.example/checkout/?hours=3&zipcode=60601&referral_id=ANNA-7Q2K');
    expect(stepUrl(url, 2, 4)).toBe('/checkout/?hours=4&referral_id=ANNA-7Q2K&step=2');
    expect(stepUrl(new URL('https://x.example/checkout/?step=abc'), 1, null)).toBe('/checkout/');
  });
});

describe('the voucher kept for other tabs', () => {
  const now = Date.parse('2026-12-06T12:00:00Z');
  const kept = keptVoucher(purchased.purchase!, now);

  it('keeps the code and where to redeem it, and nothing personal', () => {
    expect(JSON.parse(kept)).toEqual({
      code: 'ABCD-2345',
      redirect: '/customer/choosedate/?code=ABCD-2345',
      hours: 3,
      at: now,
    });
    expect(kept).not.toMatch(/Dana|example|token|555/i);
  });

  it('shows it in a checkout opened without this tab’s mirror, the survey left to the tab that bought', () => {
    const opened = withKeptVoucher(registered, kept, now + 60_000);
    expect(opened.purchase).toEqual({ ...purchased.purchase, surveyToken: '', receipt: null });
    expect(opened.survey).toBe('skipped');
    expect(resolveStep(null, opened)).toBe(4);
  });

  it('leaves a tab’s own purchase, and anything malformed, expired or from the future, alone', () => {
    expect(withKeptVoucher(purchased, keptVoucher({ ...purchased.purchase!, code: 'ZZZZ-9999' }, now), now)).toBe(
      purchased,
    );
    for (const raw of [null, '', '{', '[]', '{"code":""}', '{"code":"A"}', JSON.stringify({ code: 'A', at: 'x' })]) {
      expect(withKeptVoucher(emptySaved, raw, now)).toBe(emptySaved);
    }
    expect(withKeptVoucher(emptySaved, kept, now + (VOUCHER_KEPT_DAYS + 1) * 86_400_000)).toBe(emptySaved);
    expect(withKeptVoucher(emptySaved, kept, now - 60_000)).toBe(emptySaved);
  });
});
