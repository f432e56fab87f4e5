import { describe, expect, it } from 'vitest';
import { serviceLinks } from './navigation.ts';
import { servicePages, serviceSlugs } from './services.ts';

describe('service pages data', () => {
  const pages = servicePages('Acme Test Brand');

  it('has one page per header link, in the header’s order', () => {
    expect(pages.map((page) => `/services/${page.slug}`)).toEqual(serviceLinks.map((link) => link.href));
    expect(pages.map((page) => page.slug)).toEqual(serviceSlugs);
  });

  it('gives every page its own title, description, intro and FAQ (4 to 5 questions)', () => {
    for (const key of ['title', 'description', 'heading', 'lead'] as const) {
      expect(new Set(pages.map((page) => page[key])).size, key).toBe(pages.length);
    }
    expect(new Set(pages.map((page) => page.intro.join(' '))).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.faq.length, page.slug).toBeGreaterThanOrEqual(4);
      expect(page.faq.length, page.slug).toBeLessThanOrEqual(5);
      expect(page.included.length, page.slug).toBeGreaterThan(0);
      expect(page.description.length, page.slug).toBeLessThanOrEqual(200);
    }
  });

  it('names the brand it is given and links only to existing related services', () => {
    for (const page of pages) {
      expect(page.title, page.slug).toContain('Acme Test Brand');
      for (const slug of page.related) {
        expect(serviceSlugs, `${page.slug} -> ${slug}`).toContain(slug);
        expect(slug).not.toBe(page.slug);
      }
    }
  });
});
