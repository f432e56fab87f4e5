/**
 * The hub's frontmatter schema and the articles themselves: Astro validates each file against the
 * schema at build time; these tests pin what the schema accepts and what every article must be.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadAllBrands } from '../../brand/load.ts';
import { wordCount } from '../../pages/hub/_lib/articles.ts';
import { hubArticleSchema, RESERVED_SLUGS, SLUG_PATTERN } from './schema.ts';

const dir = fileURLToPath(new URL('./', import.meta.url));
const files = readdirSync(dir).filter((file) => file.endsWith('.md'));
const read = (file: string) => readFileSync(`${dir}${file}`, 'utf8');
const body = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '');

const valid = {
  title: 'How to Clean an Oven Without Harsh Fumes',
  description: 'A baking soda method that lifts burnt-on grease overnight, and how to finish the racks and glass door.',
  published: '2026-05-01',
  category: 'cleaning',
};

describe('hub article frontmatter schema', () => {
  it('accepts a minimal article and reads dates as dates', () => {
    const data = hubArticleSchema.parse(valid);
    expect(data.published).toEqual(new Date('2026-05-01T00:00:00Z'));
    expect(data.updated).toBeUndefined();
  });

  it('rejects a missing title, an unknown category, an unparseable date and a misspelt field', () => {
    expect(hubArticleSchema.safeParse({ ...valid, title: undefined }).success).toBe(false);
    expect(hubArticleSchema.safeParse({ ...valid, category: 'gardening' }).success).toBe(false);
    expect(hubArticleSchema.safeParse({ ...valid, published: 'last Tuesday' }).success).toBe(false);
    expect(hubArticleSchema.safeParse({ ...valid, pubished: '2026-05-01' }).success).toBe(false);
  });

  it('keeps descriptions to what search results show and titles to a headline', () => {
    expect(hubArticleSchema.safeParse({ ...valid, description: 'Too short.' }).success).toBe(false);
    expect(hubArticleSchema.safeParse({ ...valid, description: 'x'.repeat(161) }).success).toBe(false);
    expect(hubArticleSchema.safeParse({ ...valid, title: 'x'.repeat(71) }).success).toBe(false);
  });

  it('rejects an update date before the publication date', () => {
    const result = hubArticleSchema.safeParse({ ...valid, updated: '2026-04-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['updated']);
    expect(hubArticleSchema.safeParse({ ...valid, updated: '2026-05-01' }).success).toBe(true);
  });
});

describe('hub articles (src/content/hub/*.md)', () => {
  it('has at least six articles, each named by a valid slug', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files) {
      const slug = file.replace(/\.md$/, '');
      expect(slug, file).toMatch(SLUG_PATTERN);
      expect(RESERVED_SLUGS, file).not.toContain(slug);
    }
  });

  it.each(files)(
    '%s is 500 to 900 words, starts its headings at h2 and names no related article that is missing',
    (file) => {
      const text = read(file);
      const words = wordCount(body(text));
      expect(words).toBeGreaterThanOrEqual(500);
      expect(words).toBeLessThanOrEqual(900);
      // The page template renders the title as the one h1.
      expect(body(text)).not.toMatch(/^# /m);
      const related = [...text.matchAll(/^ {2}- ([a-z0-9-]+)$/gm)].map((match) => `${match[1]}.md`);
      for (const name of related) expect(files, `${file} relates to ${name}`).toContain(name);
    },
  );

  it('never names a brand (the page template adds the brand)', async () => {
    const brands = [...(await loadAllBrands()).values()];
    for (const file of files) {
      const text = read(file).toLowerCase();
      for (const brand of brands) {
        expect(text, `${file} names ${brand.appName}`).not.toContain(brand.appName.toLowerCase());
        expect(text, `${file} names ${brand.domain}`).not.toContain(brand.domain.toLowerCase());
      }
    }
  });
});
