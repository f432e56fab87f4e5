/**
 * The page (the head script, before first paint) and the API (api/cohorts.ts, before charging) give
 * a visitor the same voucher cohort: one assignment function (src/brand/assignment.ts), storage-
 * blocked visitors (the empty id) included. Here because it runs both layers' code side by side.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ruleOf } from '#api/cohorts.ts';
import { pickVariant } from '#src/brand/assignment.ts';
import { assign, pricedExperiment, type Variant } from '#src/brand/experiments.ts';
import type { Brand } from '#src/brand/types.ts';
import { experimentsConfig, headScript } from '#src/telemetry/inline.ts';

describe('one assignment for the page and the API', () => {
  /** The cohort the head script marks on a page where storage is blocked (it assigns from ''). */
  function pageCohortWithoutStorage(experiments: Record<string, Variant[]>): string {
    const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
      url: 'https://site.example/deal',
      runScripts: 'outside-only',
    });
    Object.defineProperty(dom.window, 'localStorage', {
      get() {
        throw new dom.window.DOMException('blocked', 'SecurityError');
      },
    });
    dom.window.eval(headScript({ key: `weights-${JSON.stringify(experiments)}`, isDev: false, experiments } as Brand));
    return dom.window.document.documentElement.getAttribute('data-x-voucheroption')!;
  }

  // Weights under which the empty id's bucket picks each variant in turn (the control and others):
  // with today's 2:1 the empty id happens to land on the control, which hid a mapping of '' to it.
  const weightings: Variant[][] = [
    [
      { name: 'CCF_1', weight: 2 },
      { name: 'CCF_2', weight: 1 },
    ],
    [
      { name: 'CCF_1', weight: 1 },
      { name: 'CCF_2', weight: 3 },
    ],
    [
      { name: 'CCF_2', weight: 1 },
      { name: 'CCF_3', weight: 1 },
      { name: 'CCF_4', weight: 1 },
    ],
    [
      { name: 'CCF_4', weight: 1 },
      { name: 'CCF_1', weight: 1 },
      { name: 'CCF_3', weight: 5 },
    ],
  ];

  it('a storage-blocked visitor is charged the cohort the page showed, whatever the weights', () => {
    const picked = new Set<string>();
    for (const variants of weightings) {
      const brand = { isDev: false, experiments: { voucherOption: variants } };
      const shown = pageCohortWithoutStorage(brand.experiments);
      picked.add(variants[0]!.name === shown ? 'control' : 'other');
      // The checkout sends the head script's id, '' here (src/telemetry/visitor.ts).
      expect(ruleOf(brand)('')).toEqual([shown]);
      expect(assign('', pricedExperiment(brand))).toBe(shown);
      // An agent (no id) sees the control and is charged it.
      expect(ruleOf(brand)(null)).toEqual([variants[0]!.name]);
    }
    // The sweep covers weights where the empty id's bucket is not the control's.
    expect(picked).toEqual(new Set(['control', 'other']));
  });

  it('the page and the API assign every id alike under uneven weights', () => {
    const brand = { isDev: false, experiments: { voucherOption: weightings[3]! } };
    const config = experimentsConfig(brand);
    const slots = config
      .split('|')
      .find((entry) => entry.startsWith('!voucherOption='))!
      .split('=')[1]!
      .split(',');
    for (let i = 0; i < 200; i++) {
      expect(ruleOf(brand)(`v-${i}`)).toEqual([pickVariant(`v-${i}`, 'voucherOption', slots)]);
    }
  });
});
