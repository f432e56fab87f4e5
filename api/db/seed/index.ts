/**
 * Seeds an empty database in ONE transaction (a crash leaves it empty, never half-seeded):
 * US zip codes from the `zipcodes` npm dataset, ~60 metro service regions, consent texts,
 * 5,200 public reviews from a fixed seed, plans, cohorts and referral codes.
 */
import zipcodes from 'zipcodes';
import { cleaningSalesTax, metros, REGION_RADIUS_KM, tierRates } from './metros.ts';
import { cohorts, disclosures, planConstants, planOptions, plans, referralCodes } from './catalog.ts';
import { generateReviews, type ServedZip } from './reviews.ts';
import { distanceKm } from './random.ts';
import { slugify } from '../../../src/data/navigation.ts';
import type { Database, Queryable } from '../connection.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Inserts rows in multi-row statements of `batch` rows. */
async function insertMany(
  tx: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
  batch = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const values = chunk
      .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
      .join(', ');
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, chunk.flat());
  }
}

export async function isSeeded(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_regions');
  return (row?.n ?? 0) > 0;
}

export async function seed(db: Database): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const usZips = Object.values(zipcodes.codes).filter((z) => z.country === 'US' && /^\d{5}$/.test(z.zip));
  const centres = metros.map((metro, index) => {
    const match = zipcodes.lookupByName(metro.city, metro.state);
    // Median, not mean: the dataset has a few zips with a flipped sign (e.g. 10200 at +73.95).
    const latitude = median(match.map((z) => z.latitude));
    const longitude = median(match.map((z) => z.longitude));
    return { ...metro, id: index + 1, latitude, longitude, centerZip: match[0]!.zip };
  });

  const regionOf = new Map<string, number>();
  for (const zip of usZips) {
    let best: { id: number; km: number } | undefined;
    for (const centre of centres) {
      const km = distanceKm(zip.latitude, zip.longitude, centre.latitude, centre.longitude);
      if (km <= REGION_RADIUS_KM && (!best || km < best.km)) best = { id: centre.id, km };
    }
    if (best) regionOf.set(zip.zip, best.id);
  }

  await db.transaction(async (tx) => {
    await insertMany(
      tx,
      'service_regions',
      [
        'id',
        'slug',
        'name',
        'state',
        'center_zip',
        'latitude',
        'longitude',
        'rate_cents',
        'higher_rate_cents',
        'sales_tax_rate',
        'num_cleaners',
        'num_customers',
      ],
      centres.map((c, index) => {
        const [rate, higher] = tierRates[c.tier];
        const cleaners = Math.round(2600 / Math.sqrt(index + 1));
        return [
          c.id,
          slugify(`${c.city}-${c.state}`),
          c.city,
          c.state,
          c.centerZip,
          c.latitude,
          c.longitude,
          cents(rate),
          cents(higher),
          cleaningSalesTax[c.state] ?? 0,
          cleaners,
          cleaners * 17,
        ];
      }),
    );
    await tx.query(`SELECT setval('service_regions_id_seq', $1)`, [centres.length]);
    await insertMany(
      tx,
      'zipcodes',
      ['zip', 'city', 'state', 'latitude', 'longitude', 'region_id'],
      usZips.map((z) => [z.zip, z.city, z.state, z.latitude, z.longitude, regionOf.get(z.zip) ?? null]),
      1000,
    );
    await insertMany(
      tx,
      'consent_disclosures',
      ['state', 'cc', 'ac', 'ec', 'occ'],
      Object.entries(disclosures).map(([state, d]) => [state === 'default' ? '' : state, d.CC, d.AC, d.EC, d.OCC]),
    );
    for (const plan of plans) {
      await tx.query(
        `INSERT INTO membership_plans (key, cancellation_fee_cents, foreverclean_forced, monthly_price_cents, free_months,
           cancellation_fee_min_months, foreverclean_cancellation_fee_cents, cancellation_policy)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          plan.key,
          cents(planConstants.cancellationFee),
          planConstants.forced,
          cents(plan.monthlyPrice),
          planConstants.freeMonths,
          planConstants.minMonths,
          cents(planConstants.foreverCleanCancellationFee),
          plan.cancellationPolicy,
        ],
      );
      await insertMany(
        tx,
        'membership_plan_options',
        [
          'plan_key',
          'position',
          'name',
          'description',
          'num_hours',
          'price_cents',
          'undiscounted_price_cents',
          'additional_discount',
        ],
        planOptions(plan).map((o, position) => [
          plan.key,
          position,
          o.name,
          o.description,
          o.numHours,
          cents(o.price),
          cents(o.undiscountedPrice),
          o.additionalDiscount,
        ]),
      );
    }
    await insertMany(
      tx,
      'voucher_cohorts',
      ['code', 'plan_key', 'billing_period', 'discount_cents', 'is_default'],
      cohorts.map((c) => [c.code, c.plan, c.billingPeriod, cents(c.discount), c.isDefault ?? false]),
    );
    await insertMany(
      tx,
      'referral_codes',
      ['code', 'host_name'],
      referralCodes.map((r) => [r.code, r.hostName]),
    );

    const served: ServedZip[] = usZips.filter((z) => regionOf.has(z.zip));
    await insertMany(
      tx,
      'public_reviews',
      [
        'body',
        'stars',
        'received',
        'zipcode',
        'public_location',
        'latitude',
        'longitude',
        'customer_first_name',
        'customer_last_initial',
      ],
      generateReviews(served).map((r) => [
        r.body,
        r.stars,
        r.received.toISOString(),
        r.zipcode,
        r.publicLocation,
        r.latitude,
        r.longitude,
        r.firstName,
        r.lastInitial,
      ]),
    );
  });
  return true;
}
