import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';
const browser = await chromium.launch({ executablePath: findChromium()!.path, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 390), height: 800 } });
await page.addInitScript(() => {
  (window as any).__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as any[]) {
      (window as any).__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources || []).map((s: any) => `${s.node?.nodeName}#${s.node?.id}.${s.node?.className} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(process.argv[2]!);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
console.log(JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1));
await browser.close();
