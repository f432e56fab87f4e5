/**
 * Lighthouse (mobile preset: throttled CPU and network, phone viewport) against a running page,
 * using the same Chromium as the tests. For `npm run bench` only: it prints figures, never fails.
 */
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.ts';
import { freePort } from './system.ts';

export type LighthouseFigures = { cls: number; lcpMs: number; tbtMs: number; performance: number };

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
    };
  } finally {
    browser.kill();
  }
}
