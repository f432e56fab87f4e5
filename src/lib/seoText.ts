/**
 * Titles and descriptions that fit what search engines show: a title of at most 60 characters and
 * a description of at most 160. Pages give their wording from the most to the least complete (the
 * city and the price stay in every variant); the first that fits wins, with " | Brand" added when
 * that still fits. Only when no variant fits is the last one cut at a word.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The first variant that fits with the brand name, else the first that fits without it. */
export function fitTitle(variants: readonly string[], brandName: string): string {
  for (const variant of variants) {
    const branded = `${variant} | ${brandName}`;
    if (branded.length <= TITLE_MAX) return branded;
  }
  for (const variant of variants) if (variant.length <= TITLE_MAX) return variant;
  return cut(variants.at(-1) ?? brandName, TITLE_MAX);
}

/**
 * The first variant of at most 160 characters, else the last one shortened: to its whole sentences
 * when at least one fits (so it still reads as written), else cut at a word.
 */
export function fitDescription(variants: readonly string[]): string {
  for (const variant of variants) if (variant.length <= DESCRIPTION_MAX) return variant;
  const last = variants.at(-1) ?? '';
  const sentences = last.match(/[^.!?]+[.!?]+(?:\s+|$)/g) ?? [];
  let kept = '';
  for (const sentence of sentences) {
    if ((kept + sentence).trimEnd().length > DESCRIPTION_MAX) break;
    kept += sentence;
  }
  return kept.trim().length >= 70 ? kept.trim() : cut(last, DESCRIPTION_MAX);
}

/**
 * The last guard in the page shell for a finished title: too long, it loses its " | Brand" ending
 * first, and is cut at a word only if it is still too long. Pages whose title must keep particular
 * facts (a city's name and price) choose their own fitting wording with fitTitle().
 */
export function fitPageTitle(title: string, brandName: string): string {
  if (title.length <= TITLE_MAX) return title;
  const suffix = ` | ${brandName}`;
  const own = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  return own.length <= TITLE_MAX ? own : cut(own, TITLE_MAX);
}
