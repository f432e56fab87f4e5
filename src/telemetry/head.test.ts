import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../brand/types.ts';
import { assign, brandExperiments } from '../brand/experiments.ts';
import { consentFrom } from './consentState.ts';
import type { HeadState } from './head.ts';
import { experimentsConfig, headScript } from './inline.ts';
import { TELEMETRY_KEYS } from './keys.ts';
import { visitorId } from './visitor.ts';

/** A live brand (its priced experiment comes from the stable id alone) and a development one. */
const brand = { key: 'unit', isDev: false, experiments: {} } as unknown as Brand;
const devBrand = { key: 'unit-dev', isDev: true, experiments: {} } as unknown as Brand;
const code = headScript(brand);
const devCode = headScript(devBrand);
/** Runs the built head script in a fresh page at `url`, with `stored` in its localStorage. */
function page(url = 'https://site.example/', stored: Record<string, string> = {}, cookie = '', script = code) {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url, runScripts: 'outside-only' });
  const { window } = dom;
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  if (cookie) window.document.cookie = cookie;
  window.eval(script);
  const state = (window as unknown as { __pw: HeadState }).__pw;
  return { window, state, html: window.document.documentElement };
}

describe('head script', () => {
  it('assigns exactly what src/brand/experiments.ts assigns for the stable id, and stores it', () => {
    for (let i = 0; i < 100; i++) {
      const { state, window } = page(undefined, { [TELEMETRY_KEYS.stableId]: `visitor-${i}` });
      for (const experiment of brandExperiments()) {
        expect(state.x[experiment.name]).toBe(assign(`visitor-${i}`, experiment));
      }
      expect(JSON.parse(window.localStorage.getItem(TELEMETRY_KEYS.cohorts)!)).toEqual(state.x);
    }
  });

  it('splits visitors by weight (voucherOption is 2:1)', () => {
    const experiment = brandExperiments().find((e) => e.name === 'voucherOption')!;
    let first = 0;
    for (let i = 0; i < 3000; i++) if (assign(`id-${i}`, experiment) === 'CCF_1') first++;
    expect(first / 3000).toBeGreaterThan(0.62);
    expect(first / 3000).toBeLessThan(0.71);
  });

  it('keeps a stored assignment and gives agents the control without storing anything', () => {
    const kept = page(undefined, { [TELEMETRY_KEYS.cohorts]: JSON.stringify({ homepage_reskin: 'reskin' }) });
    expect(kept.state.x['homepage_reskin']).toBe('reskin');
    const { state, window, html } = page('https://site.example/agent/');
    expect(state.a).toBe(true);
    expect(html.hasAttribute('data-agent')).toBe(true);
    expect(Object.values(state.x)).toEqual(brandExperiments().map((e) => e.variants[0]!.name));
    expect(window.localStorage.length).toBe(0);
    expect(window.document.cookie).toContain(`${TELEMETRY_KEYS.agent}=1`);
    // The cookie alone keeps agent mode on other pages; ?agent=0 leaves it.
    expect(page('https://site.example/deal', {}, `${TELEMETRY_KEYS.agent}=1`).state.a).toBe(true);
    expect(page('https://site.example/deal?agent=0', {}, `${TELEMETRY_KEYS.agent}=1`).state.a).toBe(false);
  });

  it('shows a preview without storing it, and records utm_* values in memory only', () => {
    const { state, window, html } = page(
      'https://site.example/?pw_exp=homepage_reskin:reskin&utm_source=news&utm_campaign=spring',
      { [TELEMETRY_KEYS.cohorts]: JSON.stringify({ homepage_reskin: 'control' }) },
    );
    expect(html.getAttribute('data-x-homepage_reskin')).toBe('reskin');
    expect(state.p['homepage_reskin']).toBe('reskin');
    expect(JSON.parse(window.localStorage.getItem(TELEMETRY_KEYS.cohorts)!).homepage_reskin).toBe('control');
    expect(state.u).toEqual({ utm_source: 'news', utm_campaign: 'spring' });
    expect(window.localStorage.getItem(TELEMETRY_KEYS.utm)).toBeNull();
  });

  it("on a live brand, the cohort (the price charged) is the stable id's, whatever storage, a cookie or a preview say", () => {
    const voucherOption = brandExperiments().find((e) => e.name === 'voucherOption')!;
    // Ids of each cohort, so that every claim below is tested against a different one.
    const idOf = (cohort: string) => {
      for (let i = 0; ; i++) if (assign(`v${i}`, voucherOption) === cohort) return `v${i}`;
    };
    for (const [own, other] of [
      ['CCF_1', 'CCF_2'],
      ['CCF_2', 'CCF_1'],
    ]) {
      const id = { [TELEMETRY_KEYS.stableId]: idOf(own!) };
      for (const visit of [
        page(undefined, { ...id, [TELEMETRY_KEYS.cohorts]: JSON.stringify({ voucherOption: other }) }),
        page(undefined, id, `${TELEMETRY_KEYS.cohorts}=${other}`),
        page(`https://site.example/deal?pw_exp=voucherOption:${other}`, id),
      ]) {
        expect(visit.state.x['voucherOption']).toBe(own);
        expect(visit.html.getAttribute('data-x-voucheroption')).toBe(own);
        // The checkout sends this id; the API computes the same cohort from it (api/cohorts.ts).
        expect(visit.state.i).toBe(idOf(own!));
        expect(JSON.parse(visit.window.localStorage.getItem(TELEMETRY_KEYS.cohorts)!).voucherOption).toBe(own);
      }
    }
    // A first visit keeps the id it was assigned from.
    const first = page();
    expect(first.state.i).toBe(first.window.localStorage.getItem(TELEMETRY_KEYS.stableId));
    expect(first.state.x['voucherOption']).toBe(assign(first.state.i, voucherOption));
  });

  it('without storage, every page assigns from the empty id (and the checkout sends it), so the API charges the cohort shown', () => {
    const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
      url: 'https://site.example/deal',
      runScripts: 'outside-only',
    });
    Object.defineProperty(dom.window, 'localStorage', {
      get() {
        throw new dom.window.DOMException('blocked', 'SecurityError');
      },
    });
    const voucherOption = brandExperiments().find((e) => e.name === 'voucherOption')!;
    for (let i = 0; i < 5; i++) {
      dom.window.eval(code);
      const state = (dom.window as unknown as { __pw: HeadState }).__pw;
      expect(state.i).toBe('');
      for (const experiment of brandExperiments()) expect(state.x[experiment.name]).toBe(assign('', experiment));
      expect(state.x['voucherOption']).toBe(assign('', voucherOption));
    }
  });

  it('the checkout sends the id the head script assigned from, and none for agents (who see the controls)', () => {
    const visit = page();
    const agent = page('https://site.example/agent/');
    const global = globalThis as { window?: unknown };
    try {
      global.window = visit.window;
      expect(visitorId()).toBe(visit.state.i);
      global.window = agent.window;
      expect(visitorId()).toBeNull();
    } finally {
      delete global.window;
    }
  });

  it('on a development brand (staging), QA picks a cohort it offers by storage, cookie or preview', () => {
    const stored = (voucherOption: string) => ({ [TELEMETRY_KEYS.cohorts]: JSON.stringify({ voucherOption }) });
    expect(page(undefined, stored('CCF_2'), '', devCode).state.x['voucherOption']).toBe('CCF_2');
    expect(page(undefined, {}, `${TELEMETRY_KEYS.cohorts}=CCF_2`, devCode).state.x['voucherOption']).toBe('CCF_2');
    expect(page('https://site.example/?pw_exp=voucherOption:CCF_2', {}, '', devCode).state.x['voucherOption']).toBe(
      'CCF_2',
    );
    // A cohort the brand does not offer is assigned anew from its own (the API would refuse it).
    for (const [storage, cookie] of [
      [stored('CCF_5'), ''],
      [{}, `${TELEMETRY_KEYS.cohorts}=CCF_5`],
    ] as const) {
      const reassigned = page(undefined, storage, cookie, devCode);
      expect(['CCF_1', 'CCF_2']).toContain(reassigned.state.x['voucherOption']);
    }
  });

  it('queues errors and rejections raised before the loader', () => {
    const { state, window } = page();
    window.dispatchEvent(new window.ErrorEvent('error', { message: 'early' }));
    expect(state.e).toHaveLength(1);
  });

  it('writes weights as repeated variants', () => {
    expect(experimentsConfig(brand)).toContain('|!voucherOption=CCF_1,CCF_1,CCF_2|');
    expect(experimentsConfig(devBrand)).toContain('|voucherOption=CCF_1,CCF_1,CCF_2|');
  });
});

describe('consent', () => {
  it('opt-in grants nothing before a choice, opt-out everything, Do Not Sell/GPC nothing ever', () => {
    expect(consentFrom('opt-in', null, false).granted).toEqual([]);
    expect(consentFrom('opt-out', null, false).granted).toEqual(['analytics', 'marketing']);
    expect(consentFrom('opt-out', '', false).granted).toEqual([]);
    expect(consentFrom('opt-in', 'analytics', false).granted).toEqual(['analytics']);
    expect(consentFrom('opt-in', 'analytics.marketing', true).granted).toEqual([]);
  });
});

describe('loader', () => {
  it('listens for the event reportError.ts dispatches (the loader keeps a copy to stay out of shared chunks)', async () => {
    const { ERROR_EVENT } = await import('../lib/reportError.ts');
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(new URL('./loader.ts', import.meta.url), 'utf8')).toContain(`ERROR_EVENT = '${ERROR_EVENT}'`);
  });
});
