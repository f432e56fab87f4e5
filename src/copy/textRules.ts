/**
 * The text rules of src/content/ without Node: placeholders, plain text and lengths (docs/content.md,
 * "Limits"). Shared by the build's schemas (./rules.ts) and the editor in the browser
 * (scripts/content-editor/admin.ts), so both say the same thing in the same words.
 */
import { fill, placeholderProblem, placeholdersIn } from './placeholders.ts';

export { fill, placeholdersIn };

export type TextRules = {
  /** Placeholders this field may use. */
  placeholders?: readonly string[];
  /** Most characters as written. */
  max?: number;
  /** Most characters once the placeholders are filled in ({brand} with the longest brand name). */
  filledMax?: number;
  /** Fewest characters (default 1: a required text may not be empty). */
  min?: number;
  /** Placeholders the text must use. */
  requires?: readonly string[];
  /** Words the text must keep, and why (the pay button's "Buy", which the card disclosure names). */
  keeps?: { readonly word: string | readonly string[]; readonly because: string };
  /**
   * The text may state amounts by hand ("$25–$45"): only for figures that are not ours and that no
   * placeholder knows (the comparison page's estimates of other providers' rates).
   */
  literalAmounts?: boolean;
};

let brandNames: readonly string[] = [];

/** The brands' names (brands/*.ts `appName`), which copy must write as {brand}; set by the reader of the brand files. */
export function setBrandNames(names: readonly string[]): void {
  brandNames = names.filter((name) => name.trim().length > 0);
}

const CANCEL_ANY_TIME = /\bcancel(?:l?able|led|ling)?\b[^.;]{0,24}\bany ?time\b|\bno contract\b/i;
/** Promises that the buyer is not committed: every offer commits to paid months or a cost to leave earlier. */
const NO_COMMITMENT =
  /\bbefore you commit\b|\bno commitments?\b|\bcommitment[- ]free\b|\bwithout (?:any )?commitment\b|\brisk[- ]free\b|\bno strings(?: attached)?\b|\bno obligation\b|\bnothing to lose\b|\bfree trial\b/i;
/** The full voucher price called a regular price: what a cleaning regularly costs depends on the place and the hours. */
const REGULAR_PRICE = /\b(?:instead of|regular(?:ly)?(?: price)?|usually|normally|worth|was)\s+\{regularPrice\}/i;
const MEMBERSHIP_CHARGED =
  /\b(?:membership|forever clean)\b[^.]*\b(?:charged|billed)\b|\b(?:charged|billed)\b[^.]*\b(?:membership|forever clean)\b/i;

/**
 * Claims the numbers must prove (docs/content.md, "Claims"): an amount, a saving, a charging rule
 * or a cancellation promise written by hand can contradict what the site charges, so each comes
 * from the placeholder the catalogue fills, and a brand is always {brand}. The end of
 * "<file>: <field> …", or undefined.
 */
export function claimProblem(value: string, rules: Pick<TextRules, 'literalAmounts'> = {}): string | undefined {
  const uses = (...names: string[]) => names.some((name) => value.includes(`{${name}}`));
  if (!rules.literalAmounts && /\$\s?\d/.test(value)) {
    return 'states an amount by hand: use the placeholder the catalogue fills ({price}, {regularPrice}, {monthly}, …) so it is what the shopper pays';
  }
  if (/\d+(?:\.\d+)?\s?%\s*(?:off|less|cheaper|savings?)\b/i.test(value)) {
    return 'claims a saving by hand: use {memberDiscount}, which the member and non-member rates prove';
  }
  const commitment = NO_COMMITMENT.exec(value);
  if (commitment) {
    return `promises "${commitment[0]}", but the offer commits the buyer to paid months of Forever Clean or a cost to cancel earlier: say what it commits to`;
  }
  if (REGULAR_PRICE.test(value)) {
    return 'calls {regularPrice} a regular price: it is the full voucher price (what the first cleaning costs if Forever Clean is cancelled early), so say that; a regular price depends on the place and the hours';
  }
  if (CANCEL_ANY_TIME.test(value) && !uses('earlyCancellation', 'offerTerms')) {
    return 'promises "cancel any time" or "no contract" without the cost of cancelling early: add {earlyCancellation}';
  }
  if (MEMBERSHIP_CHARGED.test(value) && !uses('todayRule', 'firstChargeRule', 'offerTerms')) {
    return 'says when the membership is charged by hand: use {todayRule} and {firstChargeRule}, the one statement of charges';
  }
  for (const name of brandNames) {
    const at = value.toLowerCase().indexOf(name.toLowerCase());
    if (at >= 0 && !/\w/.test(value[at - 1] ?? '') && !/\w/.test(value[at + name.length] ?? '')) {
      return `names the brand "${name}" by hand: write {brand}, which each brand's site fills with its own name`;
    }
  }
  return undefined;
}

/** British spellings a US English site does not use ("centre", "neighbour", "organise" …). */
const BRITISH =
  /\b(centre[sd]?|neighbour\w*|colour\w*|favourite\w*|metres?|kilometres?|organis(?:e|ed|es|ing|ation)|licence|travell(?:ed|ing)|programme)\b/gi;

/** A capitalized word inside a sentence is a name (Centre, AL; Rockville Centre), not a spelling. */
function isPlaceName(text: string, match: RegExpMatchArray): boolean {
  const start = match.index ?? 0;
  const capital = match[0][0] !== match[0][0]!.toLowerCase();
  return capital && start > 0 && !/[.!?:]\s+$/.test(text.slice(0, start));
}

/**
 * The British spellings in `text`, in order (a placeholder's name counts: marketers read it in the
 * copy and in docs/content.md); place names aside. One list for every copy field and for the
 * location pages' wording check (src/pages/us/_lib/wording.ts).
 */
export function britishSpellings(text: string): string[] {
  return [...text.matchAll(BRITISH)].filter((match) => !isPlaceName(text, match)).map((match) => match[0]);
}

/** A British spelling in copy of a US English site. The end of "<file>: <field> …", or undefined. */
export function spellingProblem(value: string): string | undefined {
  const [word] = britishSpellings(value);
  return word === undefined ? undefined : `spells "${word}" the British way: the site is written in US English`;
}

/**
 * "3-hour" ({hours}, {Hours}) is an adjective: a noun must follow it ("a {hours} cleaning", "first
 * {Hours} Clean"). "{hours} of cleaning" and "your first {hours} for {price}" read "3-hour of
 * cleaning" and "your first 3-hour for $19" on the page. The end of "<file>: <field> …", or undefined.
 */
export function grammarProblem(value: string): string | undefined {
  const slip = /(\{[Hh]ours\}|\b\d+-[Hh]our)(?=\s+(?:of|for|to|at|and|or|with|from)\b|\s*(?:[.,;:!?)]|$))/.exec(value);
  if (!slip) return undefined;
  const shown = slip[1]!.startsWith('{') ? `${slip[1]} (“3-hour”)` : `“${slip[1]}”`;
  return `uses ${shown} without a noun after it: write “a {hours} cleaning” or “{hours} visit”`;
}

/** What is wrong with `value` under `rules` (the end of "<file>: <field> …"), or undefined. */
export function textProblem(
  value: string,
  rules: TextRules,
  values: Partial<Record<string, string>>,
): string | undefined {
  const allowed: readonly string[] = rules.placeholders ?? [];
  const fail = (message: string) => message;
  if (value.trim().length < (rules.min ?? 1)) return fail('is empty');
  if (/[<>]/.test(value)) return fail('must be plain text: < and > are not allowed (HTML would break the page)');
  const claim = claimProblem(value, rules);
  if (claim) return fail(claim);
  const grammar = grammarProblem(value);
  if (grammar) return fail(grammar);
  const spelling = spellingProblem(value);
  if (spelling) return fail(spelling);
  const unknown = placeholderProblem(value, allowed);
  if (unknown) return fail(unknown);
  for (const name of rules.requires ?? []) {
    if (!value.includes(`{${name}}`)) return fail(`must contain {${name}}`);
  }
  for (const word of rules.keeps ? [rules.keeps.word].flat() : []) {
    if (!new RegExp(`\\b${word}\\b`).test(value)) return fail(`must keep the words "${word}": ${rules.keeps!.because}`);
  }
  if (rules.max !== undefined && value.length > rules.max) {
    return fail(`is ${value.length} characters (at most ${rules.max})`);
  }
  if (rules.filledMax !== undefined) {
    const filled = fill(value, values);
    if (filled.length > rules.filledMax) {
      const used = placeholdersIn(value);
      const how = used.length ? ` once ${used.map((p) => `{${p}}`).join(', ')} is filled in` : '';
      return fail(`is ${filled.length} characters${how} (at most ${rules.filledMax})`);
    }
  }
  return undefined;
}
