/**
 * The text rules of src/content/ without Node: placeholders, plain text and lengths (docs/content.md,
 * "Limits"). Shared by the build's schemas (./rules.ts) and the editor in the browser
 * (scripts/content-editor/admin.ts), so both say the same thing in the same words.
 */
const TOKEN = /\{([^{}]*)\}/g;

/** Placeholders a text uses, in order, without repeats. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((match) => match[1]!))];
}

/** The text with its placeholders filled from `values`; unknown ones are left as written. */
export function fill(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(TOKEN, (token, name: string) => values[name] ?? token);
}

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
};

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
  for (const name of placeholdersIn(value)) {
    if (!allowed.includes(name)) {
      const list = allowed.length ? allowed.map((p) => `{${p}}`).join(' ') : 'none';
      return fail(`uses {${name}}, which is not a placeholder here (allowed: ${list})`);
    }
  }
  for (const name of rules.requires ?? []) {
    if (!value.includes(`{${name}}`)) return fail(`must contain {${name}}`);
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
