/**
 * Filling a placeholder ({brand}, {price}, {step}): the one way, for pages at build time and for
 * islands in the browser. It imports nothing, so an island that fills a sentence ships these few
 * bytes (one small chunk the islands that fill share) and never the placeholders' table
 * (./placeholders.ts, which ESLint keeps out of src/islands/).
 */

/** A placeholder: a name between braces. */
const TOKEN = /\{([^{}]*)\}/g;

/** The text with its placeholders filled from `values`; unknown ones are left as written. */
export function fill(text: string, values: Readonly<Partial<Record<string, string | number>>>): string {
  return text.replace(TOKEN, (token, name: string) => {
    const value = values[name];
    return value === undefined ? token : String(value);
  });
}

/**
 * The text in pieces, for a filler that puts markup in a placeholder's place: the words around
 * the placeholders at the even indexes, each placeholder's name at the odd ones
 * ("A {hours} clean" → ["A ", "hours", " clean"]).
 */
export function placeholderPieces(text: string): string[] {
  return text.split(TOKEN);
}

/** The text with each placeholder as `parts` gives it (text, or an element with its own key). */
export function fillParts<T>(text: string, parts: Readonly<Partial<Record<string, T>>>): (string | T | undefined)[] {
  return placeholderPieces(text).map((piece, index) => (index % 2 ? parts[piece] : piece));
}
