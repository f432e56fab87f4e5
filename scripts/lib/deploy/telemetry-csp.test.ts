/** Each configured telemetry service's origin reaches the CSP, and nothing else does. */
import { describe, expect, it } from 'vitest';
import { loadAllBrands } from '#src/brand/load.ts';
import { contentSecurityPolicy } from './policy.ts';

describe('telemetry in the CSP', async () => {
  const brands = await loadAllBrands();

  it('staging (fictional hosts) allows exactly its collector, error host, analytics host and pixel, plus a same-origin worker', () => {
    const csp = contentSecurityPolicy(brands.get('staging')!, []);
    expect(csp).toContain(
      "connect-src 'self' https://collector.staging.example https://errors.staging.example https://events.staging.example https://pixel.staging.example;",
    );
    expect(csp).toContain("worker-src 'self';");
  });

  it('every other brand configures nothing, so its pages may connect to their own origin only', () => {
    for (const brand of brands.values()) {
      if (brand.key === 'staging') continue;
      expect(brand.telemetry, brand.key).toBeUndefined();
      expect(contentSecurityPolicy(brand, []), brand.key).toContain("connect-src 'self';");
    }
  });
});
