/** The API's contract as text: src/graphql/schema.graphql, read once (api/app.ts builds it; api/limits.ts reads its costs). */
import { readFileSync } from 'node:fs';

export const typeDefs = readFileSync(new URL('../src/graphql/schema.graphql', import.meta.url), 'utf8');
