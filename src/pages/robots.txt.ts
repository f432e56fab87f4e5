import type { APIRoute } from 'astro';
import { absoluteUrl, brand } from '../brand/index.ts';

/**
 * Indexable brands invite crawlers and point at the sitemap. Every other brand lets them in too,
 * without a sitemap: a crawler shut out by `Disallow: /` never reads the pages' noindex (meta tag
 * and X-Robots-Tag header), so a linked URL could still be indexed bare.
 */
export const GET: APIRoute = () => {
  const body = brand.indexable
    ? `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap-index.xml')}\n`
    : 'User-agent: *\nAllow: /\n';
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
