/**
 * Public reviews as a Relay connection with keyset cursors: a cursor holds the sort values of
 * its row, so it keeps pointing at the same place when reviews are added, and page 400 costs
 * what page 1 costs. Cursors are opaque (base64url JSON) to clients.
 */
import { GraphQLError } from 'graphql';
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
  received: Date | string;
  received_key: string;
  distance: number;
  public_location: string;
  customer_first_name: string;
  customer_last_initial: string;
  withdrawn: boolean;
};

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
  if (sort === 'LOCATION_CLOSEST') {
    const region = await findRegion(db, args.filter?.zipcode ?? browserZip);
    if (region.__typename === 'ZipcodeFormatError') {
      throw new GraphQLError(`Argument "filter.zipcode": ${region.message}`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const [zip] = await db.query<{ latitude: number; longitude: number }>(
      'SELECT latitude, longitude FROM zipcodes WHERE zip = $1',
      [region.zipcode],
    );
    origin = zip ?? origin;
  }
  params.push(origin.latitude, origin.longitude);
  // Squared equirectangular distance, rounded so that cursor values compare exactly.
  const distance = `round(${squaredDistance('$1', '$2')}::numeric, 8)::float8`;
  const where: string[] = [];
  const minStars = args.filter?.minStars;
  if (minStars != null) {
    params.push(Math.min(5, Math.max(1, minStars)));
    where.push(`stars >= $${params.length}`);
  }
  const cursor = backward ? args.before : args.after;
  const cursorValues = cursor ? decodeCursor(cursor, sort, backward ? 'before' : 'after') : null;
  if (cursorValues) where.push(keysetCondition(keys, cursorValues, !backward, params));
  const order = keys
    .map((key) => `${key.column} ${(key.direction === 'ASC') !== backward ? 'ASC' : 'DESC'}`)
    .join(', ');
  /** One page; `radius` (degrees of latitude) keeps to the box around the origin, walking the position index. */
  const pageWithin = (radius: number | null) => {
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
    return db.query<ReviewRow>(
      `SELECT * FROM (
         SELECT id, body, stars, received, received::text AS received_key, ${distance} AS distance, public_location,
                customer_first_name, customer_last_initial, withdrawn, latitude, longitude
         FROM public_reviews
       ) r ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY ${order} LIMIT $${bound.length}`,
      bound,
    );
  };
  let rows: ReviewRow[];
  if (sort !== 'LOCATION_CLOSEST' || (backward && !cursorValues)) {
    rows = await pageWithin(null);
  } else if (backward) {
    // Every review before the cursor is nearer than it: the cursor's distance bounds the box.
    rows = await pageWithin(Math.sqrt((cursorValues![0] as number) + 1e-7) + 1e-6);
  } else {
    // Nearest first: a box around the origin (beyond the cursor's distance), grown until the
    // page's last row is nearer than anything outside the box can be.
    let radius = Math.sqrt(cursorValues ? (cursorValues[0] as number) : 0) + 0.25;
    for (;;) {
      if (radius > 180) {
        rows = await pageWithin(null);
        break;
      }
      rows = await pageWithin(radius);
      const last = rows[size];
      if (last && last.distance < radius * radius - 1e-7) break;
      radius *= 3;
    }
  }
  const hasMore = rows.length > size;
  const page = rows.slice(0, size);
  if (backward) page.reverse();
  const edges = page.map((row) => ({
    cursor: encodeCursor(
      sort,
      keys.map((key) => (key.column === 'received' ? row.received_key : row[key.column as keyof ReviewRow])),
    ),
    node: row.withdrawn
      ? null
      : {
          id: String(row.id),
          body: row.body,
          stars: row.stars,
          received: new Date(row.received).toISOString(),
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
