import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fill, placeholderProblem, PLACEHOLDERS, say, type Sentence } from './placeholders.ts';
import { chromeCopy, socialLabel } from './chrome.ts';

describe('the one list of placeholders', () => {
  it('describes every placeholder of the shared copy in the marketer’s guide', () => {
    const guide = readFileSync(join(process.cwd(), 'docs', 'content.md'), 'utf8');
    const section = guide.slice(guide.indexOf('## Placeholders'), guide.indexOf('## Claims the numbers must prove'));
    for (const name of Object.keys(PLACEHOLDERS)) expect(section, `{${name}}`).toContain(`{${name}}`);
  });

  it('fills what it knows, leaves the rest for later, and names a placeholder a field does not allow', () => {
    expect(fill('{brand} on {network}', { network: 'Instagram' })).toBe('{brand} on Instagram');
    expect(placeholderProblem('Cleaners in {city}', ['brand', 'price'])).toBe(
      'uses {city}, which is not a placeholder here (allowed: {brand} {price})',
    );
    expect(placeholderProblem('Cleaners in {city}', [])).toBe(
      'uses {city}, which is not a placeholder here (allowed: none)',
    );
    expect(placeholderProblem('{brand} cleaners', ['brand'])).toBeUndefined();
    expect(() => say('{city}, {state}' as Sentence<'city' | 'state'>, { city: 'Chicago' } as never)).toThrow(
      'Places copy: {state} has no value',
    );
  });

  it('gives every page’s header and footer the brand’s own name and the year', () => {
    const copy = chromeCopy('Maple & Mop', 'maple-and-mop');
    expect(copy.footer.copyright).toBe(`© ${new Date().getFullYear()} Maple & Mop. All rights reserved.`);
    expect(socialLabel(copy, 'Instagram')).toBe('Maple & Mop on Instagram');
  });
});
