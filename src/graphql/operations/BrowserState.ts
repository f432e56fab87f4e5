import { graphql } from '../graphql.ts';

export const BrowserState = /* @__PURE__ */ graphql(`
  query BrowserState {
    estimatedBrowserLocation {
      nearbyState
    }
  }
`);
