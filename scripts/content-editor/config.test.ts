/** The editor lists the words the islands show (every word of every page in reach). */
import { describe, expect, it } from 'vitest';
import { editorConfig } from './config.ts';

type Field = { name: string; label?: string; fields?: Field[] };
type Collection = { name: string; files?: { name: string; file: string; fields: Field[] }[] };

const config = editorConfig('http://127.0.0.1:1/api/v1', process.cwd(), { key: 'main', name: 'Tidyhaven' });
const collections = config.collections as Collection[];

/** The field at `path` (names joined by dots) of the entry `file` of the collection `name`. */
function fieldAt(name: string, file: string, path: string): Field | undefined {
  const entry = collections.find((collection) => collection.name === name)?.files?.find((f) => f.file === file);
  let fields = entry?.fields;
  let found: Field | undefined;
  for (const part of path.split('.')) {
    found = fields?.find((field) => field.name === part);
    fields = found?.fields;
  }
  return found;
}

describe('the editor lists the islands’ words', () => {
  it.each([
    ['src/content/pages/checkout.yaml', 'steps.details.email'],
    ['src/content/pages/checkout.yaml', 'steps.payment.buyFor'],
    ['src/content/pages/checkout.yaml', 'steps.problem.anotherCard'],
    ['src/content/pages/checkout.yaml', 'steps.success.surveyHeading'],
    ['src/content/pages/deal.yaml', 'waitlistForm.join'],
    ['src/content/pages/deal.yaml', 'priceCard.counter.time.underAMinute'],
    ['src/content/pages/reviews.yaml', 'list.manyMoreAdded'],
    ['src/content/pages/chrome.yaml', 'errorPage.goBack'],
    ['src/content/pages/chrome.yaml', 'legal.contents'],
    ['src/content/pages/chrome.yaml', 'directoryCredit'],
  ])('%s: %s', (file, path) => {
    expect(fieldAt('pages', file, path), `${path} in ${file}`).toBeDefined();
  });

  it('names the checkout entry for what it now holds', () => {
    const entry = collections.find((c) => c.name === 'pages')?.files?.find((f) => f.name === 'checkout');
    expect(entry).toMatchObject({ label: '/checkout/ (the checkout and its steps)' });
  });
});
