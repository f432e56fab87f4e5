import { describe, expect, it } from 'vitest';
import {
  ALLOWED,
  fill,
  measuredValues,
  placeholderProblem,
  PLACEHOLDERS,
  say,
  type Placeholder,
  type Sentence,
} from './placeholders.ts';
import { longestBrandName, measuringValues } from './rules.ts';
import { chromeCopy, socialLabel } from './chrome.ts';

describe('the one record per placeholder', () => {
  it('gives each copy list its placeholders and each a value to measure lengths with', () => {
    expect(ALLOWED.checkout).toEqual(['brand', 'price', 'numHours']);
    expect(ALLOWED.chromeCopyright).toEqual(['brand', 'year']);
    expect(ALLOWED.notFound).toEqual(['brand']);
    for (const name of Object.keys(PLACEHOLDERS)) {
      expect(
        Object.values(ALLOWED).some((list) => list.includes(name as Placeholder)),
        `{${name}}`,
      ).toBe(true);
    }
    const measured = measuringValues();
    expect(Object.keys(measured).sort()).toEqual(Object.keys(PLACEHOLDERS).sort());
    expect(measured.brand).toBe(longestBrandName());
    expect(measured.network).toBe('Instagram');
    const empty = { offer: {}, offerView: {}, legal: {}, comparison: {}, support: {}, foreverClean: {} };
    expect(() => measuredValues({ brandNames: { brand: 'B' }, ...empty })).toThrow(
      'Placeholders: {price} is measured from “offerView”, which has no value for it',
    );
  });

  it('fills what it knows, leaves the rest for later, and names a placeholder a field does not allow', () => {
    expect(fill('{brand} on {network}', { network: 'Instagram' })).toBe('{brand} on Instagram');
    expect(placeholderProblem('Cleaners in {city}', ['brand', 'price'])).toBe(
      'uses {city}, which is not a placeholder here (allowed: {brand} {price})',
    );
    expect(placeholderProblem('Cleaners in {city}', [])).toBe(
      'uses {city}, which is not a placeholder here (allowed: none)',
    );
    expect(placeholderProblem('{brand} cleaners', ['brand'])).toBeUndefined();
    expect(() => say('{city}, {state}' as Sentence<'city' | 'state'>, { city: 'Chicago' } as never)).toThrow(
      'Places copy: {state} has no value',
    );
  });

  it('gives every page’s header and footer the brand’s own name and the year', () => {
    const copy = chromeCopy('Maple & Mop', 'maple-and-mop');
    expect(copy.footer.copyright).toBe(`© ${new Date().getFullYear()} Maple & Mop. All rights reserved.`);
    expect(socialLabel(copy, 'Instagram')).toBe('Maple & Mop on Instagram');
  });
});
