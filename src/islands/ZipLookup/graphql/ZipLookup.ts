import { graphql } from '#src/graphql/graphql.ts';
import { ZipAnswer } from './ZipAnswer.ts';

/** The zip lookup's question: what the island shows of the zip code's region (./ZipAnswer.ts). */
export const ZipLookup = /* @__PURE__ */ graphql(
  `
    query ZipLookup($zipcode: String!) {
      serviceRegion(zipcode: $zipcode) {
        ...ZipAnswer
      }
    }
  `,
  [ZipAnswer],
);
