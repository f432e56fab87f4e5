/**
 * Breadcrumb trail data: the visible trail (Breadcrumbs.astro) and its BreadcrumbList JSON-LD
 * come from the same list, so the two never disagree.
 */

/** One step of the trail; the last one is the current page. */
export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList for a trail; `url` makes a site path absolute (absoluteUrl). */
export function breadcrumbListLd(crumbs: readonly Crumb[], url: (path: string) => string): Record<string, unknown> {
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
