/**
 * The ~60 largest US metros the reference API serves, with plausible member/non-member hourly
 * rates (US dollars) by cost tier. Coordinates come from the zip-code dataset, by city name.
 */
export type Metro = { city: string; state: string; tier: 1 | 2 | 3 };

export const metros: readonly Metro[] = [
  { city: 'New York', state: 'NY', tier: 1 },
  { city: 'Los Angeles', state: 'CA', tier: 1 },
  { city: 'Chicago', state: 'IL', tier: 2 },
  { city: 'Dallas', state: 'TX', tier: 2 },
  { city: 'Houston', state: 'TX', tier: 2 },
  { city: 'Washington', state: 'DC', tier: 1 },
  { city: 'Philadelphia', state: 'PA', tier: 2 },
  { city: 'Miami', state: 'FL', tier: 2 },
  { city: 'Atlanta', state: 'GA', tier: 2 },
  { city: 'Boston', state: 'MA', tier: 1 },
  { city: 'Phoenix', state: 'AZ', tier: 2 },
  { city: 'San Francisco', state: 'CA', tier: 1 },
  { city: 'Riverside', state: 'CA', tier: 2 },
  { city: 'Detroit', state: 'MI', tier: 3 },
  { city: 'Seattle', state: 'WA', tier: 1 },
  { city: 'Minneapolis', state: 'MN', tier: 2 },
  { city: 'San Diego', state: 'CA', tier: 1 },
  { city: 'Tampa', state: 'FL', tier: 2 },
  { city: 'Denver', state: 'CO', tier: 2 },
  { city: 'Baltimore', state: 'MD', tier: 2 },
  { city: 'Saint Louis', state: 'MO', tier: 3 },
  { city: 'Orlando', state: 'FL', tier: 2 },
  { city: 'Charlotte', state: 'NC', tier: 2 },
  { city: 'San Antonio', state: 'TX', tier: 3 },
  { city: 'Portland', state: 'OR', tier: 2 },
  { city: 'Sacramento', state: 'CA', tier: 2 },
  { city: 'Pittsburgh', state: 'PA', tier: 3 },
  { city: 'Austin', state: 'TX', tier: 2 },
  { city: 'Las Vegas', state: 'NV', tier: 2 },
  { city: 'Cincinnati', state: 'OH', tier: 3 },
  { city: 'Kansas City', state: 'MO', tier: 3 },
  { city: 'Columbus', state: 'OH', tier: 3 },
  { city: 'Indianapolis', state: 'IN', tier: 3 },
  { city: 'Cleveland', state: 'OH', tier: 3 },
  { city: 'San Jose', state: 'CA', tier: 1 },
  { city: 'Nashville', state: 'TN', tier: 2 },
  { city: 'Virginia Beach', state: 'VA', tier: 3 },
  { city: 'Providence', state: 'RI', tier: 2 },
  { city: 'Jacksonville', state: 'FL', tier: 3 },
  { city: 'Milwaukee', state: 'WI', tier: 3 },
  { city: 'Raleigh', state: 'NC', tier: 2 },
  { city: 'Oklahoma City', state: 'OK', tier: 3 },
  { city: 'Memphis', state: 'TN', tier: 3 },
  { city: 'Richmond', state: 'VA', tier: 3 },
  { city: 'Louisville', state: 'KY', tier: 3 },
  { city: 'New Orleans', state: 'LA', tier: 3 },
  { city: 'Salt Lake City', state: 'UT', tier: 2 },
  { city: 'Hartford', state: 'CT', tier: 2 },
  { city: 'Buffalo', state: 'NY', tier: 3 },
  { city: 'Birmingham', state: 'AL', tier: 3 },
  { city: 'Rochester', state: 'NY', tier: 3 },
  { city: 'Grand Rapids', state: 'MI', tier: 3 },
  { city: 'Tucson', state: 'AZ', tier: 3 },
  { city: 'Honolulu', state: 'HI', tier: 1 },
  { city: 'Tulsa', state: 'OK', tier: 3 },
  { city: 'Fresno', state: 'CA', tier: 3 },
  { city: 'Omaha', state: 'NE', tier: 3 },
  { city: 'Albuquerque', state: 'NM', tier: 3 },
  { city: 'Baton Rouge', state: 'LA', tier: 3 },
  { city: 'Fort Lauderdale', state: 'FL', tier: 2 },
  { city: 'Bakersfield', state: 'CA', tier: 3 },
  { city: 'Knoxville', state: 'TN', tier: 3 },
];

/** Member rate and non-member rate in dollars per hour, by cost tier (src/domain/offer.ts, whose claim they prove). */
export { tierRates } from '../domain/offer.ts';

/**
 * Sales tax on cleaning services, combined state and typical local rate, for states that tax
 * them; states not listed do not tax residential cleaning. Reference data, not tax advice.
 */
export const cleaningSalesTax: Readonly<Record<string, number>> = {
  TX: 0.0825,
  NM: 0.07625,
  HI: 0.04712,
  DC: 0.06,
  CT: 0.0635,
  OH: 0.0725,
  PA: 0.06,
  NY: 0.08875,
  TN: 0.0975,
  WA: 0.1025,
  IA: 0.07,
  SD: 0.062,
  WV: 0.06,
};

/** A metro serves zip codes within this many kilometres of its centre. */
export const REGION_RADIUS_KM = 45;
