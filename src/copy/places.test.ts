/**
 * The location pages' words (src/content/places/, docs/content.md "Location pages"): a broken file
 * stops the build with one line naming the file, the field and the rule; a brand's override
 * replaces whole top-level fields; every placeholder is documented and allowed somewhere.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { entriesFor } from './content.ts';
import { PLACE_PLACEHOLDERS, PLACE_SCHEMAS, byNumber, placesCopy, readPlaces, say, type Sentence } from './places.ts';
import { textRules } from './rules.ts';
import { validateContent } from './validate.ts';
import { contentCopyForEachTest } from './testContent.ts';

const BRANDS = ['main', 'local', 'brightwick', 'maple-and-mop'];
const content = contentCopyForEachTest('places-');
const edit = (file: string, from: RegExp | string, to: string) => content.edit(join('places', file), from, to);

describe('a broken places file stops the build with file, field and rule', () => {
  it('passes the files as committed', () => {
    expect(validateContent(content.root, BRANDS)).toBeUndefined();
  });

  it('names an unknown field, also inside a group of variants', () => {
    edit('state.yaml', /^heading:/m, 'headin:');
    expect(validateContent(content.root)).toBe(
      'src/content/places/state.yaml: headin is not a known field (check the spelling; docs/content.md lists the fields)',
    );
    edit('state.yaml', /^headin:/m, 'heading:');
    edit('city.yaml', /^ {2}plain:/m, '  plan:');
    expect(validateContent(content.root)).toBe(
      'src/content/places/city.yaml: intro.plan is not a known field (check the spelling; docs/content.md lists the fields)',
    );
  });

  it('names a placeholder the field does not allow, and the ones it does', () => {
    edit('city.yaml', /^ {2}plain: .*$/m, "  plain: '{twon} is {rank}, with about {population} residents.'");
    expect(validateContent(content.root)).toBe(
      'src/content/places/city.yaml: intro.plain uses {twon}, which is not a placeholder here (allowed: {brand} {city} {state} {place} {population} {rank})',
    );
    // A real placeholder, but not one this sentence's page can fill in.
    edit('city.yaml', /^ {2}plain: .*$/m, "  plain: '{city} is {rank}, {distance} from {area}.'");
    expect(validateContent(content.root)).toMatch(
      /^src\/content\/places\/city\.yaml: intro\.plain uses \{distance\}, which is not a placeholder here \(allowed: /,
    );
  });

  it('names a missing variant, a missing one/other form and a missing file', () => {
    edit('city.yaml', /^ {2}plain: .*\n/m, '');
    expect(validateContent(content.root)).toBe('src/content/places/city.yaml: intro.plain is required');
    edit('local.yaml', /^ {2}one: '\{count\} star'\n/m, '');
    // The first broken file in reading order is reported first: fix city.yaml, then local.yaml shows.
    cpSync(join(process.cwd(), 'src', 'content', 'places', 'city.yaml'), join(content.root, 'places', 'city.yaml'));
    expect(validateContent(content.root)).toBe('src/content/places/local.yaml: stars.one is required');
    rmSync(join(content.root, 'places', 'local.yaml'));
    expect(validateContent(content.root)).toBe('src/content/places/local.yaml: is missing');
  });

  it('keeps the limits: a heading’s length, HTML, an empty candidate list', () => {
    edit('state.yaml', /^largestHeading: .*$/m, `largestHeading: ${'Largest '.repeat(10)}{state}`);
    expect(validateContent(content.root)).toBe(
      'src/content/places/state.yaml: largestHeading is 87 characters (at most 80)',
    );
    edit('state.yaml', /^largestHeading: .*$/m, 'largestHeading: Largest <b>places</b>');
    expect(validateContent(content.root)).toBe(
      'src/content/places/state.yaml: largestHeading must be plain text: < and > are not allowed (HTML would break the page)',
    );
    edit('state.yaml', /^largestHeading: .*$/m, 'largestHeading: Largest places in {state}');
    edit('index.yaml', /^title:\n(?: {2}- .*\n)+/m, 'title: []\n');
    expect(validateContent(content.root)).toBe('src/content/places/index.yaml: title needs at least one item');
  });

  it('checks a brand’s override like the shared file, and refuses a misnamed file or a folder that is no brand', () => {
    const own = join(content.root, 'places', 'brands', 'maple-and-mop');
    mkdirSync(own, { recursive: true });
    writeFileSync(join(own, 'state.yaml'), 'heading: Cleaners across {state}\n');
    expect(validateContent(content.root, BRANDS)).toBeUndefined();
    const state = readPlaces(content.root).state;
    expect(entriesFor(state, 'maple-and-mop')[0]!.heading).toBe('Cleaners across {state}');
    expect(entriesFor(state, 'main')[0]!.heading).toBe('House cleaning in {state}');
    // A group is replaced whole: an override of intro without every variant is incomplete.
    writeFileSync(join(own, 'city.yaml'), "intro:\n  plain: '{city}, {rank}.'\n");
    expect(validateContent(content.root, BRANDS)).toBe(
      'src/content/places/brands/maple-and-mop/city.yaml: intro.withRole is required',
    );
    writeFileSync(join(own, 'city.yaml'), 'heading: House cleaning in {town}\n');
    expect(validateContent(content.root, BRANDS)).toBe(
      'src/content/places/brands/maple-and-mop/city.yaml: heading uses {town}, which is not a placeholder here (allowed: {brand} {city} {state} {place})',
    );
    rmSync(join(own, 'city.yaml'));
    writeFileSync(join(own, 'cty.yaml'), 'heading: Typo\n');
    expect(validateContent(content.root, BRANDS)).toBe(
      'src/content/places/brands/maple-and-mop/cty.yaml: must be named one of index.yaml, state.yaml, city.yaml, local.yaml',
    );
    rmSync(join(own, 'cty.yaml'));
    mkdirSync(join(content.root, 'places', 'brands', 'maple-and-mops'));
    expect(validateContent(content.root, BRANDS)).toBe(
      'src/content/places/brands/maple-and-mops: is not a brand (one of: main, local, brightwick, maple-and-mop)',
    );
  });
});

/** Every placeholder some field of the places files allows. */
function allowedPlaceholders(schema: z.ZodType, into = new Set<string>()): Set<string> {
  const rules = textRules.get(schema);
  if (rules) for (const name of rules.placeholders ?? []) into.add(name);
  const def = (schema as unknown as { def: { shape?: Record<string, z.ZodType>; element?: z.ZodType } }).def;
  for (const child of Object.values(def.shape ?? {})) allowedPlaceholders(child, into);
  if (def.element) allowedPlaceholders(def.element, into);
  return into;
}

describe('the placeholders of the places collection', () => {
  it('are each allowed by some field and described in docs/content.md', () => {
    const allowed = new Set<string>();
    for (const schema of Object.values(PLACE_SCHEMAS)) allowedPlaceholders(schema, allowed);
    expect([...allowed].sort()).toEqual([...PLACE_PLACEHOLDERS].sort());
    const guide = readFileSync(join(process.cwd(), 'docs', 'content.md'), 'utf8');
    const section = guide.slice(guide.indexOf('## Location pages'));
    for (const name of PLACE_PLACEHOLDERS)
      expect(section, `{${name}}`).toMatch(new RegExp(`^- \`\\{${name}\\}\``, 'm'));
  });

  it('are filled in by say(), which refuses a sentence whose placeholder has no value', () => {
    const copy = placesCopy();
    expect(say(copy.city.heading, { brand: 'B', city: 'Chicago', state: 'Illinois', place: 'Chicago, IL' })).toBe(
      'House cleaning in Chicago, IL',
    );
    expect(say(byNumber(copy.local.stars, 1), { count: 1 })).toBe('1 star');
    expect(say(byNumber(copy.local.stars, 4), { count: 4 })).toBe('4 stars');
    const typo = '{city} in {sate}' as Sentence<'city'>;
    expect(() => say(typo, { city: 'Chicago' })).toThrow('Places copy: {sate} has no value');
  });
});
