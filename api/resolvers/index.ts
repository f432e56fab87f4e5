/**
 * The resolvers of src/graphql/schema.graphql, assembled from one module per domain. Each module
 * is typed with the generated `Resolvers` (api/graphql/resolvers-types.ts), so a resolver that
 * returns the wrong shape fails `npm run check`.
 */
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { catalogResolvers } from './catalog.ts';
import { mutationResolvers } from './mutations.ts';
import { regionResolvers } from './regions.ts';
import { reviewResolvers } from './reviews.ts';

const modules = [regionResolvers, reviewResolvers, catalogResolvers, mutationResolvers];

export const resolvers: Resolvers = {
  Query: Object.assign({}, ...modules.map((module) => module.Query ?? {})),
  Mutation: Object.assign({}, ...modules.map((module) => module.Mutation ?? {})),
};
