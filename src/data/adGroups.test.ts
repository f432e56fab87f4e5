import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdCopySchema, AdCopyTableSchema, LIMITS, adGroups, defaultAdCopy } from './adGroups.ts';

describe('ad-group table', () => {
  it('passes its schema: 22 ad groups with unique numeric ids', () => {
    const result = v.safeParse(AdCopyTableSchema, adGroups);
    expect(result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toBeUndefined();
    expect(adGroups).toHaveLength(22);
    expect(new Set(adGroups.map((group) => group.id)).size).toBe(22);
    for (const group of adGroups) expect(group.id).toMatch(/^\d{10,11}$/);
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
    expect(v.safeParse(AdCopySchema, defaultAdCopy).success).toBe(true);
  });

  it('rejects what would break the page or a marketer would get wrong', () => {
    const good = adGroups[0]!;
    const issues = (entry: unknown) =>
      v.safeParse(AdCopyTableSchema, [entry]).issues?.map((issue) => issue.message) ?? [];
    expect(issues({ ...good, id: 'abc' })).toEqual(['id must be a numeric ad group id']);
    expect(issues({ ...good, headline: 'Cleaning for less' })).toEqual(['headline must contain {price}']);
    expect(issues({ ...good, lead: '   ' })).toEqual(['lead is empty']);
    expect(issues({ ...good, title: 'x'.repeat(LIMITS.title + 1) })).toEqual([
      `title is longer than ${LIMITS.title} characters`,
    ]);
    expect(issues({ ...good, ctaHeading: 'Save {percent}' })).toEqual([
      'Use only the placeholders {price} {hours} {Hours} {brand}',
    ]);
    expect(issues({ ...good, lead: 'Clean <b>now</b>' })).toEqual(['Plain text only: no < or >']);
    expect(v.safeParse(AdCopyTableSchema, [good, { ...good }]).issues?.map((i) => i.message)).toEqual([
      'ad group ids must be unique',
    ]);
  });
});
