/**
 * Limits a public GraphQL endpoint needs: tokens per document, selection depth, aliases and a
 * cost (each field 1, expensive fields their real cost, multiplied by the page size of list
 * arguments). Rejections are ordinary GraphQL errors that say which limit was hit.
 *
 * The analysis runs before graphql-js's own validation and before any resolver, and is linear in
 * the document: each fragment is measured once (memoised) however often it is spread, and the walk
 * stops at the first limit it passes, so a chain of fragments that spread each other twice costs
 * what its text costs to read.
 */
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const limits = { maxTokens: 1500, maxDepth: 8, maxAliases: 15, maxCost: 3000 } as const;

/**
 * Extra cost of resolvers that do more than read a row: a reviews page is one indexed query; the
 * nearest-first order adds a lookup of the zip code's position and a walk of the precomputed
 * neighbourhood order; the browser location needs the GeoIP data.
 */
export const fieldCosts = {
  publicReviews: 10,
  publicReviewsClosest: 100,
  estimatedBrowserLocation: 20,
} as const;

type Variables = Record<string, unknown>;
type Measure = { depth: number; cost: number; aliases: number };

class LimitExceeded extends Error {}

function argumentValue(value: ValueNode, variables: Variables): unknown {
  switch (value.kind) {
    case Kind.VARIABLE:
      return variables[value.name.value];
    case Kind.INT:
      return Number(value.value);
    case Kind.ENUM:
    case Kind.STRING:
      return value.value;
    case Kind.OBJECT:
      return Object.fromEntries(value.fields.map((field) => [field.name.value, argumentValue(field.value, variables)]));
    default:
      return undefined;
  }
}

function argument(field: FieldNode, name: string, variables: Variables): unknown {
  const node = field.arguments?.find((a) => a.name.value === name);
  return node ? argumentValue(node.value, variables) : undefined;
}

function pageSize(field: FieldNode, variables: Variables): number {
  for (const name of ['first', 'last']) {
    if (!field.arguments?.some((a) => a.name.value === name)) continue;
    const value = Number(argument(field, name, variables) ?? 10);
    return Number.isFinite(value) ? Math.min(1000, Math.max(1, value)) : 10;
  }
  return 1;
}

/** The field's own cost: 1, or the real cost of an expensive resolver. */
function ownCost(field: FieldNode, variables: Variables): number {
  if (field.name.value === 'publicReviews') {
    const filter = argument(field, 'filter', variables) as { sort?: unknown } | undefined;
    return filter?.sort === 'LOCATION_CLOSEST' ? fieldCosts.publicReviewsClosest : fieldCosts.publicReviews;
  }
  if (field.name.value === 'estimatedBrowserLocation') return fieldCosts.estimatedBrowserLocation;
  return 1;
}

/** Measures operations; one instance per document and request (memo of fragment measures). */
class Analysis {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly memo = new Map<string, Measure>();
  private readonly active = new Set<string>();
  private readonly variables: Variables;

  constructor(document: DocumentNode, variables: Variables) {
    this.variables = variables;
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(definition.name.value, definition);
    }
  }

  private check(measure: Measure, depthOffset: number) {
    if (measure.depth + depthOffset > limits.maxDepth)
      throw new LimitExceeded(`Query is too deep: depth exceeds the limit of ${limits.maxDepth}.`);
    if (measure.aliases > limits.maxAliases)
      throw new LimitExceeded(`Too many aliases: more than the limit of ${limits.maxAliases}.`);
    if (measure.cost > limits.maxCost)
      throw new LimitExceeded(`Query is too expensive: cost exceeds the limit of ${limits.maxCost}.`);
  }

  private fragment(name: string, depthOffset: number): Measure {
    const known = this.memo.get(name);
    if (known) return known;
    const definition = this.fragments.get(name);
    // Unknown or cyclic spreads are graphql-js validation errors; they add nothing here.
    if (!definition || this.active.has(name)) return { depth: 0, cost: 0, aliases: 0 };
    this.active.add(name);
    const measure = this.selectionSet(definition.selectionSet, depthOffset);
    this.active.delete(name);
    this.memo.set(name, measure);
    return measure;
  }

  /** Depth is relative to the set (0 for leaves only); `depthOffset` is where the set sits. */
  selectionSet(set: SelectionSetNode, depthOffset: number): Measure {
    const total: Measure = { depth: 0, cost: 0, aliases: 0 };
    for (const selection of set.selections) {
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        const child = selection.selectionSet
          ? this.selectionSet(selection.selectionSet, depthOffset + 1)
          : { depth: 0, cost: 0, aliases: 0 };
        inner = {
          depth: child.depth + 1,
          cost: ownCost(selection, this.variables) + child.cost * pageSize(selection, this.variables),
          aliases: child.aliases + (selection.alias ? 1 : 0),
        };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = this.selectionSet(selection.selectionSet, depthOffset);
      } else {
        inner = this.fragment(selection.name.value, depthOffset);
      }
      total.depth = Math.max(total.depth, inner.depth);
      total.cost += inner.cost;
      total.aliases += inner.aliases;
      this.check(total, depthOffset);
    }
    return total;
  }
}

/** The first limit an operation passes, as a message, or null when it is within all of them. */
export function limitViolation(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables,
): string | null {
  // A variable left out of the request takes its default from the operation.
  const effective: Variables = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) {
      effective[definition.variable.name.value] = argumentValue(definition.defaultValue, {});
    }
  }
  Object.assign(effective, variables);
  try {
    new Analysis(document, effective).selectionSet(operation.selectionSet, 0);
    return null;
  } catch (error) {
    if (error instanceof LimitExceeded) return error.message;
    throw error;
  }
}

/** Yoga plugin enforcing the limits above (tokens while parsing; the rest before validation). */
export function useQueryLimits(): Plugin {
  return {
    onParse({ setParseFn, parseFn }) {
      setParseFn((source, options) => parseFn(source, { ...options, maxTokens: limits.maxTokens }));
    },
    onValidate({ params, context, setResult }) {
      const request = (context as { params?: { variables?: unknown; operationName?: unknown } }).params;
      const variables =
        request?.variables && typeof request.variables === 'object' ? (request.variables as Variables) : {};
      const errors: GraphQLError[] = [];
      for (const definition of params.documentAST.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        const message = limitViolation(params.documentAST, definition, variables);
        if (message) errors.push(new GraphQLError(message, { nodes: [definition] }));
      }
      if (errors.length) setResult(errors);
    },
  };
}
