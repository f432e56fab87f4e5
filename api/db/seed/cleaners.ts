/**
 * Cleaners with a home base, written with a seeded PRNG: the same cleaners every run. Each region
 * gets exactly its `numCleaners` (src/catalog/regions.ts), placed at served zip codes of that
 * region, denser near the centre (weight 1 / (1 + (d / 12 km)²)), each with the cleanings it has
 * completed. The location pages count the cleaners and completed cleanings near each city from
 * these rows (build-data/city-facts.ts), so their figures are local rather than the area's total.
 */
import { chooser, seededRandom } from './random.ts';

export type CleanerSeed = {
  regionId: number;
  zipcode: string;
  latitude: number;
  longitude: number;
  completedJobs: number;
};

export type RegionZip = { zip: string; latitude: number; longitude: number; regionId: number; km: number };

/** How quickly cleaners thin out away from a region's centre (km). */
const SPREAD_KM = 12;

export function generateCleaners(
  zips: readonly RegionZip[],
  cleanersByRegion: ReadonlyMap<number, number>,
  seed = 20261123,
): CleanerSeed[] {
  const random = seededRandom(seed);
  const c = chooser(random);
  const byRegion = new Map<number, RegionZip[]>();
  for (const zip of zips) {
    const list = byRegion.get(zip.regionId);
    if (list) list.push(zip);
    else byRegion.set(zip.regionId, [zip]);
  }
  const out: CleanerSeed[] = [];
  for (const [regionId, count] of [...cleanersByRegion.entries()].sort((a, b) => a[0] - b[0])) {
    const list = (byRegion.get(regionId) ?? []).sort((a, b) => (a.zip < b.zip ? -1 : 1));
    if (list.length === 0) continue;
    const cumulative: number[] = [];
    let total = 0;
    for (const zip of list) {
      total += 1 / (1 + (zip.km / SPREAD_KM) ** 2);
      cumulative.push(total);
    }
    for (let i = 0; i < count; i += 1) {
      const roll = random() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (cumulative[middle]! < roll) low = middle + 1;
        else high = middle;
      }
      const zip = list[low]!;
      // Months with the platform times cleanings a month: newcomers with a handful, veterans with hundreds.
      const months = c.int(1, 48);
      const perMonth = c.int(2, 18);
      out.push({
        regionId,
        zipcode: zip.zip,
        latitude: zip.latitude,
        longitude: zip.longitude,
        completedJobs: Math.max(1, Math.round(months * perMonth * (0.6 + random() * 0.4))),
      });
    }
  }
  return out;
}
