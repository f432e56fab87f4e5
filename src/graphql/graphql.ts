/**
 * gql.tada setup: `graphql()` parses a document at runtime and infers its result and variables
 * types at compile time from the introspection in `graphql-env.d.ts`, which is generated from
 * `schema.graphql` (`gql-tada generate output`; never edit it by hand).
 */
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  /**
   * A fragment beside the component that reads it names what it reads, and the component reads its
   * data through `readFragment`; results are not masked, so the API's tests read answers whole.
   */
  disableMasking: true;
  scalars: {
    /** ISO-8601 string on the wire, e.g. 2026-11-22T09:30:00.000Z. */
    DateTime: string;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
