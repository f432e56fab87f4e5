import { describe, expect, it } from 'vitest';
import { readingMinutes, WORDS_PER_MINUTE } from './reading.ts';

describe('reading time', () => {
  it('rounds to whole minutes, at least one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE * 1.4)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE * 1.5)).toBe(2);
    expect(readingMinutes(700)).toBe(4);
  });
});
