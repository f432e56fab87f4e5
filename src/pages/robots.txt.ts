import type { APIRoute } from 'astro';
import { absoluteUrl, brand } from '../brand/index.ts';

/** Indexable brands invite crawlers and point at the sitemap; every other brand shuts them out. */
export const GET: APIRoute = () => {
  const body = brand.indexable
    ? `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap-index.xml')}\n`
    : 'User-agent: *\nDisallow: /\n';
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
