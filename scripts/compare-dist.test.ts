import { describe, expect, it } from 'vitest';
import { normalize } from './compare-dist.ts';

describe('compare-dist normalize', () => {
  it('sets the hash aside in asset names whose stem holds dots or underscores', () => {
    const before =
      '<script type="module" src="/_astro/CheckoutWarmup.astro_astro_type_script_index_0_lang.BnEhvEHc.js"></script>' +
      '<link rel="stylesheet" href="/_astro/Checkout.css.EXvNcpLl.js"><img src="/_astro/buttonClass._nIvEB-d.js">';
    const after =
      '<script type="module" src="/_astro/CheckoutWarmup.astro_astro_type_script_index_0_lang.Zz9_x-1q.js"></script>' +
      '<link rel="stylesheet" href="/_astro/Checkout.css.Q1w2E3r4.js"><img src="/_astro/buttonClass.-AbCdEf_.js">';
    expect(normalize(before)).toBe(normalize(after));
    expect(normalize(before)).toContain('/_astro/CheckoutWarmup.astro_astro_type_script_index_0_lang.js');
    expect(normalize(before)).toContain('/_astro/Checkout.css.js');
  });

  it('still tells different assets apart', () => {
    expect(normalize('<script src="/_astro/Checkout.AbC12345.js">')).not.toBe(
      normalize('<script src="/_astro/Summary.AbC12345.js">'),
    );
    expect(normalize('<link href="/_astro/offerText.DiXsCgAH.css">')).not.toBe(
      normalize('<link href="/_astro/offerText.DiXsCgAH.js">'),
    );
  });
});
