import { describe, expect, it } from 'vitest';
import { brandOfferRange } from '../catalog/priceRange.ts';
import { cohorts } from '../catalog/plans.ts';
import { firstCleaningOfferLd } from './structuredData.ts';

const url = (path: string) => `https://example.com${path}`;

describe('the first cleaning’s Offer in structured data', () => {
  it('states the one price where every offer of the brand asks it', () => {
    const ld = firstCleaningOfferLd({ price: 19, hours: 3, range: brandOfferRange(undefined) }, url);
    expect(ld).toMatchObject({ price: 19, priceSpecification: { price: 19 } });
  });

  it('states the range of the brand’s offers where they differ, never one as everyone’s', () => {
    const range = brandOfferRange(cohorts.map(({ code }) => ({ name: code })));
    const ld = firstCleaningOfferLd({ price: 19, hours: 3, range }, url);
    expect(ld).not.toHaveProperty('price');
    const spec = ld['priceSpecification'] as { priceComponent: Record<string, unknown>[] };
    expect(spec).toMatchObject({ minPrice: 14, maxPrice: 19 });
    expect(spec).not.toHaveProperty('price');
    expect(spec.priceComponent[0]).toMatchObject({ minPrice: 14, maxPrice: 19 });
  });
});
