import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMAND, contentLists, GUIDE, linesIn } from './content-docs.ts';

describe('the generated lists of docs/content.md', () => {
  it('name every collection’s files and every placeholder’s meaning and place, as the records do', () => {
    const [collections, shared, places] = contentLists();
    expect(collections!.lines).toContain('- `src/content/pages/apply.yaml`: `/apply` (become a cleaner)');
    const line = (name: string) => shared!.lines.find((text) => text.startsWith(`- \`{${name}}\`:`));
    expect(line('brand')).toMatch(/\(where: everywhere\)$/);
    expect(line('network')).toMatch(/\(where: `chrome\.yaml` \(`footer\.socialLink`\)\)$/);
    expect(line('rating')).toMatch(/\(where: `deal\.yaml` \(`rating`\), `reviews\.yaml`\)$/);
    expect(places!.lines).toContain('- `{city}`: the place\'s name ("Chicago")');
    const guide = readFileSync(GUIDE, 'utf8');
    for (const { name, lines } of contentLists())
      expect(linesIn(guide, name), `docs/content.md's list "${name}" is out of date: run \`${COMMAND}\``).toEqual(
        lines,
      );
  });
});
