/** /us/: the directory's front page, every state with how many of its places are served. */
import { statePath, type Directory } from '#src/directory/lookup.ts';
import { formatCount } from '#src/domain/format.ts';
import { servedCount, statesWithServed } from '#src/domain/placeFigures.ts';
import { breadcrumbListLd } from '#src/lib/structuredData.ts';
import { fitDescription, fitTitle } from '#src/lib/seoText.ts';
import { placesCopy, say } from '#src/copy/places.ts';
import { directoryCrumbs, type Crumb, type Site } from './site.ts';

export type IndexPage = {
  title: string;
  description: string;
  heading: string;
  intro: string;
  statesHeading: string;
  crumbs: Crumb[];
  /** `count`: "(52 places, 3 served)" after the state's link. */
  states: { name: string; path: string; places: number; served: number; count: string }[];
  jsonLd: Record<string, unknown>[];
};

export function indexPage(dir: Directory, site: Site): IndexPage {
  const copy = placesCopy(site.key).index;
  const crumbs = directoryCrumbs(site);
  const values = {
    brand: site.name,
    places: formatCount(dir.cities.length),
    served: formatCount(servedCount(dir.cities)),
    servedStates: statesWithServed(dir),
    areaCount: dir.data.regions.length,
  };
  return {
    title: fitTitle(
      copy.title.map((title) => say(title, values)),
      site.name,
    ),
    description: fitDescription(copy.description.map((description) => say(description, values))),
    heading: say(copy.heading, values),
    intro: say(copy.intro, values),
    statesHeading: say(copy.statesHeading, values),
    crumbs,
    states: dir.states.map((state) => {
      const places = state.cities.length;
      const served = servedCount(state.cities.map((i) => dir.cities[i]!));
      return {
        name: state.name,
        path: statePath(state),
        places,
        served,
        count:
          served > 0
            ? say(copy.stateCount.withServed, { places, served })
            : say(copy.stateCount.noneServed, { places }),
      };
    }),
    jsonLd: [breadcrumbListLd(crumbs, site.url)],
  };
}
