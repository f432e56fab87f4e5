import { describe, expect, it } from 'vitest';
import { listShape, markupShape, shapeDifference } from './markupShape.ts';

const shape = (body: string) =>
  listShape(markupShape(`<html><head><title>x</title></head><body>${body}</body></html>`));

describe('markupShape', () => {
  it('sets aside words, links, colours and icons, and how many items a list has', () => {
    const main = shape(
      '<main><h1 class="a">Sparkle</h1><ul><li><a href="/x">One</a></li><li><a href="/y">Two</a></li></ul><svg><path d="M0"/></svg></main>',
    );
    const other = shape(
      '<main><h1 class="a">Brightwick cleans</h1><ul><li><a href="https://b.example/z">Uno</a></li></ul><svg><path d="M1"/><path d="M2"/></svg></main>',
    );
    expect(shapeDifference(main, other)).toBeNull();
  });

  it('tells a different element, a missing element or another role apart', () => {
    const main = shape('<main><h1>A</h1><p role="status">B</p><form><input type="email"></form></main>');
    expect(
      shapeDifference(main, shape('<main><h2>A</h2><p role="status">B</p><form><input type="email"></form></main>')),
    ).toMatch(/h1.*≠.*h2/);
    expect(
      shapeDifference(main, shape('<main><h1>A</h1><p>B</p><form><input type="email"></form></main>')),
    ).not.toBeNull();
    expect(
      shapeDifference(main, shape('<main><h1>A</h1><p role="status">B</p><form><input type="text"></form></main>')),
    ).not.toBeNull();
    expect(shapeDifference(main, shape('<main><h1>A</h1><p role="status">B</p></main>'))).not.toBeNull();
  });

  it('leaves out the subtrees it is told to and reads no script or style', () => {
    const withSocial = listShape(
      markupShape(
        '<body><ul aria-label="Social media"><li><a>f</a></li></ul><script>if (a < b) {}</script><p>x</p></body>',
        [/aria-label="Social media"/],
      ),
    );
    expect(withSocial).toEqual(['body', 'script', '/script', 'p', '/p', '/body']);
  });
});
