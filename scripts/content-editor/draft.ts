/**
 * The preview of what is being typed (docs/content.md): while a field changes, the editor sends the
 * entry as it stands (a draft) to ./files.ts, which checks it as a save would without writing it;
 * a draft the build accepts becomes a list of replacements, the words as saved → the words as
 * typed, that ./preview.ts applies to the built pages it serves. The pane then shows the built page
 * (the brand's styles, placeholders filled, every other word as built) with the typed words in
 * place, before Publish; Publish rebuilds the brand, and the rebuilt page takes over.
 *
 * A field's words are matched between its placeholders: "Get your first cleaning for {price}"
 * changed to "Book your first cleaning for {price}" replaces "Get your first cleaning for" on the
 * page. A change that adds or removes a placeholder, or a list item, cannot be matched to the
 * built page's words; it is named in `later` and shows after Publish.
 */
import { stringify } from 'yaml';

/** One change of the page's words: what the built page says → what the draft says (plain text). */
export type Replacement = readonly [before: string, after: string];

export type Draft = {
  /** The words to put in place, longest first. */
  replacements: Replacement[];
  /** Fields whose change shows only after Publish (placeholders or list items added or removed). */
  later: string[];
};

const PLACEHOLDER = /\{[^{}]*\}/g;
/** Too short to stand for one place on the page ("a", "the"): such a piece shows after Publish. */
const MIN_PIECE = 4;

/** Decap's entry data as the file's text (the file API merges it into the file like a save). */
export function rawOf(path: string, data: Record<string, unknown>): string {
  if (!path.endsWith('.md')) return stringify(data);
  const { body, ...fields } = data;
  return `---\n${stringify(fields)}---\n${typeof body === 'string' ? body : ''}\n`;
}

/** Markdown as the page shows it: link words without their address, no emphasis marks. */
const plain = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The words between a text's placeholders, paragraph by paragraph. */
function pieces(text: string): { placeholders: string; words: string[] } {
  const paragraphs = text.split(/\n\s*\n/);
  return {
    placeholders: `${paragraphs.length}:${(text.match(PLACEHOLDER) ?? []).join('')}`,
    words: paragraphs.flatMap((paragraph) => paragraph.split(PLACEHOLDER).map(plain)),
  };
}

function compareText(field: string, before: string, after: string, draft: Draft): void {
  const old = pieces(before);
  const next = pieces(after);
  if (old.placeholders !== next.placeholders) {
    draft.later.push(field);
    return;
  }
  old.words.forEach((words, i) => {
    const typed = next.words[i]!;
    if (words === typed) return;
    if (words.length < MIN_PIECE) draft.later.push(field);
    else draft.replacements.push([words, typed]);
  });
}

function compare(field: string, before: unknown, after: unknown, draft: Draft): void {
  if (typeof before === 'string' && typeof after === 'string') return compareText(field, before, after, draft);
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) draft.later.push(field);
    before.forEach((item, i) => i < after.length && compare(`${field}.${i + 1}`, item, after[i], draft));
    return;
  }
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const old = before as Record<string, unknown>;
    const next = after as Record<string, unknown>;
    for (const key of new Set([...Object.keys(old), ...Object.keys(next)])) {
      compare(field ? `${field}.${key}` : key, old[key], next[key], draft);
    }
    return;
  }
  if (before !== after) draft.later.push(field);
}

/** What changed from the entry as saved (`before`, the fields a page reads) to the draft (`after`). */
export function draftOf(before: Record<string, unknown>, after: Record<string, unknown>): Draft {
  const draft: Draft = { replacements: [], later: [] };
  compare('', before, after, draft);
  // A longer piece first, so that a piece inside another is not replaced within it.
  draft.replacements.sort(([a], [b]) => b.length - a.length);
  draft.later = [...new Set(draft.later)];
  return draft;
}

/** The ways a page's HTML writes a text: as is, and escaped as Astro and the page's scripts escape it. */
function spellings(text: string): string[] {
  const base = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const quoted = base.replaceAll('"', '&quot;');
  return [text, base, quoted.replaceAll("'", '&#39;'), quoted.replaceAll("'", '&#x27;')];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page with the draft's words in place of the built ones, in one pass (a typed text that holds
 * the built one is not replaced again). Scripts and styles are left as built (an inline script's
 * CSP hash must still match), so the words change wherever the page shows text.
 */
export function applyDraft(html: string, replacements: readonly Replacement[]): string {
  const typed = new Map<string, string>();
  for (const [before, after] of replacements) {
    const written = spellings(after);
    spellings(before).forEach((spelling, k) => typed.has(spelling) || typed.set(spelling, written[k]!));
  }
  if (typed.size === 0) return html;
  const keys = [...typed.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(keys.join('|'), 'g');
  return html
    .split(/(<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>)/i)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(pattern, (found) => typed.get(found)!)))
    .join('');
}
