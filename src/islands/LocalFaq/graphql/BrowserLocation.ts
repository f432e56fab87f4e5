import { graphql } from '#src/graphql/graphql.ts';

export const BrowserLocation = /* @__PURE__ */ graphql(`
  query BrowserLocation {
    estimatedBrowserLocation {
      accuracyRadius
      nearbyCities
      nearbyState
      nearbyZipcode
    }
  }
`);
