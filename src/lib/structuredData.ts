/**
 * schema.org JSON-LD builders shared by the pages (BaseLayout writes what a page passes as
 * `jsonLd`). Each takes `url`, a function making a site path absolute (the brand's absoluteUrl),
 * so the same builder serves every brand. Page-specific ones (BlogPosting, a city's Service) stay
 * with their pages and use these for their parts.
 */

type Ld = Record<string, unknown>;

/** Makes a site path absolute: `/deal` -> `https://tidyhaven.example/deal`. */
export type AbsoluteUrl = (path: string) => string;

/** One step of a breadcrumb trail; the last one is the current page. */
export type Crumb = { name: string; path: string };

/** A question; `link` (optional) is shown after the answer on the page, not in structured data. */
export type FaqItem = { question: string; answer: string; link?: { href: string; label: string } | undefined };

/** BreadcrumbList for a trail, from the same list as the visible trail so the two never disagree. */
export function breadcrumbListLd(crumbs: readonly Crumb[], url: AbsoluteUrl): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path),
    })),
  };
}

/** FAQPage for the questions shown on a page (all of them, verbatim); `extra` adds e.g. its url. */
export function faqPageLd(items: readonly FaqItem[], extra: Ld = {}): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...extra,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The brand as an Organization (publisher, author); with `logoUrl` it carries its logo. */
export function organizationLd(name: string, url: AbsoluteUrl, logoUrl?: string): Ld {
  return {
    '@type': 'Organization',
    name,
    url: url('/'),
    ...(logoUrl ? { logo: { '@type': 'ImageObject', url: logoUrl } } : {}),
  };
}

/** A plain content page (apply, comparison, terms) published by the brand. */
export function webPageLd(
  page: { name: string; description: string; path: string; dateModified?: string },
  publisher: string,
  url: AbsoluteUrl,
): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: url(page.path),
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
    publisher: organizationLd(publisher, url),
  };
}
