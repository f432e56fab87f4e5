import { describe, expect, it } from 'vitest';
import { fill, fillParts, placeholderPieces } from './fill.ts';

describe('filling placeholders, the one way for pages and islands', () => {
  it('fills every placeholder it has a value for, numbers written out, and leaves the others as written', () => {
    expect(fill('{count} of {total} for {brand}, {count} again', { count: 3, total: '10' })).toBe(
      '3 of 10 for {brand}, 3 again',
    );
    expect(fill('Rated {starCount} out of 5', { starCount: 0 })).toBe('Rated 0 out of 5');
  });

  it('puts markup in a placeholder’s place, the words around it kept', () => {
    expect(placeholderPieces('A {hours} clean')).toEqual(['A ', 'hours', ' clean']);
    const strong = { tag: 'strong' } as const;
    expect(fillParts('From {price} per {hours}', { price: strong, hours: '3-hour' })).toEqual([
      'From ',
      strong,
      ' per ',
      '3-hour',
      '',
    ]);
  });
});
