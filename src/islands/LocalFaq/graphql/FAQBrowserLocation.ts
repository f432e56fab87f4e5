import { graphql } from '#src/graphql/graphql.ts';

export const FAQBrowserLocation = /* @__PURE__ */ graphql(`
  query FAQBrowserLocation {
    estimatedBrowserLocation {
      memberHourlyRate
    }
  }
`);
