/**
 * What no location page may say, whatever the data: a distance of "0.0 mi", a count doubled ("8 of
 * the 8") or zero ("0 of the 5"), a British spelling on an American site ("centre", "neighbour"),
 * or one place at two distances ("Fresno, 7 mi away" and "Fresno, CA … 6 mi from its center").
 * Checked over every page model of the directory, and every brand's location copy as written, by
 * build-data/location-words.test.ts; a new sentence in src/content/places/ (or a brand's own in
 * src/content/places/brands/) or a new figure in the models is caught there, not by a reader.
 */
import { STATE_CODES, stateName } from '#src/domain/usStates.ts';
import { britishSpellings } from '#src/copy/textRules.ts';

/** What a page says: its sentences, and the places its lists give a distance for. */
export type PageWords = {
  texts: readonly string[];
  /** Listed places: "Fresno" (in the page's state) or "Texarkana, AR", and "7 mi". */
  listed?: readonly { name: string; distance: string }[];
  /** The page's state code: a place named without one is in it. */
  state: string;
};

/** "8 of the 8", or as written in the copy, "{served} of the {served}". */
const DOUBLED = /(?<![\w,{])(\d[\d,]*|\{\w+\}) of (?:the|its|these|those|them) \1(?![\w,])/g;
const ZERO = /\b0 of (?:the|its|these|those|them)\b/g;
const NO_DISTANCE = /\b0\.0 mi\b/g;

const NAME = String.raw`[A-Z][\p{L}.'’-]*(?: (?:[A-Z][\p{L}.'’-]*|de|del|la|of))*`;
const STATE = String.raw`[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)*`;
const MILES = String.raw`under 0\.1 mi|[\d,.]+ mi`;
/** "Fresno, 7 mi away", "Texarkana, Arkansas, 3 mi away", "Fresno, CA, 40 mi away". */
const AWAY = new RegExp(`(${NAME})(?:, (${STATE}))?, (${MILES}) away`, 'gu');
/** "in our Fresno, CA service area, 6 mi from its center". */
const AREA = new RegExp(`(${NAME}), ([A-Z]{2}) service area, (${MILES}) from its center`, 'gu');

const codeOf = new Map<string, string>(STATE_CODES.map((code) => [stateName(code), code]));

function key(name: string, state: string | undefined, home: string): string {
  const code = state === undefined ? home : (codeOf.get(state) ?? state);
  return `${name}, ${code}`;
}

/** Every problem of the class above on one page, each with the words that show it. */
export function wordingProblems(page: PageWords): string[] {
  const problems: string[] = [];
  const distances = new Map<string, Set<string>>();
  const stated = (place: string, distance: string) => {
    const seen = distances.get(place) ?? new Set<string>();
    distances.set(place, seen.add(distance));
  };
  for (const text of page.texts) {
    for (const [words] of text.matchAll(NO_DISTANCE)) problems.push(`a distance of "${words}": ${text}`);
    for (const [words] of text.matchAll(DOUBLED)) problems.push(`a doubled count "${words}": ${text}`);
    for (const [words] of text.matchAll(ZERO)) problems.push(`a zero count "${words}": ${text}`);
    for (const word of britishSpellings(text)) problems.push(`a British spelling "${word}": ${text}`);
    for (const [, name, state, miles] of text.matchAll(AWAY)) stated(key(name!, state, page.state), miles!);
    for (const [, name, state, miles] of text.matchAll(AREA)) stated(key(name!, state, page.state), miles!);
  }
  for (const { name, distance } of page.listed ?? []) {
    const [place, state] = name.split(', ');
    stated(key(place!, state, page.state), distance);
  }
  for (const [place, seen] of distances) {
    if (seen.size > 1) problems.push(`${place} at ${[...seen].join(' and ')}`);
  }
  return problems;
}
