/** The paragraph under a city page's heading: its size and role in the state, then its closest neighbor. */
import { formatCount, ordinal } from '#src/domain/format.ts';
import { say } from '#src/copy/places.ts';
import { placeKey, type CityContext } from './context.ts';

function roleText({ copy, city, state }: CityContext): string {
  if (city.feature === 'PPLC' && city.state === 'PR') return say(copy.role.stateCapital, { state: state.name });
  if (city.feature === 'PPLC') return say(copy.role.nationalCapital, {});
  if (city.feature === 'PPLA') return say(copy.role.stateCapital, { state: state.name });
  if (city.feature === 'PPLA2') return say(copy.role.countySeat, {});
  return '';
}

/** The place's size and role: "Clovis is the 69th largest of the 481 places we list in California, …". */
function sizeSentence(ctx: CityContext): string {
  const { copy, city, state, values } = ctx;
  const places = state.cities.length;
  const rank =
    city.rank === 1
      ? say(copy.rank.largest, { state: state.name, places })
      : say(copy.rank.other, { state: state.name, places, rank: ordinal(city.rank) });
  const role = roleText(ctx);
  const population = formatCount(city.population);
  return role
    ? say(copy.intro.withRole, { ...values, role, rank, population })
    : say(copy.intro.plain, { ...values, rank, population });
}

export function cityIntro(ctx: CityContext): string {
  const { copy, dir, city, values, distances } = ctx;
  const first = sizeSentence(ctx);
  const [nearestIndex, nearestKm] = city.nearby[0] ?? [];
  const neighbor = nearestIndex === undefined ? undefined : dir.cities[nearestIndex];
  if (!neighbor) return first;
  const near = { ...values, neighbor: neighbor.name, distance: distances.miles(placeKey(neighbor), nearestKm!) };
  const second =
    neighbor.state === city.state
      ? say(copy.neighbor.sameState, near)
      : say(copy.neighbor.otherState, { ...near, neighborState: dir.stateOf(neighbor).name });
  return `${first} ${second}`;
}
