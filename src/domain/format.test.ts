import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPercent, formatRate, listOf, roundCents } from './format.ts';
import { stateInSentence, stateName } from './usStates.ts';

describe('format', () => {
  it('rounds to cents the way the API charges', () => {
    expect(roundCents(6.999)).toBe(7);
    expect(roundCents(19 * 0.0825)).toBe(1.57);
    expect(formatMoney(19 + 19 * 0.0825)).toBe('$20.57');
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
