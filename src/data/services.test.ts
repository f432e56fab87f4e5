import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serviceLinks } from './navigation.ts';
import { servicePages, serviceSlugs } from './services.ts';

describe('service pages data', () => {
  const pages = servicePages('Acme Test Brand');

  it('builds a page for every service file, and every page the header links to has its file', () => {
    // A service file no header link names would never be built; a link without a file, a 404.
    const files = readdirSync(new URL('../content/services/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
      .map((entry) => entry.name.replace(/\.md$/, ''));
    expect([...files].sort()).toEqual([...serviceSlugs].sort());
    expect(serviceLinks.map((link) => link.href)).toEqual(pages.map((page) => `/services/${page.slug}`));
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
