import { describe, expect, it } from 'vitest';
import { fill, fillParts } from './fill.ts';

describe('fill: the one way a placeholder is filled', () => {
  it('fills every placeholder it has a value for, each time it appears, numbers written out', () => {
    expect(fill('{count} of {total} at {brand}; {count} again', { count: 3, total: '10', brand: 'Suds' })).toBe(
      '3 of 10 at Suds; 3 again',
    );
    expect(fill('Rated {starCount} out of 5', { starCount: 0 })).toBe('Rated 0 out of 5');
    expect(fill('{a}{a}{b}', { a: 'x', b: '' })).toBe('xx');
  });

  it('leaves a placeholder without a value as written, as the pages rule says', () => {
    expect(fill('{brand} in {city}', { brand: 'Suds' })).toBe('Suds in {city}');
    expect(fill('{brand} in {city}', { brand: 'Suds', city: undefined })).toBe('Suds in {city}');
    // Names of Object's own methods are no values.
    expect(fill('{toString} {constructor} {__proto__}', {})).toBe('{toString} {constructor} {__proto__}');
    expect(fill('No placeholder', { brand: 'Suds' })).toBe('No placeholder');
  });

  it('puts a value in as written: no replacement patterns, its braces not filled again', () => {
    expect(fill('By {reviewer}', { reviewer: "Ann $& $1 $$ $` $'" })).toBe("By Ann $& $1 $$ $` $'");
    expect(fill('Hi {name}, {city}', { name: '{city}', city: 'Austin' })).toBe('Hi {city}, Austin');
    expect(fill('{a}', { a: '{a}' })).toBe('{a}');
  });

  it('leaves braces that hold no placeholder as they are', () => {
    expect(fill('{ {a} }', { a: 'x' })).toBe('{ x }');
    expect(fill('{{a}}', { a: 'x' })).toBe('{x}');
    expect(fill('{}', {})).toBe('{}');
  });

  it('puts markup in a placeholder’s place, the words around it kept', () => {
    const strong = { tag: 'strong' } as const;
    expect(fillParts('From {price} per {hours}', { price: strong, hours: '3 hours' })).toEqual([
      'From ',
      strong,
      ' per ',
      '3 hours',
      '',
    ]);
    expect(fillParts('{x} and {y}', { x: strong })).toEqual(['', strong, ' and ', '{y}', '']);
  });
});
