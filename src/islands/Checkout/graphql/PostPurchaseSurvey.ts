import { FormResult } from '../fragments/FormResult.ts';
import { graphql } from '../graphql.ts';

export const PostPurchaseSurvey = /* @__PURE__ */ graphql(
  `
    mutation PostPurchaseSurvey($input: SubmitSourceSurveyInput!) {
      postPurchaseSurvey(input: $input) {
        ...FormResult
      }
    }
  `,
  [FormResult],
);
