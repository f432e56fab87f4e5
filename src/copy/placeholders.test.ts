import { describe, expect, it } from 'vitest';
import { advertisedPlan } from '../domain/charges.ts';
import { formatUsd } from '../domain/format.ts';
import { featuredOption } from '../domain/offer.ts';
import { DO_NOT_SELL_COOKIE } from '../domain/storageKeys.ts';
import { cleaningValues, foreverCleanValues, viewValues } from './offerValues.ts';
import {
  ALLOWED,
  fill,
  linkRule,
  placeholderProblem,
  PLACEHOLDER_RECORDS,
  PLACEHOLDERS,
  say,
  type Placeholder,
  type Sentence,
} from './placeholders.ts';
import { FACT_VALUES, fillFrom, valuesFrom } from './placeholderValues.ts';
import { longestBrandName, measuringValues, offerFacts } from './rules.ts';
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
    expect(measured.price).toBe(formatUsd(featuredOption.price));
  });

  it('fills a text by walking the records, from what the page knows', () => {
    const cheap = { ...featuredOption, price: 9, numHours: 2, name: 'Studio', description: '1 Bed / 1 Bath' };
    const view = { option: cheap, offer: { plan: { ...advertisedPlan, cancellationFee: 59 } } };
    const known = { brand: 'Suds', view, facts: offerFacts, page: { email: 'help@suds.example' } };
    expect(fillFrom('{Hours} at {brand} for {price}: {optionScope}, {cancellationFee}', known)).toBe(
      '2-Hour at Suds for $9: 1 bed / 1 bath, $59',
    );
    expect(fillFrom('Write to {email}; {dnsCookie}', known)).toBe(`Write to help@suds.example; ${DO_NOT_SELL_COOKIE}`);
    // What the page does not give is left as written, for a later fill (or the check to name).
    expect(fillFrom('{brand} in {city}, {year}', { brand: 'Suds' })).toBe('Suds in {city}, {year}');
    expect(fillFrom('{price}', { brand: 'Suds' })).toBe('{price}');
    const values = valuesFrom(known);
    expect(values).toMatchObject({ brand: 'Suds', price: '$9', email: 'help@suds.example' });
    expect(values).not.toHaveProperty('login');
    // The island's figures are the records' functions, not a second computation.
    expect(cleaningValues(9, 2)).toEqual({
      price: values.price,
      hours: values.hours,
      Hours: values.Hours,
      numHours: '2',
    });
    expect(foreverCleanValues(view.offer.plan).cancellationFee).toBe(values.cancellationFee);
    // Each computed placeholder has its one function, as its record says where the value comes from.
    const from = (source: string) =>
      Object.entries(PLACEHOLDER_RECORDS)
        .filter(([, record]) => record.from === source)
        .map(([name]) => name)
        .sort();
    expect(Object.keys(viewValues(view)).sort()).toEqual(from('view'));
    expect(Object.keys(FACT_VALUES).sort()).toEqual(from('facts'));
  });

  it('lets a link go only where the records mark an address', () => {
    const help = linkRule(false, '/deal');
    expect(help.allowed).toBe('a path on the site (/deal), {login} or {redeem}');
    expect(['/deal', '{login}', '{redeem}'].map((href) => help.pattern.test(href))).toEqual([true, true, true]);
    expect(['{email}', 'mailto:{email}', '{price}', 'https://x.example'].some((href) => help.pattern.test(href))).toBe(
      false,
    );
    const legal = linkRule(true, '/help/ticket/');
    expect(legal.allowed).toBe('a path on the site (/help/ticket/), mailto:{email}, {login} or {redeem}');
    expect(legal.pattern.test('mailto:{email}?subject=Privacy')).toBe(true);
    expect(legal.pattern.test('mailto:someone@example.com')).toBe(false);
  });

  it('fills what it knows, leaves the rest for later, and names a placeholder a field does not allow', () => {
    expect(fill('{brand} on {network}', { network: 'Instagram' })).toBe('{brand} on Instagram');
    expect(placeholderProblem('Cleaners in {city}', ['brand', 'price'])).toBe(
      'uses {city}, which is not a placeholder here (allowed: {brand} {price})',
    );
    // The allowed list is named in the records' order, however the field lists it.
    expect(placeholderProblem('{percent} off', ['email', 'monthly', 'hours', 'brand', 'price'])).toBe(
      'uses {percent}, which is not a placeholder here (allowed: {brand} {price} {hours} {monthly} {email})',
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
