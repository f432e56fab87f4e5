import { describe, expect, it } from 'vitest';
import { brandServices } from './policy.ts';
import { loadAllBrands } from '../../../src/brand/load.ts';

describe('brand configuration', () => {
  it('puts the analytics host and the pixel origin into connect-src only for the brand that configures them', async () => {
    for (const brand of (await loadAllBrands()).values()) {
      const connect = brandServices(brand).flatMap((s) => s.sources['connect-src'] ?? []);
      if (brand.key === 'staging') {
        expect(connect).toEqual(
          expect.arrayContaining(['https://events.staging.example', 'https://pixel.staging.example']),
        );
      } else {
        expect(brand.telemetry?.analytics).toBeUndefined();
        expect(brand.telemetry?.pixel).toBeUndefined();
      }
    }
  });
});
