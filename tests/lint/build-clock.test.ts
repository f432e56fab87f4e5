/**
 * A build is a function of its sources: code that runs while pages are built never reads the
 * clock (a page or sitemap would then change every day with nothing changed). Dates come from the
 * data's own dates or the source date (src/lib/sourceDate.ts). Code that runs in the shopper's
 * browser (islands, telemetry) reads the clock as it must.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const CLOCK = /new Date\(\s*\)|Date\.now\(\)/;
/** Run in the browser, or only outside a build; each with why. */
const ALLOWED: Record<string, string> = {
  'src/schemas/fields.ts': "the card expiry check runs in the checkout, in the shopper's browser",
  'src/lib/reportError.ts': 'error reports are made in the browser when an error happens',
  'src/lib/sourceDate.ts': 'the dev server and unit tests have no SOURCE_DATE_EPOCH; a build always sets one',
};

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|astro|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => relative(root, join(root, dir, file)));
}

describe('no build clock', () => {
  it('no code that builds pages reads the clock', () => {
    const build = [...files('src'), ...files('build-data'), 'astro.config.ts'].filter(
      (file) => !file.startsWith('src/islands/') && !file.startsWith('src/telemetry/'),
    );
    const found = build.filter((file) => !ALLOWED[file] && CLOCK.test(readFileSync(join(root, file), 'utf8')));
    expect(found, 'read a date from the data or src/lib/sourceDate.ts instead').toEqual([]);
  });
});
