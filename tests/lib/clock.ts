/**
 * Seconds of waiting that pass at once: Playwright's clock (`page.clock.install()`) on the page's
 * own timers. It fakes `setTimeout`, `Date`, `requestIdleCallback` and `AbortSignal.timeout` (a
 * request's deadline, src/graphql/timed.ts), so a test moves past a backoff or a deadline as past
 * any timer, and asserts when it came in the page's own time.
 */
import type { Page } from '@playwright/test';

/**
 * Stops the page's time about half a second ahead of where it is (the timers due by then fire):
 * from here on it moves only by `page.clock.runFor`. The page's time runs on while the pause is
 * on its way; on a busy machine it may pass the point asked for, and a later one is asked.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (const ahead of [500, 2_000, 5_000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
  throw new Error('The page clock ran past every point it was asked to pause at.');
}

/**
 * `read` for expect.poll, each time after the page's clock (installed by the test with
 * `page.clock.install()`, still running) has moved on `stepMs` (half a second unless told): the
 * telemetry loader's quiet second after load (QUIET_MS, src/telemetry/loader.ts), its exposure
 * interval and the trace exporter's 5 s batches then pass at once instead of in real time.
 */
export const ticking =
  <T>(page: Page, read: () => T | Promise<T>, stepMs = 500) =>
  async (): Promise<T> => {
    await page.clock.runFor(stepMs);
    return read();
  };
