import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, fitDescription, fitPageTitle, fitTitle, TITLE_MAX } from './seoText.ts';

describe('fitTitle', () => {
  it('adds the brand when the first variant leaves room for it', () => {
    expect(fitTitle(['House Cleaning in Austin, TX from $35/hr'], 'Tidyhaven')).toBe(
      'House Cleaning in Austin, TX from $35/hr | Tidyhaven',
    );
  });
  it('keeps city and price by dropping the brand, then by shorter wording', () => {
    const variants = [
      'House Cleaning in Rancho Santa Margarita, CA from $41/hr',
      'Rancho Santa Margarita, CA House Cleaning $41/hr',
    ];
    expect(fitTitle(variants, 'Brightwick Cleaning')).toBe('House Cleaning in Rancho Santa Margarita, CA from $41/hr');
    expect(fitTitle(['House Cleaning in Rancho Santa Margarita, CA from $41/hr and more', variants[1]!], 'X')).toBe(
      'Rancho Santa Margarita, CA House Cleaning $41/hr | X',
    );
  });
  it('cuts the last variant at a word only when nothing fits', () => {
    const title = fitTitle(['word '.repeat(20).trim()], 'Brand');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title.endsWith('word…')).toBe(true);
  });
});

describe('fitDescription', () => {
  it('takes the first variant that fits', () => {
    expect(fitDescription(['a'.repeat(DESCRIPTION_MAX + 1), 'short'])).toBe('short');
  });
  it('never returns more than 160 characters', () => {
    expect(fitDescription(['long sentence '.repeat(30)]).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
});

describe('fitPageTitle', () => {
  it('leaves a title that fits alone', () => {
    expect(fitPageTitle('Help | Tidyhaven', 'Tidyhaven')).toBe('Help | Tidyhaven');
  });
  it('drops the brand ending before cutting words', () => {
    const own = 'How Long Does a House Cleaning Take? Estimates by Home Size';
    expect(fitPageTitle(`${own} | Brightwick Cleaning`, 'Brightwick Cleaning')).toBe(own);
  });
});

describe('fitDescription sentences', () => {
  it('keeps whole sentences when they fit', () => {
    const first = 'Book hourly house cleaning with a vetted local cleaner, online, in every service area we run today.';
    const text = `${first} Then a second sentence that would take the description well past its limit of characters.`;
    expect(fitDescription([text])).toBe(first);
  });
});
