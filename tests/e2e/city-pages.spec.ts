/**
 * Served city pages worth ranking (issue 13): 300 served city pages of the main brand, sampled with
 * a fixed seed from the built site, differ from each other the way a search engine measures it.
 * With place and brand names removed from `<main>`, the median pairwise word 5-gram Jaccard
 * similarity is at most 0.25, and every sampled page has at least 20% of its sentences on no other
 * sampled page (its own reviews, cleaners, zip codes, distances and prices). Reads the build only.
 */
import { existsSync } from 'node:fs';
import { brandDist, buildDataDir } from '../../build-data/dist.ts';
import { measureSimilarity, sampleServedCities } from '../lib/citySimilarity.ts';
import { expect, test } from './fixtures.ts';

const SAMPLE = 300;
const MAX_MEDIAN_SIMILARITY = 0.25;
const MIN_UNIQUE_SHARE = 0.2;

test('served city pages say different things: 5-gram similarity and unique sentences', async ({
  brand,
  otherBrands,
}) => {
  test.skip(!existsSync(`${buildDataDir}/city-facts.json`), 'the build data of this dist tree is missing');
  const { samples, served } = sampleServedCities(brandDist(brand.key), buildDataDir, SAMPLE);
  expect(samples.length).toBe(Math.min(SAMPLE, served));
  const names = [brand, ...otherBrands].flatMap((b) => [b.appName, b.domain]);
  const figures = measureSimilarity(samples, names, served, MIN_UNIQUE_SHARE);
  test.info().annotations.push({
    type: 'figures',
    description:
      `median similarity ${figures.medianSimilarity.toFixed(3)}, p90 ${figures.p90Similarity.toFixed(3)}, ` +
      `unique sentences min ${(figures.minUniqueShare * 100).toFixed(0)}% / median ${(figures.medianUniqueShare * 100).toFixed(0)}%`,
  });
  expect(figures.medianSimilarity, 'median pairwise 5-gram Jaccard of served city pages').toBeLessThanOrEqual(
    MAX_MEDIAN_SIMILARITY,
  );
  expect(figures.belowUnique, `pages with under ${MIN_UNIQUE_SHARE * 100}% sentences of their own`).toEqual([]);
});
