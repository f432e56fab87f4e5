import { describe, expect, it } from 'vitest';
import type { HubArticleData } from '#src/content/hub/schema.ts';
import {
  articlePath,
  blogPostingLd,
  displayDay,
  newestFirst,
  relatedArticles,
  toArticle,
  wordCount,
  type Site,
} from './articles.ts';

const data = (published: string, extra: Partial<HubArticleData> = {}): HubArticleData => ({
  title: `Article of ${published}`,
  description: 'A description long enough to pass the schema in the real collection.',
  published: new Date(`${published}T00:00:00Z`),
  category: 'cleaning',
  ...extra,
});
const site: Site = {
  name: 'Acme',
  url: (path) => `https://acme.example${path}`,
  logoUrl: 'https://acme.example/brand/logo.png',
};

describe('hub article helpers', () => {
  it('counts words without Markdown markup or link targets', () => {
    expect(wordCount('## Two words\n\n- **Bold** item, [a link](https://x.example/long/path) here')).toBe(7);
    expect(wordCount('---\ntitle: Ignored frontmatter\n---\nOnly these four words')).toBe(4);
  });

  it('takes an article’s reading time from its words (src/domain/reading.ts) unless it states its own', () => {
    expect(toArticle('a', data('2026-01-01'), 'word '.repeat(700)).minutes).toBe(4);
    expect(toArticle('a', data('2026-01-01', { readingMinutes: 9 }), 'short').minutes).toBe(9);
  });

  it('maps slugs to /hub/<slug>/ and refuses names that are not slugs or are taken', () => {
    expect(articlePath('deep-clean')).toBe('/hub/deep-clean/');
    expect(() => articlePath('Deep Clean')).toThrow(/lowercase words joined by hyphens/);
    expect(() => articlePath('category')).toThrow(/category/);
  });

  it('orders newest first and suggests named, then same-category related articles', () => {
    const a = toArticle('a', data('2026-01-01'), '');
    const b = toArticle('b', data('2026-03-01'), '');
    const c = toArticle('c', data('2026-02-01', { related: ['a'] }), '');
    const d = toArticle('d', data('2026-04-01'), '');
    expect(newestFirst([a, b, c, d]).map((x) => x.slug)).toEqual(['d', 'b', 'c', 'a']);
    expect(relatedArticles(c, [a, b, c, d], 2).map((x) => x.slug)).toEqual(['a', 'd']);
    expect(relatedArticles(d, [a, b, c, d]).map((x) => x.slug)).toEqual(['b', 'c', 'a']);
    const broken = toArticle('e', data('2026-01-01', { related: ['missing'] }), '');
    expect(() => relatedArticles(broken, [a, broken])).toThrow(/"missing" does not exist/);
  });

  it('shows and marks up dates as written, whatever the time zone', () => {
    expect(displayDay(new Date('2026-03-04T00:00:00Z'))).toBe('March 4, 2026');
    const posting = blogPostingLd(site, toArticle('a', data('2026-03-04'), 'one two three'), 'Cleaning');
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      datePublished: '2026-03-04',
      dateModified: '2026-03-04',
      publisher: { name: 'Acme', logo: { url: 'https://acme.example/brand/logo.png', width: 512, height: 512 } },
      image: { '@type': 'ImageObject', url: 'https://acme.example/og/hub.png', width: 1200, height: 630 },
      url: 'https://acme.example/hub/a/',
      wordCount: 3,
    });
  });
});
