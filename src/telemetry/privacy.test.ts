import { describe, expect, it } from 'vitest';
import { DNS_COOKIE, doNotSellFrom } from './privacy.ts';

describe('doNotSellFrom', () => {
  const none = { stored: null, cookie: '', globalPrivacyControl: undefined };

  it('is off with no signal', () => {
    expect(doNotSellFrom(none)).toBe(false);
    expect(doNotSellFrom({ ...none, stored: '0', cookie: `${DNS_COOKIE}=0; other=1` })).toBe(false);
  });

  it('is on from localStorage, the cookie, or Global Privacy Control', () => {
    expect(doNotSellFrom({ ...none, stored: '1' })).toBe(true);
    expect(doNotSellFrom({ ...none, cookie: `a=b; ${DNS_COOKIE}=1` })).toBe(true);
    expect(doNotSellFrom({ ...none, globalPrivacyControl: true })).toBe(true);
  });

  it('does not mistake a longer cookie name for the flag', () => {
    expect(doNotSellFrom({ ...none, cookie: `x${DNS_COOKIE}=1` })).toBe(false);
  });
});
