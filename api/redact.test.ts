/** Quoted client input cut out of error messages (api/redact.ts). */
import { describe, expect, it } from 'vitest';
import { withoutQuotedInput } from './redact.ts';

describe('redaction', () => {
  it('a quoted string with escaped quotes is cut whole: nothing of an input containing "; " survives', () => {
    const names = new Set(['Sort']);
    expect(withoutQuotedInput('Value "a\\"; secret \\"b" does not exist in "Sort" enum.', names)).toBe(
      'Value "…" does not exist in "Sort" enum.',
    );
  });
});
