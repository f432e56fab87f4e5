import { describe, expect, it } from 'vitest';
import { pageEntry } from '../../copy/pages.ts';
import { describeTimeLeft, formatTimeLeft, fromApi, fromStorage, toStorage, voucherCount } from './countdown.ts';

const NOW = Date.UTC(2026, 10, 18, 12); // a Wednesday noon
const END = Date.UTC(2026, 10, 23); // the next Monday 00:00 UTC
const END_ISO = new Date(END).toISOString();

describe('voucher counts', () => {
  it('are whole numbers and never negative', () => {
    expect(voucherCount(247)).toBe(247);
    expect(voucherCount('12')).toBe(12);
    expect(voucherCount(3.7)).toBe(3);
    expect(voucherCount(-5)).toBe(0);
    expect(voucherCount('-5')).toBe(0);
    for (const bad of [null, undefined, '', ' ', 'abc', Number.NaN, Number.POSITIVE_INFINITY, {}]) {
      expect(voucherCount(bad)).toBeNull();
    }
  });
});

describe('stored availability', () => {
  it('is read back while its window lasts', () => {
    expect(fromStorage('247', END_ISO, NOW)).toEqual({ remaining: 247, total: null, endsAt: END });
    expect(fromStorage('-3', END_ISO, NOW)).toEqual({ remaining: 0, total: null, endsAt: END });
  });
  it('is ignored when missing, unreadable or from a window that has ended', () => {
    expect(fromStorage(null, END_ISO, NOW)).toBeNull();
    expect(fromStorage('12', null, NOW)).toBeNull();
    expect(fromStorage('many', END_ISO, NOW)).toBeNull();
    expect(fromStorage('12', 'next week', NOW)).toBeNull();
    expect(fromStorage('12', END_ISO, END)).toBeNull();
  });
  it('writes the three spec keys, and removes the sold-out flag while vouchers are left', () => {
    expect(toStorage({ remaining: 0, total: 250, endsAt: END })).toEqual({
      vouchersRemaining: '0',
      timeRemaining: END_ISO,
      'zero-vouchers-available': 'true',
    });
    expect(toStorage({ remaining: 4, total: 250, endsAt: END })).toMatchObject({ 'zero-vouchers-available': null });
    expect(toStorage({ remaining: null, total: null, endsAt: null })).toEqual({});
  });
});

describe('API answers', () => {
  it('are clamped and parsed', () => {
    expect(fromApi({ remaining: -2, total: 250, endsAt: END_ISO })).toEqual({ remaining: 0, total: 250, endsAt: END });
    expect(fromApi({ remaining: 3, total: 250, endsAt: 'soon' })).toBeNull();
    expect(fromApi(undefined)).toBeNull();
  });
});

describe('time left', () => {
  // deal.yaml `priceCard.counter.time` as committed, as the page gives it.
  const units = pageEntry('deal').priceCard.counter.time;
  it('counts down to the window end, never below zero', () => {
    expect(formatTimeLeft(END - NOW, units)).toBe('4d 12h 00m 00s');
    expect(formatTimeLeft(3_723_000, units)).toBe('01h 02m 03s');
    expect(formatTimeLeft(-5000, units)).toBe('00h 00m 00s');
  });
  it('is worded for screen readers', () => {
    expect(describeTimeLeft(END - NOW, units)).toBe('4 days 12 hours');
    expect(describeTimeLeft(86_400_000 + 3_600_000 + 60_000, units)).toBe('1 day 1 hour 1 minute');
    expect(describeTimeLeft(30_000, units)).toBe('less than a minute');
    expect(describeTimeLeft(-1, units)).toBe('less than a minute');
  });
});
