import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUIDE, placeholderTables, tableIn } from './placeholder-table.ts';

describe('the placeholder tables of docs/content.md', () => {
  it('say what every placeholder becomes and where it is allowed, as the records do', () => {
    const [shared, places] = placeholderTables();
    expect(shared!.rows.find(([name]) => name === '`{brand}`')?.[2]).toBe('everywhere');
    expect(shared!.rows.find(([name]) => name === '`{network}`')?.[2]).toBe('chrome (`footer.socialLink`)');
    expect(places!.rows.find(([name]) => name === '`{city}`')?.[1]).toBe('the place\'s name ("Chicago")');
    // Out of date after a record changes: run `npx node scripts/placeholder-table.ts`.
    const guide = readFileSync(GUIDE, 'utf8');
    for (const { name, rows } of placeholderTables()) expect(tableIn(guide, name), name).toEqual(rows);
  });
});
