/** The location pages' wording check (./wording.ts) catches each problem it names, and only those. */
import { describe, expect, it } from 'vitest';
import { PLACE_PLACEHOLDER_RECORDS, PLACEHOLDER_RECORDS } from '#src/copy/placeholders.ts';
import { wordingProblems } from './wording.ts';

const check = (texts: string[], listed: { name: string; distance: string }[] = []) =>
  wordingProblems({ texts, listed, state: 'CA' });

describe('wordingProblems', () => {
  it('passes a page that says each thing once, in American English', () => {
    expect(
      check(
        [
          'Clovis is the 69th largest of the 481 places we list in California. Its closest neighbor in this directory is Fresno, 7 mi away.',
          'Clovis is in our Fresno, CA service area, 7 mi from its center.',
          'Yes. 317 cleaners are based within 10 mi of the center of Clovis, the nearest under 0.1 mi away, and all 8 places listed nearby are served too.',
          'Centreville, VA is a place name, not a spelling; so is Centre, AL.',
        ],
        [
          { name: 'Fresno', distance: '7 mi' },
          { name: 'Texarkana, AR', distance: '3 mi' },
        ],
      ),
    ).toEqual([]);
  });

  it('finds a distance of nothing', () => {
    expect(check(['the nearest is based 0.0 mi away.'])).toEqual([
      'a distance of "0.0 mi": the nearest is based 0.0 mi away.',
    ]);
  });

  it('finds a count doubled or zero', () => {
    expect(check(['and 8 of the 8 places listed nearby are served too'])[0]).toMatch(/^a doubled count "8 of the 8"/);
    expect(check(['book a few days ahead: 0 of the 5 live within 5 mi'])[0]).toMatch(/^a zero count "0 of the"/);
    expect(check(['3 of the 8 places listed nearby are served too'])).toEqual([]);
    expect(check(['18 of the 8 cleaners, 8 of the 80 places'])).toEqual([]);
    // As written in the copy, before any figure is known.
    expect(check(['and {nearby} of the {nearby} places listed nearby'])[0]).toMatch(
      /^a doubled count "\{nearby\} of the \{nearby\}"/,
    );
    expect(check(['{nearbyServed} of the {nearby} places'])).toEqual([]);
  });

  it('finds British spellings', () => {
    // As written in the copy: a placeholder's name is read there too.
    expect(check(['Its closest neighbor is {neighbor}, {neighborState}.'])).toEqual([]);
    expect(check(['Its closest neighbor is {neighbourState}.'])[0]).toMatch(/^a British spelling "neighbourState"/);
    expect(check(['Its closest neighbour is {neighbor}.'])[0]).toMatch(/^a British spelling "neighbour"/);
    const problems = check(['6 mi from its centre.', 'Its closest neighbour is Fresno.', 'Centre of town.']);
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'a British spelling "centre"',
      'a British spelling "neighbour"',
      'a British spelling "Centre"',
    ]);
  });

  it('finds one place at two distances, however it is named', () => {
    expect(
      check([
        'Its closest neighbor in this directory is Fresno, 7 mi away.',
        'in our Fresno, CA service area, 6 mi from its center.',
      ]),
    ).toEqual(['Fresno, CA at 7 mi and 6 mi']);
    expect(
      check(['The nearest service area is Texarkana, AR, 40 mi away.'], [{ name: 'Texarkana, AR', distance: '41 mi' }]),
    ).toEqual(['Texarkana, AR at 40 mi and 41 mi']);
    expect(
      check(
        ['Its closest neighbor in this directory is Texarkana, Arkansas, 3 mi away.'],
        [{ name: 'Texarkana, AR', distance: '4 mi' }],
      ),
    ).toEqual(['Texarkana, AR at 3 mi and 4 mi']);
  });

  it('finds no British spelling in any placeholder’s name (the copy and docs/content.md show them)', () => {
    const names = [...Object.keys(PLACEHOLDER_RECORDS), ...Object.keys(PLACE_PLACEHOLDER_RECORDS)];
    expect(wordingProblems({ texts: names.map((name) => `{${name}}`), state: '' })).toEqual([]);
  });
});
