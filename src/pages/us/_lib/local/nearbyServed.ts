/** Served places near a served place, with their member rate where it differs from this area's. */
import { cityPath } from '#src/directory/lookup.ts';
import { formatUsd } from '#src/domain/format.ts';
import { say } from '#src/copy/places.ts';
import { placeKey } from '../city/context.ts';
import type { LocalContext } from './context.ts';

/** `rate`: the other place's member rate when it differs from this area's, else ''; `label`: both. */
export type NearbyServed = { name: string; path: string; distance: string; rate: string; label: string }[];

export function nearbyServed({ dir, city, region, facts, hourly, distances }: LocalContext): NearbyServed {
  return facts.nearbyServed.map(([index, km]) => {
    const other = dir.cities[index]!;
    const otherRegion = dir.regionById(other.region!.id);
    const distance = distances.miles(placeKey(other), km);
    // Another area's member rate is worth knowing when it differs from this one's.
    const rate = otherRegion.rate === region.rate ? '' : say(hourly, { amount: formatUsd(otherRegion.rate) });
    return {
      name: other.state === city.state ? other.name : `${other.name}, ${other.state}`,
      path: cityPath(dir.stateOf(other), other),
      distance,
      rate,
      label: rate ? `${distance}, ${rate}` : distance,
    };
  });
}
