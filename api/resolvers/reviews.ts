/**
 * Public reviews as a Relay connection with keyset cursors: a cursor holds the sort values of
 * its row, so it keeps pointing at the same place when reviews are added, and page 400 costs
 * what page 1 costs. Cursors are opaque (base64url JSON) to clients.
 */
import { GraphQLError } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/connection.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import type { Lookups } from '../lookups.ts';
import { DEFAULT_ZIPCODE, findRegion, squaredDistance } from './regions.ts';

export type ReviewSort = 'RECENT' | 'RATING_HIGHEST' | 'RATING_LOWEST' | 'LOCATION_CLOSEST';
type Key = { column: string; direction: 'ASC' | 'DESC'; cast: string };

const keysBySort: Record<ReviewSort, Key[]> = {
  RECENT: [
    { column: 'received', direction: 'DESC', cast: 'timestamptz' },
    { column: 'id', direction: 'DESC', cast: 'int' },
  ],
  RATING_HIGHEST: [
    { column: 'stars', direction: 'DESC', cast: 'int' },
    { column: 'received', direction: 'DESC', cast: 'timestamptz' },
    { column: 'id', direction: 'DESC', cast: 'int' },
  ],
  RATING_LOWEST: [
    { column: 'stars', direction: 'ASC', cast: 'int' },
    { column: 'received', direction: 'DESC', cast: 'timestamptz' },
    { column: 'id', direction: 'DESC', cast: 'int' },
  ],
  LOCATION_CLOSEST: [
    { column: 'distance', direction: 'ASC', cast: 'float8' },
    { column: 'id', direction: 'ASC', cast: 'int' },
  ],
};

type Args = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  filter?: { sort?: ReviewSort | null; zipcode?: string | null; minStars?: number | null } | null;
};

type ReviewRow = {
  id: number;
  body: string;
  stars: number;
  /** Seconds since the epoch, exact to the microsecond (numeric text). */
  received_epoch: string;
  distance: number;
  public_location: string;
  customer_first_name: string;
  customer_last_initial: string;
  withdrawn: boolean;
};

/** ReviewRow's columns, in the order a page's JSON array carries each row's values. */
const PAGE_COLUMNS = [
  'id',
  'body',
  'stars',
  'received_epoch',
  'distance',
  'public_location',
  'customer_first_name',
  'customer_last_initial',
  'withdrawn',
] as const satisfies readonly (keyof ReviewRow)[];

/** Squared equirectangular distance from the origin ($1, $2), rounded so that cursor values compare exactly. */
const DISTANCE = `round(${squaredDistance('$1', '$2')}::numeric, 8)::float8`;

// A zip code's position is seed data: kept per database, keyed by the validated zip only, bounded.
const positionCache = new WeakMap<Queryable, LRUCache<string, Position>>();
type Position = { latitude: number; longitude: number };

async function zipPosition(db: Queryable, zipcode: string): Promise<Position | undefined> {
  let cache = positionCache.get(db);
  if (!cache) positionCache.set(db, (cache = new LRUCache({ max: 20_000 })));
  const known = cache.get(zipcode);
  if (known) return known;
  const [zip] = await db.query<Position>('SELECT latitude, longitude FROM zipcodes WHERE zip = $1', [zipcode]);
  if (zip) cache.set(zipcode, { latitude: zip.latitude, longitude: zip.longitude });
  return zip;
}

/**
 * Where the reviews are (id, position and stars of each, about 80 KB for 5,200 reviews), read once
 * per database with the version of review_positions_version (a trigger bumps it whenever reviews
 * are added, removed or moved): a nearest-first page picks its candidate rows here, in one pass
 * with no sort, and reads only those by primary key, so every page costs the same whatever its
 * cursor. The query that reads them also reads the version: when the positions have changed
 * since they were read, they are read again and the page chosen again, so the answer never
 * depends on an old snapshot.
 */
class ReviewPositions {
  readonly version: string;
  private readonly ids: Int32Array;
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  private readonly stars: Uint8Array;

  constructor(version: string, rows: { id: number; latitude: number; longitude: number; stars: number }[]) {
    this.version = version;
    this.ids = Int32Array.from(rows, (row) => row.id);
    this.latitudes = Float64Array.from(rows, (row) => row.latitude);
    this.longitudes = Float64Array.from(rows, (row) => row.longitude);
    this.stars = Uint8Array.from(rows, (row) => row.stars);
  }

  /**
   * The ids that can be on a nearest-first page of `count` rows (with at least `minStars`) after
   * (`forward`) or before a squared distance `bound` from `origin`: the `count` nearest beyond the
   * bound, and every review within a rounding margin of either end (ties and the SQL's rounding
   * of the distance decide there). The query applies the exact cursor and order to these.
   */
  candidates(origin: Position, bound: number, forward: boolean, count: number, minStars: number | null): number[] {
    const cos = Math.cos((origin.latitude * Math.PI) / 180);
    const n = this.latitudes.length;
    const distances = new Float64Array(n);
    // The `count` smallest keys (distance forward, minus distance backward) beyond the bound.
    const best = new Float64Array(count).fill(Infinity);
    for (let i = 0; i < n; i += 1) {
      if (minStars !== null && this.stars[i]! < minStars) {
        distances[i] = Number.NaN;
        continue;
      }
      const dLat = this.latitudes[i]! - origin.latitude;
      const dLon = (this.longitudes[i]! - origin.longitude) * cos;
      const d = dLat * dLat + dLon * dLon;
      distances[i] = d;
      const key = forward ? d : -d;
      const beyond = forward ? d > bound + MARGIN : d < bound - MARGIN;
      if (!beyond || key >= best[count - 1]!) continue;
      let j = count - 1;
      while (j > 0 && best[j - 1]! > key) {
        best[j] = best[j - 1]!;
        j -= 1;
      }
      best[j] = key;
    }
    const last = best[count - 1]!;
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const d = distances[i]!;
      if (Number.isNaN(d)) continue;
      const inside = forward ? d > bound - MARGIN && d <= last + MARGIN : d < bound + MARGIN && -d <= last + MARGIN;
      if (inside) ids.push(this.ids[i]!);
    }
    return ids;
  }
}

/** Squared distances within this of each other may compare either way in SQL (rounded to 8 places). */
const MARGIN = 1e-6;

const positionsCache = new WeakMap<Queryable, Promise<ReviewPositions>>();

function reviewPositions(db: Queryable, staleVersion?: string): Promise<ReviewPositions> {
  const cached = positionsCache.get(db);
  if (cached && staleVersion === undefined) return cached;
  const loaded = cached
    ? cached.then((positions) => (positions.version === staleVersion ? readPositions(db) : positions))
    : readPositions(db);
  loaded.catch(() => positionsCache.delete(db));
  positionsCache.set(db, loaded);
  return loaded;
}

async function readPositions(db: Queryable): Promise<ReviewPositions> {
  // The version first: a change between the two reads leaves an older version, read again later.
  const [version] = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM review_positions_version',
  );
  const rows = await db.query<{ id: number; latitude: number; longitude: number; stars: number }>(
    'SELECT id, latitude, longitude, stars FROM public_reviews',
  );
  return new ReviewPositions(version?.version ?? '0', rows);
}

export const MAX_PAGE = 50;
/** Cursors this API makes are under 100 characters; anything much longer is not one of them. */
const MAX_CURSOR_LENGTH = 200;

function encodeCursor(sort: ReviewSort, values: unknown[]): string {
  return Buffer.from(JSON.stringify([sort, ...values])).toString('base64url');
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2})(:\d{2})?$/;

/** A Postgres timestamptz text whose date and time exist (no month 13, no 25 o'clock). */
function isTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offset] = [1, 2, 3, 4, 5, 6, 8].map((i) => Number(match[i]));
  if (year! < 1970 || year! > 9999 || month! < 1 || month! > 12 || hour! > 23 || minute! > 59 || second! > 59)
    return false;
  if (Math.abs(offset!) > 14) return false;
  return day! >= 1 && day! <= new Date(Date.UTC(year!, month!, 0)).getUTCDate();
}

/**
 * The cursor's form of a review's time: PostgreSQL's text form in UTC ("2026-10-26 16:00:05.769+00"),
 * exact to the microsecond, built here from the epoch seconds. Casting timestamptz to text in the
 * query costs about half a millisecond per row on PGlite (its time-zone code), more than the rest
 * of a page together; the epoch is as cheap as the column itself.
 */
export function timestampKey(epoch: string): string {
  const [seconds = '0', fraction = ''] = epoch.split('.');
  const micros = fraction.padEnd(6, '0').slice(0, 6).replace(/0+$/, '');
  const iso = new Date(Number(seconds) * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${micros ? `.${micros}` : ''}+00`;
}

/** The same time as an ISO string (to the millisecond, as JavaScript dates go). */
function timestampIso(epoch: string): string {
  const [seconds = '0', fraction = ''] = epoch.split('.');
  return new Date(Number(seconds) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3))).toISOString();
}

function decodeCursor(cursor: string, sort: ReviewSort, argument: string): unknown[] {
  try {
    if (cursor.length > MAX_CURSOR_LENGTH) throw new Error('cursor too long');
    const [cursorSort, ...values] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const keys = keysBySort[sort];
    const valid = values.every((value, i) => {
      const cast = keys[i]?.cast;
      if (cast === 'int') return Number.isSafeInteger(value) && Math.abs(value as number) < 2 ** 31;
      if (cast === 'float8') return typeof value === 'number' && Number.isFinite(value);
      // Postgres text form, e.g. "2026-10-26 16:00:05.769+00", and a real point in time.
      return typeof value === 'string' && isTimestamp(value);
    });
    if (cursorSort === sort && values.length === keys.length && valid) return values;
  } catch {
    // fall through to the error below
  }
  throw new GraphQLError(`Argument "${argument}" is not a valid cursor for sort ${sort}.`, {
    extensions: { code: 'BAD_USER_INPUT', argument },
  });
}

/** `(k1 op v1) OR (k1 = v1 AND k2 op v2) OR …` for rows strictly after (or before) the cursor. */
function keysetCondition(keys: Key[], values: unknown[], forward: boolean, params: unknown[]): string {
  const refs = values.map((value, i) => {
    params.push(value);
    return `$${params.length}::${keys[i]!.cast}`;
  });
  // Keys that all run one way compare as a row, which lets Postgres seek in the index.
  if (keys.every((key) => key.direction === keys[0]!.direction)) {
    const op = (keys[0]!.direction === 'DESC') === forward ? '<' : '>';
    return `((${keys.map((key) => key.column).join(', ')}) ${op} (${refs.join(', ')}))`;
  }
  const terms = keys.map((key, i) => {
    const op = (key.direction === 'DESC') === forward ? '<' : '>';
    const equal = keys.slice(0, i).map((prior, j) => `${prior.column} = ${refs[j]}`);
    return `(${[...equal, `${key.column} ${op} ${refs[i]}`].join(' AND ')})`;
  });
  return `(${terms.join(' OR ')})`;
}

/** What a page reads: the bound parameters and conditions so far, the order, the page size. */
type PageQuery = { params: unknown[]; where: string[]; order: string; size: number; closest: boolean };

/** One page; `ids` (the nearest-first candidates) keeps to those rows, read by primary key. */
async function readPage(
  db: Queryable,
  { params, where, order, size, closest }: PageQuery,
  ids: number[] | null,
): Promise<{ rows: ReviewRow[]; version: string }> {
  const bound = [...params];
  const conditions = [...where];
  if (ids !== null) {
    bound.push(ids);
    conditions.push(`id = ANY($${bound.length}::int[])`);
  }
  bound.push(size + 1);
  // The page comes back as one JSON value: PGlite's cost grows with every value it hands over,
  // and a page of rows costs two to three times what the same page as one array does. Only the
  // columns the answer needs; the distance only for the rows returned, and only when it is used.
  const [result] = await db.query<{ page: string | null; version: string }>(
    `SELECT json_agg(json_build_array(${PAGE_COLUMNS.join(', ')}) ORDER BY ${order})::text AS page,
            (SELECT version::text FROM review_positions_version) AS version
     FROM (
       SELECT id, body, stars, received, extract(epoch FROM received)::text AS received_epoch,
              ${closest ? 'distance' : '0::float8 AS distance'}, public_location,
              customer_first_name, customer_last_initial, withdrawn
       FROM (SELECT *, ${DISTANCE} AS distance FROM public_reviews) r
       ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY ${order} LIMIT $${bound.length}
     ) page`,
    bound,
  );
  const tuples = JSON.parse(result?.page ?? '[]') as unknown[][];
  const rows = tuples.map(
    (tuple) => Object.fromEntries(PAGE_COLUMNS.map((column, index) => [column, tuple[index]])) as ReviewRow,
  );
  return { rows, version: result?.version ?? '0' };
}

/** The page as a Relay connection: `rows` holds one row more than the page when there is more. */
function toConnection(
  rows: ReviewRow[],
  { size, backward, sort, args }: { size: number; backward: boolean; sort: ReviewSort; args: Args },
) {
  const keys = keysBySort[sort];
  const hasMore = rows.length > size;
  const page = rows.slice(0, size);
  if (backward) page.reverse();
  const edges = page.map((row) => ({
    cursor: encodeCursor(
      sort,
      keys.map((key) =>
        key.column === 'received' ? timestampKey(row.received_epoch) : row[key.column as keyof ReviewRow],
      ),
    ),
    node: row.withdrawn
      ? null
      : {
          id: String(row.id),
          body: row.body,
          stars: row.stars,
          received: timestampIso(row.received_epoch),
          publicLocation: row.public_location,
          customer: { firstName: row.customer_first_name, lastName: row.customer_last_initial },
        },
  }));
  return {
    edges,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasNextPage: backward ? Boolean(args.before) : hasMore,
      hasPreviousPage: backward ? hasMore : Boolean(args.after),
    },
  };
}

/** Where a nearest-first page is measured from: the zip code's position (0, 0 when it has none). */
async function searchOrigin(
  db: Queryable,
  region: Lookups['region'],
  zipcode: string,
): Promise<{ latitude: number; longitude: number }> {
  const found = await region(zipcode);
  if (found.__typename === 'ZipcodeFormatError') {
    throw new GraphQLError(`Argument "filter.zipcode": ${found.message}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return (await zipPosition(db, found.zipcode)) ?? { latitude: 0, longitude: 0 };
}

export async function publicReviews(
  db: Queryable,
  args: Args,
  browserZip: string,
  region: Lookups['region'] = (zipcode) => findRegion(db, zipcode),
) {
  const sort: ReviewSort = args.filter?.sort ?? 'RECENT';
  const keys = keysBySort[sort];
  const backward = args.last != null || args.before != null;
  const requested = backward ? args.last : args.first;
  if (requested != null && (requested < 0 || requested > MAX_PAGE)) {
    throw new GraphQLError(`Argument "${backward ? 'last' : 'first'}" must be between 0 and ${MAX_PAGE}.`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  const size = requested ?? 10;
  const params: unknown[] = [];
  const closest = sort === 'LOCATION_CLOSEST';
  const origin = closest
    ? await searchOrigin(db, region, args.filter?.zipcode ?? browserZip)
    : { latitude: 0, longitude: 0 };
  params.push(origin.latitude, origin.longitude);
  const where: string[] = [];
  const minStars = args.filter?.minStars == null ? null : Math.min(5, Math.max(1, args.filter.minStars));
  if (minStars != null) {
    params.push(minStars);
    where.push(`stars >= $${params.length}`);
  }
  const cursor = backward ? args.before : args.after;
  const cursorValues = cursor ? decodeCursor(cursor, sort, backward ? 'before' : 'after') : null;
  if (cursorValues) where.push(keysetCondition(keys, cursorValues, !backward, params));
  const order = keys
    .map((key) => `${key.column} ${(key.direction === 'ASC') !== backward ? 'ASC' : 'DESC'}`)
    .join(', ');
  const query: PageQuery = { params, where, order, size, closest };
  const pageWithin = (ids: number[] | null) => readPage(db, query, ids);
  let rows: ReviewRow[];
  if (!closest) {
    rows = (await pageWithin(null)).rows;
  } else {
    // Nearest first: the candidates from the in-memory positions (bounded work for any cursor),
    // read by id with the exact cursor and order; chosen again if the positions have changed.
    const bound = cursorValues ? (cursorValues[0] as number) : backward ? Infinity : -Infinity;
    let positions = await reviewPositions(db);
    for (let attempt = 0; ; attempt += 1) {
      const ids = positions.candidates(origin, bound, !backward, size + 1, minStars);
      const page = await pageWithin(ids);
      if (page.version === positions.version || attempt === 2) {
        rows = page.rows;
        break;
      }
      positions = await reviewPositions(db, positions.version);
    }
  }
  return toConnection(rows, { size, backward, sort, args });
}

/** Public reviews (the browser location's zip, or the default metro, for LOCATION_CLOSEST). */
export const reviewResolvers: Resolvers = {
  Query: {
    publicReviews: (_, args, ctx) => publicReviews(ctx.db, args, ctx.geoZip ?? DEFAULT_ZIPCODE, ctx.lookups.region),
  },
};
