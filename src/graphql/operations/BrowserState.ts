import { graphql } from '../graphql.ts';

/** Spec §7's operation that no island sends: the API answers it, and its tests and bench send it. */
export const BrowserState = /* @__PURE__ */ graphql(`
  query BrowserState {
    estimatedBrowserLocation {
      nearbyState
    }
  }
`);
