/**
 * Production answers leave out graphql-js's "Did you mean …?" hints: they spell out field,
 * argument and enum names of the schema to anyone probing it with typos, which is what turning
 * introspection off is meant to prevent. Development keeps them (they help).
 */
import { GraphQLError } from 'graphql';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

function strip<T extends ExecutionResult>(result: T): T {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error) =>
    error.message.includes('Did you mean ')
      ? new GraphQLError(withoutSuggestions(error.message), {
          ...(error.nodes ? { nodes: error.nodes } : {}),
          ...(error.source ? { source: error.source } : {}),
          ...(error.positions ? { positions: error.positions } : {}),
          ...(error.path ? { path: error.path } : {}),
          ...(error.originalError ? { originalError: error.originalError } : {}),
          extensions: error.extensions,
        })
      : error,
  );
  return { ...result, errors };
}

export function useHideSuggestions(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Symbol.asyncIterator in result) return;
      setResult(Array.isArray(result) ? result.map(strip) : strip(result));
    },
  };
}
