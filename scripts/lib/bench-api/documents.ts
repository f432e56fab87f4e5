/**
 * The documents bench:api sends. The site's own operations where the site has one (ServiceRegion,
 * FetchMoreReviews); gql.tada `graphql()` documents for the benchmark's own fixed queries; strings
 * only for documents generated at run time to sit exactly on a limit (api/limits.ts).
 */
import { getOperationAST, parse } from 'graphql';
import { limits, measureOperation } from '#api/limits.ts';
import { graphql } from '#src/graphql/graphql.ts';

export { FetchMoreReviews, ServiceRegion } from '#tests/lib/operations.ts';

export const ZIPCODES = ['60601', '98101', '78701', '94103', '33301', '97201'];

export const Trivial = graphql(`
  query Trivial {
    lmcHours
  }
`);

export const TrivialDb = graphql(`
  query TrivialDb {
    availableVouchers {
      remaining
    }
  }
`);

/** Both paths that take a zip code: the memory floods send distinct, normal or garbage, ones. */
export const ZipInputs = graphql(`
  query ZipInputs($z: String!) {
    serviceRegion(zipcode: $z) {
      __typename
    }
    voucherPrice(numHours: 3, zipcode: $z) {
      __typename
    }
  }
`);

/** The most aliases of `field` a document may have within every limit (api/limits.ts). */
export function mostAllowed(field: string) {
  const document = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `p${i}: ${field}`).join(' ')} }`;
  let n = limits.maxAliases;
  const fits = (count: number) => {
    const ast = parse(document(count));
    return measureOperation(ast, getOperationAST(ast)!, {}).violation === null;
  };
  while (n > 1 && !fits(n)) n -= 1;
  return { count: n, document: document(n), over: document(limits.maxAliases) };
}

/** The most expensive document the limits allow: as many 50-review pages as the cost limit takes. */
export const MOST_EXPENSIVE = mostAllowed(
  'publicReviews(first: 50, after: null) { edges { node { id body } } }',
).document;
/** Nearest-first pages after a cursor far from every review (a whole-table scan before). */
const FAR_CURSOR = Buffer.from(JSON.stringify(['LOCATION_CLOSEST', 1e6, 1])).toString('base64url');
export const farPages = mostAllowed(
  `publicReviews(first: 50, after: "${FAR_CURSOR}", filter: { sort: LOCATION_CLOSEST, zipcode: "60601" }) { __typename }`,
);
export const nearPages = mostAllowed(
  `publicReviews(first: 50, filter: { sort: LOCATION_CLOSEST, zipcode: "60601" }) { edges { node { id body } } }`,
);
/** Over the limits: a 30-level fragment chain (2^30 fields once expanded) and a too-deep document. */
export const FRAGMENT_CHAIN = `query Q { ...F0 } ${Array.from({ length: 30 }, (_, i) => (i === 29 ? `fragment F${i} on Query { lmcHours }` : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`)).join(' ')}`;
export const TOO_MANY_ALIASES = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: lmcHours`).join(' ')} }`;
