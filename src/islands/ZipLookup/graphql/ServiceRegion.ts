import { graphql } from '#src/graphql/graphql.ts';
import { ZipAnswer } from './ZipAnswer.ts';

/**
 * Spec §7's name for the zip lookup ("ServiceRegion / ZipLookup"), which no island sends: the
 * lookup's answer (./ZipAnswer.ts) and the region's consent disclosure `arl.CC`, which the island
 * does not show. The API answers it; its tests and bench send it.
 */
export const ServiceRegion = /* @__PURE__ */ graphql(
  `
    query ServiceRegion($zipcode: String!) {
      serviceRegion(zipcode: $zipcode) {
        ...ZipAnswer
        ... on ServiceRegion {
          arl {
            CC
          }
        }
      }
    }
  `,
  [ZipAnswer],
);
