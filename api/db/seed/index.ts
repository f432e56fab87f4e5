/**
 * Seeds an empty database in ONE transaction (a crash leaves it empty, never half-seeded):
 * US zip codes from the `zipcodes` npm dataset, ~60 metro service regions, consent texts,
 * 5,200 public reviews from a fixed seed, cleaners with a home base (./cleaners.ts), plans,
 * cohorts and referral codes.
 */
import { cohorts, planConstants, planOptions, plans } from '#src/catalog/plans.ts';
import { assignZipRegions, regionCentres, regionFigures, usZipcodes } from '#src/catalog/regions.ts';
import { slugify } from '#src/catalog/slug.ts';
import { homeSalesTaxRate } from '#src/domain/salesTax.ts';
import { disclosures, referralCodes } from './catalog.ts';
import { generateCleaners, type RegionZip } from './cleaners.ts';
import { generateReviews, type ServedZip } from './reviews.ts';
import { distanceKm } from '#src/catalog/geo.ts';
import type { Database, Queryable } from '../connection.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

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

/** The cleaners of every region (each region's numCleaners), placed at its served zip codes. */
function cleanerRows(
  usZips: ReturnType<typeof usZipcodes>,
  centres: ReturnType<typeof regionCentres>,
  regionOf: Map<string, number>,
): unknown[][] {
  const byId = new Map(centres.map((c) => [c.id, c]));
  const zips: RegionZip[] = [];
  for (const z of usZips) {
    const regionId = regionOf.get(z.zip);
    const centre = regionId === undefined ? undefined : byId.get(regionId);
    if (!centre) continue;
    zips.push({
      ...z,
      regionId: centre.id,
      km: distanceKm(z.latitude, z.longitude, centre.latitude, centre.longitude),
    });
  }
  const counts = new Map(centres.map((c) => [c.id, regionFigures(c).numCleaners]));
  return generateCleaners(zips, counts).map((c) => [c.regionId, c.zipcode, c.latitude, c.longitude, c.completedJobs]);
}

const cleanerColumns = ['region_id', 'zipcode', 'latitude', 'longitude', 'completed_jobs'];

/** A database seeded before the cleaners table existed gets its cleaners (in one transaction). */
async function seedCleaners(db: Database): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cleaners');
  if ((row?.n ?? 0) > 0) return false;
  const usZips = usZipcodes();
  const centres = regionCentres();
  const rows = cleanerRows(usZips, centres, assignZipRegions(usZips, centres));
  await db.transaction((tx) => insertMany(tx, 'cleaners', cleanerColumns, rows, 1000));
  return true;
}

/** The service regions, from the catalogue's metros (src/catalog/regions.ts). */
async function seedRegions(tx: Queryable, centres: ReturnType<typeof regionCentres>): Promise<void> {
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
    centres.map((c) => {
      const figures = regionFigures(c);
      return [
        c.id,
        slugify(`${c.city}-${c.state}`),
        c.city,
        c.state,
        c.centerZip,
        c.latitude,
        c.longitude,
        cents(figures.rate),
        cents(figures.higherRate),
        // The column is kept for the schema; no charge reads it: a home pays its own state's rate.
        homeSalesTaxRate(c.state),
        figures.numCleaners,
        figures.numCustomers,
      ];
    }),
  );
  await tx.query(`SELECT setval('service_regions_id_seq', $1)`, [centres.length]);
}

/** The membership plans and their cleaning options (spec §9). */
async function seedPlans(tx: Queryable): Promise<void> {
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
}

/** The public reviews, generated from a fixed seed in served zip codes. */
async function seedReviews(
  tx: Queryable,
  usZips: ReturnType<typeof usZipcodes>,
  regionOf: ReturnType<typeof assignZipRegions>,
): Promise<void> {
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
}

export async function seed(db: Database): Promise<boolean> {
  if (await isSeeded(db)) return seedCleaners(db);
  // Regions are pure functions of the catalogue (src/catalog/regions.ts), shared with the location directory.
  const usZips = usZipcodes();
  const centres = regionCentres();
  const regionOf = assignZipRegions(usZips, centres);

  await db.transaction(async (tx) => {
    await seedRegions(tx, centres);
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
    await seedPlans(tx);
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

    await insertMany(tx, 'cleaners', cleanerColumns, cleanerRows(usZips, centres, regionOf), 1000);

    await seedReviews(tx, usZips, regionOf);
  });
  return true;
}
