import { describe, expect, it } from 'vitest';
import { byTemplate, templateOf, templateSamples } from './site-pages.ts';

describe('templateOf', () => {
  it('keeps top-level pages and generalises deeper levels', () => {
    expect(templateOf('/')).toBe('/');
    expect(templateOf('/deal')).toBe('/deal');
    expect(templateOf('/us/')).toBe('/us/');
    expect(templateOf('/us/texas/')).toBe('/us/*/');
    expect(templateOf('/us/texas/austin/')).toBe('/us/*/*/');
    expect(templateOf('/services/deep-cleaning')).toBe('/services/*');
  });
});

describe('templateSamples', () => {
  const paths = ['/', '/deal', '/us/', '/us/ohio/', '/us/texas/', '/us/texas/austin/', '/us/texas/waco/'];
  it('takes the first page of every template and keeps wanted extras that exist', () => {
    expect(byTemplate(paths).get('/us/*/*/')).toEqual(['/us/texas/austin/', '/us/texas/waco/']);
    expect(templateSamples(paths, ['/us/texas/waco/', '/missing'])).toEqual([
      '/',
      '/deal',
      '/us/',
      '/us/ohio/',
      '/us/texas/austin/',
      '/us/texas/waco/',
    ]);
  });
});
