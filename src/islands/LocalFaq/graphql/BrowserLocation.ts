import { graphql } from '../graphql.ts';

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
