/**
 * The main content of a built page as a search engine compares it: the text of `<main>` without
 * scripts, styles or tags, with given names (brands, places) removed, as lowercase words; and the
 * word 5-gram Jaccard similarity of two such texts.
 */
import { cohorts } from '../../src/catalog/plans.ts';

/** The default cohort's place in the catalogue: the view a crawler without storage renders. */
const DEFAULT_PLACE = String(cohorts.findIndex((cohort) => cohort.isDefault));

/**
 * Keeps only the default offer view's wording of each figure (src/domain/offerViews.ts): a search
 * engine renders the page with its stylesheet, which hides every other view's.
 */
function defaultView(html: string): string {
  return html.replace(
    /<span\b([^>]*\bdata-(?:c|nc|p)="[^>]*)>([^<]*)<\/span>/g,
    (_whole, attrs: string, text: string) => {
      const mark = (name: string) => new RegExp(`\\bdata-${name}="([^"]*)"`).exec(attrs)?.[1]?.split(' ');
      const [shown, notShown, pricing] = [mark('c'), mark('nc'), mark('p')];
      const visible =
        (!shown || shown.includes(DEFAULT_PLACE)) &&
        !(notShown ?? []).includes(DEFAULT_PLACE) &&
        (!pricing || pricing.includes('control'));
      return visible ? text : '';
    },
  );
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Text of the page's `<main>` element (the whole body when there is none). */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? html;
  return defaultView(main)
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\s+/g, ' ')
    .trim();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text with every name removed (longest first, whole words, case-insensitive). */
export function withoutNames(text: string, names: readonly string[]): string {
  let out = text;
  for (const name of [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(`(?<![\\w])${escape(name)}(?![\\w])`, 'gi'), ' ');
  }
  return out;
}

/** Lowercase words (letters, digits, $ . , % kept inside). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}$%][\p{L}\p{N}$%.,'’-]*/gu) ?? [];
}

/** The set of word n-grams (5 by default). */
export function shingles(text: string, n = 5): Set<string> {
  const list = words(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= list.length; i++) out.add(list.slice(i, i + n).join(' '));
  return out;
}

/** |A ∩ B| / |A ∪ B|; 1 for two empty sets. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let both = 0;
  for (const item of small) if (large.has(item)) both++;
  return both / (a.size + b.size - both);
}
