/**
 * CORS from an allow-list: the brands' own origins (their base addresses from the brand configs,
 * including BASE_URL_<KEY> overrides) plus API_CORS_ORIGINS (comma-separated, for staging hosts).
 * Allowed origins get CORS headers without credentials; any other origin (also "null") gets none,
 * so a browser on another site cannot send the client-name header or read an answer. Same-origin
 * requests (the site serving the API under /api/graphql) need no CORS headers at all.
 */
import type { CORSOptions } from 'graphql-yoga';
import { loadAllBrands } from '../src/brand/load.ts';
import { CLIENT_NAME_HEADER } from '../src/graphql/endpoint.ts';

export const CORS_ORIGINS_VARIABLE = 'API_CORS_ORIGINS';

function normalise(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The allowed origins: every brand's base address and the environment's extra origins. The
 * production API leaves out development brands (isDev: the staging site shows test data and is
 * not where shoppers buy); staging hosts that need the production API list it in API_CORS_ORIGINS.
 */
export async function allowedOrigins(env: NodeJS.ProcessEnv = process.env, production = false): Promise<Set<string>> {
  const brands = await loadAllBrands(env);
  const origins = [...brands.values()].filter((brand) => !production || !brand.isDev).map((brand) => brand.baseUrl);
  origins.push(...(env[CORS_ORIGINS_VARIABLE] ?? '').split(','));
  return new Set(origins.map((o) => normalise(o.trim())).filter((o): o is string => o !== null));
}

/** Yoga's `cors` option over an allow-list (loaded once, on the first request that needs it). */
export function corsFromAllowList(origins: () => Promise<Set<string>>) {
  let loaded: Promise<Set<string>> | undefined;
  return async (request: Request): Promise<CORSOptions> => {
    const origin = request.headers.get('origin');
    if (!origin) return false;
    loaded ??= origins();
    if (!(await loaded).has(origin)) return false;
    return {
      origin: [origin],
      credentials: false,
      methods: ['POST', 'GET'],
      allowedHeaders: ['content-type', 'accept', CLIENT_NAME_HEADER.toLowerCase()],
      maxAge: 600,
    };
  };
}
