/**
 * The phone profile of the bench's figures and the tests that wait as a phone would: a 390 px screen, 1.6 Mbps down, 150 ms round
 * trip, the CPU 4x slower (Chrome DevTools Protocol: Network and Emulation domains). Shared by
 * `npm run bench` (scripts/lib/bench/speculation.ts) and the e2e spec that types before hydration.
 */
import type { CDPSession, Page } from '@playwright/test';

export const PHONE = {
  width: 390,
  height: 844,
  downloadKbps: 1600,
  uploadKbps: 750,
  rttMs: 150,
  cpuSlowdown: 4,
} as const;

/** Applies the profile to a page (viewport, network, CPU); returns its CDP session. */
export async function emulatePhone(page: Page, { network = true }: { network?: boolean } = {}): Promise<CDPSession> {
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  const cdp = await page.context().newCDPSession(page);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.rttMs,
      downloadThroughput: (PHONE.downloadKbps * 1000) / 8,
      uploadThroughput: (PHONE.uploadKbps * 1000) / 8,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return cdp;
}
