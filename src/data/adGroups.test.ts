import { describe, expect, it } from 'vitest';
import { adCopySchema, adGroupSchema, HERO_LIMITS } from '../copy/schemas.ts';
import { adGroups, defaultAdCopy } from './adGroups.ts';

/** The messages of the one set of ad-copy rules (src/copy/schemas.ts) for `entry`. */
const issues = (entry: unknown) => adGroupSchema.safeParse(entry).error?.issues.map((issue) => issue.message) ?? [];

describe('ad-group table', () => {
  it('holds 22 ad groups with unique numeric ids, each passing the schema', () => {
    expect(adGroups).toHaveLength(22);
    expect(new Set(adGroups.map((group) => group.id)).size).toBe(22);
    for (const group of adGroups) {
      expect(group.id).toMatch(/^\d{10,11}$/);
      expect(issues(group), group.id).toEqual([]);
    }
  });

  it('gives every ad group its own headline and banner title, different from the default', () => {
    const headlines = new Set(adGroups.map((group) => group.headline));
    const titles = new Set(adGroups.map((group) => group.title));
    expect(headlines.size).toBe(22);
    expect(titles.size).toBe(22);
    expect(headlines.has(defaultAdCopy.headline)).toBe(false);
    expect([...titles]).toEqual(
      expect.arrayContaining(['Apartment Cleaning Services', 'Same Day Cleaners', 'Maid Services']),
    );
  });

  it('keeps the default wording valid too', () => {
    expect(adCopySchema.safeParse(defaultAdCopy).success).toBe(true);
  });

  it('rejects what would break the page or a marketer would get wrong', () => {
    const good = adGroups[0]!;
    expect(issues({ ...good, id: 'abc' })).toEqual(['must be a numeric ad group id (write it in quotes)']);
    expect(issues({ ...good, headline: 'Cleaning for less' })).toEqual(['must contain {price}']);
    expect(issues({ ...good, lead: '   ' })).toEqual(['is empty']);
    expect(issues({ ...good, title: 'x'.repeat(HERO_LIMITS.title + 1) })).toEqual([
      `is ${HERO_LIMITS.title + 1} characters (at most ${HERO_LIMITS.title})`,
    ]);
    expect(issues({ ...good, ctaHeading: 'Save {percent}' })).toEqual([
      'uses {percent}, which is not a placeholder here (allowed: {brand} {price} {hours} {Hours})',
    ]);
    expect(issues({ ...good, lead: 'Clean <b>now</b>' })).toEqual([
      'must be plain text: < and > are not allowed (HTML would break the page)',
    ]);
  });
});
