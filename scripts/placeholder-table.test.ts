import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUIDE, placeholderRows, tableIn } from './placeholder-table.ts';

describe('the placeholder table of docs/content.md', () => {
  it('says what every placeholder becomes and where it is allowed, as the records do', () => {
    const rows = placeholderRows();
    expect(rows.find(([name]) => name === '`{brand}`')?.[2]).toBe('everywhere');
    expect(rows.find(([name]) => name === '`{network}`')?.[2]).toBe('chrome (`footer.socialLink`)');
    // Out of date after a record changes: run `node scripts/placeholder-table.ts`.
    expect(tableIn(readFileSync(GUIDE, 'utf8'))).toEqual(rows);
  });
});
