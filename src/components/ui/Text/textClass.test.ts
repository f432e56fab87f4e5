import { describe, expect, it } from 'vitest';
import { text } from './Text.css.ts';
import { textClass } from './textClass.ts';

describe('textClass', () => {
  it('gives exactly the classes of the text recipe for every size, weight and tone', () => {
    for (const size of ['2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const) {
      for (const weight of ['regular', 'medium', 'semibold'] as const) {
        for (const tone of ['primary', 'secondary', 'success', 'critical', 'invert', 'disabled'] as const) {
          expect(textClass({ size, weight, tone }), `${size} ${weight} ${tone}`).toBe(text({ size, weight, tone }));
        }
      }
    }
    expect(textClass()).toBe(text());
    expect(textClass({ size: 'sm', tone: 'secondary' })).toBe(text({ size: 'sm', tone: 'secondary' }));
  });
});
