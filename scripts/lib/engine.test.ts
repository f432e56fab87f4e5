/**
 * The engine is started offline: wrangler's update check finds a fresh answer in its cache (so it
 * never asks the registry), metrics and the `cf` object request are off, and every file it keeps
 * is in the run's own folder. (`npm run preview` ran in a network namespace with only loopback.)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { offlineEnv } from './engine.ts';

describe('the engine’s environment', () => {
  it('pre-writes a fresh update-check answer and turns metrics and the cf request off', () => {
    const home = mkdtempSync(join(tmpdir(), 'publicweb-engine-test-'));
    try {
      const env = offlineEnv(home);
      const cache = JSON.parse(readFileSync(join(home, 'update-check', 'wrangler-latest.json'), 'utf8')) as {
        latest: string;
        lastUpdate: number;
      };
      const installed = (JSON.parse(readFileSync('node_modules/wrangler/package.json', 'utf8')) as { version: string })
        .version;
      expect(cache.latest).toBe(installed);
      // wrangler trusts its cache for an hour.
      expect(Date.now() - cache.lastUpdate).toBeLessThan(60_000);
      expect(env).toMatchObject({
        TMPDIR: home,
        HOME: home,
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      });
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
