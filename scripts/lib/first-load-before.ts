/**
 * The record of what each template loaded before telemetry (scripts/first-load-before.ts writes it,
 * tests/e2e/budgets.spec.ts reads it), per brand and sample page.
 */
import { templateOf } from './site-pages.ts';

/** Named pages measured besides one page per template (several city pages differ in their islands). */
export const BUDGET_SAMPLES = ['/us/illinois/', '/us/illinois/chicago/', '/us/texas/austin/', '/us/alaska/juneau/'];

/** Where the record is, from the repository's root. */
export const BEFORE_TELEMETRY_FILE = 'tests/e2e/first-load-before-telemetry.json';

export type PageBefore = {
  /** Gzip JavaScript the page references, every island hydrated (scripts/lib/page-weight.ts). */
  jsGzip: number;
  /** The part of jsGzip inline in the HTML. */
  inlineJsGzip: number;
  /** Pages with JavaScript files: the first load on a phone in Chromium (scripts/lib/first-load.ts). */
  firstLoadGzip?: number;
};
export type BeforeTelemetry = { commit: string; brands: Record<string, Record<string, PageBefore>> };

/** The recorded page for `path`: the same path, else the first recorded page of its template. */
export function pageBefore(record: BeforeTelemetry, brand: string, path: string): PageBefore | undefined {
  const pages = record.brands[brand] ?? {};
  if (pages[path]) return pages[path];
  const template = templateOf(path);
  const match = Object.keys(pages)
    .sort()
    .find((recorded) => templateOf(recorded) === template);
  return match ? pages[match] : undefined;
}
