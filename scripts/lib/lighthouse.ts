/**
 * Lighthouse (mobile preset: throttled CPU and network, phone viewport) against a running page,
 * using the same Chromium as the tests. For `npm run bench` only: it prints figures, never fails.
 */
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.ts';
import { freePort } from './system.ts';

export type LighthouseFigures = {
  cls: number;
  lcpMs: number;
  tbtMs: number;
  performance: number;
  /** What Lighthouse charges, for `npm run bench -- --lighthouse` (the phone profile). */
  charges: Record<string, string>;
};

type Items = { items?: Record<string, unknown>[] };
const short = (url: unknown) =>
  String(url)
    .replace(/^https?:\/\/[^/]+/, '')
    .slice(-50);

type Audits = Record<
  string,
  { details?: unknown; numericValue?: number; displayValue?: string; score?: number | null }
>;

/** Every object with a `url` (or a `snippet`) anywhere in the first of `ids` Lighthouse reported (v13 moved some to insights). */
function found(audits: Audits, ids: string[], key: 'url' | 'snippet'): Record<string, unknown>[] {
  const audit = ids.map((id) => audits[id]).find(Boolean);
  const out: Record<string, unknown>[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if (key in value) out.push(value as Record<string, unknown>);
      Object.values(value).forEach(walk);
    }
  };
  walk(audit?.details);
  return out;
}

/** The LCP element, the render-blocking resources, the scripts' main-thread time, the long tasks. */
function chargesOf(audits: Audits) {
  const items = (id: string) => ((audits[id]?.details ?? {}) as Items).items ?? [];
  const lcp = found(audits, ['lcp-breakdown-insight', 'largest-contentful-paint-element'], 'snippet')[0];
  return {
    'LCP element': String(lcp?.['snippet'] ?? '?').slice(0, 100),
    'render-blocking':
      found(audits, ['render-blocking-insight', 'render-blocking-resources'], 'url')
        .map((item) => `${short(item['url'])}${item['wastedMs'] ? ` ${Math.round(Number(item['wastedMs']))} ms` : ''}`)
        .join(', ') || 'none',
    'scripts (main thread ms)': items('bootup-time')
      .slice(0, 5)
      .map((item) => `${short(item['url'])} ${Math.round(Number(item['total']))}`)
      .join(', '),
    'long tasks':
      items('long-tasks')
        .slice(0, 6)
        .map(
          (item) =>
            `${short(item['url'])} @${Math.round(Number(item['startTime']))} ${Math.round(Number(item['duration']))} ms`,
        )
        .join(', ') || 'none',
    'font-display': (audits['font-display-insight'] ?? audits['font-display'])?.score === 0 ? 'charged' : 'ok',
  };
}

export async function lighthouseMobile(url: string): Promise<LighthouseFigures> {
  const executable = ensureChromium().path ?? chromium.executablePath();
  const port = await freePort();
  const browser = spawn(executable, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, 'about:blank'], {
    stdio: 'ignore',
  });
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      cls: audit('cumulative-layout-shift'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      performance: Math.round((result.lhr.categories['performance']?.score ?? 0) * 100),
      charges: chargesOf(result.lhr.audits),
    };
  } finally {
    browser.kill();
  }
}
