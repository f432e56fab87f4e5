/**
 * Public reviews as a Relay connection with keyset cursors: a cursor holds the sort values of
 * its row, so it keeps pointing at the same place when reviews are added, and page 400 costs
 * what page 1 costs. Cursors are opaque (base64url JSON) to clients.
 */
import { GraphQLError } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/connection.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
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

type ReviewTuple = [number, string, number, string, number, string, string, string, boolean];

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
 * Where the reviews are (position and stars of each, about 60 KB for 5,200 reviews), read once per
 * database: the nearest-first page uses it to size its box so that one indexed query finds the
 * page. It is only a hint, never the answer (see publicReviews), so reviews added or withdrawn
 * since it was read change nothing; reviews removed make it stale, and it is read again.
 */
class ReviewPositions {
  stale = false;
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  private readonly stars: Uint8Array;

  constructor(latitudes: Float64Array, longitudes: Float64Array, stars: Uint8Array) {
    this.latitudes = latitudes;
    this.longitudes = longitudes;
    this.stars = stars;
  }

  /**
   * The radius (degrees of latitude) of a circle around `origin` holding at least `count` reviews
   * (with at least `minStars`) farther than `after` (a squared distance), or null when there are
   * not that many: a bounded selection over the positions, no sort.
   */
  radiusFor(origin: Position, after: number, count: number, minStars: number | null): number | null {
    const cos = Math.cos((origin.latitude * Math.PI) / 180);
    const nearest = new Float64Array(count).fill(Infinity);
    const floor = after + 1e-7;
    for (let i = 0; i < this.latitudes.length; i += 1) {
      if (minStars !== null && this.stars[i]! < minStars) continue;
      const dLat = this.latitudes[i]! - origin.latitude;
      const dLon = (this.longitudes[i]! - origin.longitude) * cos;
      const d = dLat * dLat + dLon * dLon;
      if (d <= floor || d >= nearest[count - 1]!) continue;
      // Insert into the sorted list of the `count` nearest so far.
      let j = count - 1;
      while (j > 0 && nearest[j - 1]! > d) {
        nearest[j] = nearest[j - 1]!;
        j -= 1;
      }
      nearest[j] = d;
    }
    const farthest = nearest[count - 1]!;
    return Number.isFinite(farthest) ? Math.sqrt(farthest + 1e-6) : null;
  }
}

const positionsCache = new WeakMap<Queryable, Promise<ReviewPositions>>();

function reviewPositions(db: Queryable): Promise<ReviewPositions> {
  let loaded = positionsCache.get(db);
  if (!loaded) {
    loaded = db
      .query<{ latitude: number; longitude: number; stars: number }>(
        'SELECT latitude, longitude, stars FROM public_reviews',
      )
      .then(
        (rows) =>
          new ReviewPositions(
            Float64Array.from(rows, (row) => row.latitude),
            Float64Array.from(rows, (row) => row.longitude),
            Uint8Array.from(rows, (row) => row.stars),
          ),
      );
    loaded.catch(() => positionsCache.delete(db));
    positionsCache.set(db, loaded);
  }
  return loaded.then((positions) => {
    if (positions.stale && positionsCache.get(db) === loaded) positionsCache.delete(db);
    return positions;
  });
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

export async function publicReviews(db: Queryable, args: Args, browserZip: string) {
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
  let origin = { latitude: 0, longitude: 0 };
  const closest = sort === 'LOCATION_CLOSEST';
  if (closest) {
    const region = await findRegion(db, args.filter?.zipcode ?? browserZip);
    if (region.__typename === 'ZipcodeFormatError') {
      throw new GraphQLError(`Argument "filter.zipcode": ${region.message}`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    origin = (await zipPosition(db, region.zipcode)) ?? origin;
  }
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
  /** One page; `radius` (degrees of latitude) keeps to the box around the origin, walking the position index. */
  const pageWithin = async (radius: number | null): Promise<ReviewRow[]> => {
    const bound = [...params];
    const conditions = [...where];
    if (radius !== null) {
      const lonRadius = radius / Math.max(0.01, Math.cos((origin.latitude * Math.PI) / 180));
      bound.push(
        origin.latitude - radius,
        origin.latitude + radius,
        origin.longitude - lonRadius,
        origin.longitude + lonRadius,
      );
      const n = bound.length;
      conditions.push(`latitude BETWEEN $${n - 3} AND $${n - 2} AND longitude BETWEEN $${n - 1} AND $${n}`);
    }
    bound.push(size + 1);
    // The page comes back as one JSON value: PGlite's cost grows with every value it hands over,
    // and a page of rows costs two to three times what the same page as one array does. Only the
    // columns the answer needs; the distance only for the rows returned, and only when it is used.
    const [result] = await db.query<{ page: string | null }>(
      `SELECT json_agg(json_build_array(id, body, stars, received_epoch, distance, public_location,
                customer_first_name, customer_last_initial, withdrawn) ORDER BY ${order})::text AS page
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
    const tuples = JSON.parse(result?.page ?? '[]') as ReviewTuple[];
    return tuples.map(
      ([
        id,
        body,
        stars,
        received_epoch,
        distance,
        public_location,
        customer_first_name,
        customer_last_initial,
        withdrawn,
      ]) => ({
        id,
        body,
        stars,
        received_epoch,
        distance,
        public_location,
        customer_first_name,
        customer_last_initial,
        withdrawn,
      }),
    );
  };
  let rows: ReviewRow[];
  if (!closest || (backward && !cursorValues)) {
    rows = await pageWithin(null);
  } else if (backward) {
    // Every review before the cursor is nearer than it: the cursor's distance bounds the box.
    rows = await pageWithin(Math.sqrt((cursorValues![0] as number) + 1e-7) + 1e-6);
  } else {
    // Nearest first: a box around the origin (beyond the cursor's distance) that holds the page.
    // Its first size comes from the in-memory positions of the reviews (one query in the usual
    // case); whatever that snapshot misses, the box is grown until the page's last row is nearer
    // than anything outside the box can be, so the answer never depends on the snapshot.
    const after = cursorValues ? (cursorValues[0] as number) : 0;
    const positions = await reviewPositions(db);
    const hint = positions.radiusFor(origin, after, size + 1, minStars);
    let radius = hint ?? Math.sqrt(after) + 0.25;
    for (let attempt = 0; ; attempt += 1) {
      if (radius > 180) {
        rows = await pageWithin(null);
        break;
      }
      rows = await pageWithin(radius);
      const last = rows[size];
      if (last && last.distance < radius * radius - 1e-7) break;
      // Fewer reviews than the snapshot knew of (some were removed): read it again next time.
      if (attempt === 0 && hint !== null) positions.stale = true;
      radius *= 3;
    }
  }
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

/** Public reviews (the browser location's zip, or the default metro, for LOCATION_CLOSEST). */
export const reviewResolvers: Resolvers = {
  Query: {
    publicReviews: (_, args, ctx) => publicReviews(ctx.db, args, ctx.geoZip ?? DEFAULT_ZIPCODE),
  },
};
