/**
 * Loads and validates the brand files under brands/. Runs in Node only (build scripts and
 * astro.config.ts); pages read the selected brand through src/brand/index.ts instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { BrandConfigSchema, type BrandFile } from './schema.ts';
import { resolveSearchPolicy } from './search.ts';
import type { Brand } from './types.ts';

/** A brand file's validated config before the brands are resolved against each other. */
export type ParsedBrand = Omit<Brand, 'searchPolicy'>;

export const brandsDir = fileURLToPath(new URL('../../brands/', import.meta.url));

/** A brand file that fails validation; the message names the brand and the field. */
export class BrandConfigError extends Error {
  override name = 'BrandConfigError';
}

/** Environment variable that overrides a brand's base address, e.g. BASE_URL_MAPLE_AND_MOP. */
export function baseUrlVariable(key: string): string {
  return `BASE_URL_${key.toUpperCase().replaceAll('-', '_')}`;
}

/** Keys of every brand: one per .ts file directly under brands/. */
export function listBrandKeys(dir = brandsDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .map((name) => name.slice(0, -'.ts'.length))
    .sort();
}

function svgSize(path: string): { width: number; height: number } | undefined {
  const match = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(readFileSync(path, 'utf8'));
  if (!match?.[1] || !match[2]) return undefined;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** Validates one brand file's export; throws BrandConfigError naming brand and field. */
export function parseBrand(
  key: string,
  file: unknown,
  env: Record<string, string | undefined>,
  dir = brandsDir,
): ParsedBrand {
  const fail: (field: string, message: string) => never = (field, message) => {
    throw new BrandConfigError(`Brand "${key}": field "${field}" ${message}`);
  };
  if (typeof file !== 'object' || file === null) fail('(default export)', 'must be an object made with defineBrand');
  const partial = file as Partial<BrandFile>;
  const override = env[baseUrlVariable(key)];
  const input = {
    ...partial,
    key,
    baseUrl: (override ?? `https://${String(partial.domain)}`).replace(/\/+$/, ''),
  };
  const result = v.safeParse(BrandConfigSchema, input);
  if (!result.success) {
    const issue = result.issues[0];
    const field = v.getDotPath(issue) ?? '(root)';
    const source = field === 'baseUrl' && override !== undefined ? ` (from ${baseUrlVariable(key)})` : '';
    fail(field, `${issue.message}${source}`);
  }
  const config = result.output;
  const logoPath = join(dir, config.logo);
  if (!existsSync(logoPath)) fail('logo', `points to a missing file: brands/${config.logo}`);
  const logoSize = svgSize(logoPath) ?? fail('logo', 'must be an SVG with a viewBox="0 0 width height"');
  const faviconDir = join(dir, 'assets', 'favicons', config.faviconKey);
  for (const name of ['favicon.ico', 'favicon.svg', 'apple-touch-icon.png']) {
    if (!existsSync(join(faviconDir, name))) {
      fail('faviconKey', `names a favicon set without ${name}: brands/assets/favicons/${config.faviconKey}/`);
    }
  }
  return { ...config, logoSize };
}

/** Imports and validates every brand; also checks that keys' domains are unique. */
export async function loadAllBrands(
  env: Record<string, string | undefined> = process.env,
  dir = brandsDir,
): Promise<Map<string, Brand>> {
  const brands = new Map<string, ParsedBrand>();
  const domains = new Map<string, string>();
  for (const key of listBrandKeys(dir)) {
    const module = (await import(/* @vite-ignore */ pathToFileURL(join(dir, `${key}.ts`)).href)) as {
      default?: unknown;
    };
    const brand = parseBrand(key, module.default, env, dir);
    const clash = domains.get(brand.domain);
    if (clash) throw new BrandConfigError(`Brand "${key}": field "domain" is already used by brand "${clash}"`);
    domains.set(brand.domain, key);
    brands.set(key, brand);
  }
  const resolved = new Map<string, Brand>();
  for (const [key, brand] of brands) {
    try {
      resolved.set(key, { ...brand, searchPolicy: resolveSearchPolicy(brand, brands) });
    } catch (error) {
      throw new BrandConfigError((error as Error).message);
    }
  }
  return resolved;
}

/** Loads every brand (so any broken file stops the build) and returns the one asked for. */
export async function loadBrand(
  key: string,
  env: Record<string, string | undefined> = process.env,
  dir = brandsDir,
): Promise<Brand> {
  const brands = await loadAllBrands(env, dir);
  const brand = brands.get(key);
  if (!brand) {
    throw new BrandConfigError(`Unknown brand "${key}". Known brands: ${[...brands.keys()].join(', ')}`);
  }
  return brand;
}
