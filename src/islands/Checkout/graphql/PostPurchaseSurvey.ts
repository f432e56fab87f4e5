import { FormResult } from '../../shared/form/graphql/FormResult.ts';
import { graphql } from '#src/graphql/graphql.ts';

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
