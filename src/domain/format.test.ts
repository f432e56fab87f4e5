import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPercent, formatRate, formatUsd, listOf, roundCents } from './format.ts';
import { stateInSentence, stateName } from './usStates.ts';

describe('format', () => {
  it('rounds to cents the way the API charges', () => {
    expect(roundCents(6.999)).toBe(7);
    expect(roundCents(19 * 0.0825)).toBe(1.57);
    expect(formatMoney(19 + 19 * 0.0825)).toBe('$20.57');
  });

  it('writes dollars as Intl’s en-US currency format does, without loading Intl', () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const intl = (amount: number) => (Number.isInteger(amount) ? whole : cents).format(amount);
    const amounts = [0, -0, 1, 9, 19, 99.5, 999, 1000, 1234.5, 12345, 999999.99, 1234567, -5, -1234.5, 20.57, 6.99];
    for (let hundredths = 0; hundredths <= 300_000; hundredths += 7) amounts.push(hundredths / 100);
    for (const amount of amounts) expect(formatUsd(amount), String(amount)).toBe(intl(amount));
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(19)).toBe('$19');
  });

  it('writes a discount in whole percent and a tax rate as exact as it is', () => {
    expect(formatPercent(0.1)).toBe('10%');
    expect(formatRate(0.0825)).toBe('8.25%');
    expect(formatRate(0.07)).toBe('7%');
  });

  it('writes lists the US way', () => {
    expect(listOf([])).toBe('');
    expect(listOf(['Chicago'])).toBe('Chicago');
    expect(listOf(['Chicago', 'Evanston'])).toBe('Chicago and Evanston');
    expect(listOf(['Chicago', 'Evanston', 'Oak Park'])).toBe('Chicago, Evanston, and Oak Park');
    expect(formatCount(4363)).toBe('4,363');
  });
});

describe('US states', () => {
  it('names DC once, with "the" only inside a sentence', () => {
    expect(stateName('dc')).toBe('District of Columbia');
    expect(stateInSentence('DC')).toBe('the District of Columbia');
    expect(stateInSentence('IL')).toBe('Illinois');
    expect(stateName(' Puerto Rico ')).toBe('Puerto Rico');
  });
});
