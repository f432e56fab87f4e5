/**
 * How copy's placeholders are filled, on pages at build time and by islands in the browser. Its own
 * module, importing nothing: an island that fills a sentence loads these few lines and none of the
 * placeholders' records (./placeholders.ts).
 */

/** A placeholder: a name between braces, `{price}`. */
export const TOKEN = /\{([^{}]*)\}/g;

/**
 * `text` in pieces, each placeholder as `values` gives it: the words around the placeholders at the
 * even indexes, the values at the odd ones, so a value may be markup (an element with its own key).
 * A placeholder without a value is left as written. A value is never read as a pattern (`$&`), and
 * braces in a value are never filled again.
 */
export function fillParts<T>(text: string, values: Readonly<Partial<Record<string, T>>>): (string | T)[] {
  return text
    .split(TOKEN)
    .map((piece, i) => (i % 2 ? ((Object.hasOwn(values, piece) ? values[piece] : undefined) ?? `{${piece}}`) : piece));
}

/** `text` with its placeholders filled from `values` (as `fillParts` fills them). */
export const fill = (text: string, values: Readonly<Partial<Record<string, string | number>>>): string =>
  fillParts(text, values).join('');
