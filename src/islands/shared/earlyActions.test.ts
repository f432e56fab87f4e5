// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZIPCODE_KEY } from '../../domain/storageKeys.ts';
import { earlyActions } from './earlyActions.inline.ts';

/** A checkout link as the options' cards render it, and the sign of intent a shopper gives before following it. */
function follow(href: string, type: 'focusin' | 'pointerover' | 'touchstart' = 'focusin'): string {
  document.body.innerHTML = `<a href="${href}"><span>Choose</span></a>`;
  const link = document.querySelector('a')!;
  link.firstElementChild!.dispatchEvent(new Event(type, { bubbles: true }));
  // Still a path, as the site writes it (speculation rules and the checkout warm-up match `href^="/checkout/"`).
  expect(link.getAttribute('href')!.startsWith(href.replace(/\?.*/, ''))).toBe(true);
  return link.getAttribute('href')!.replace(/^[^?]*/, '');
}

describe('the early-actions script carries the looked-up zip code into a checkout link', () => {
  beforeAll(() => earlyActions());
  beforeEach(() => sessionStorage.clear());

  it('writes the zip code the tab looked up (the zip store’s key) before the link is followed', () => {
    sessionStorage.setItem(ZIPCODE_KEY, '60601');
    expect(follow('/checkout/?hours=3')).toBe('?hours=3&zipcode=60601');
    expect(follow('/checkout/?hours=4', 'pointerover')).toBe('?hours=4&zipcode=60601');
    expect(follow('/checkout/?hours=2', 'touchstart')).toBe('?hours=2&zipcode=60601');
  });

  it('replaces an older zip code in the link, and leaves the link alone without a looked-up one', () => {
    sessionStorage.setItem(ZIPCODE_KEY, '78701');
    expect(follow('/checkout/?hours=3&zipcode=60601')).toBe('?hours=3&zipcode=78701');
    sessionStorage.clear();
    expect(follow('/checkout/?hours=3')).toBe('?hours=3');
    expect(follow('/deal?hours=3')).toBe('?hours=3');
  });
});
