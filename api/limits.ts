/**
 * Limits a public GraphQL endpoint needs: tokens per document, selection depth, aliases, one
 * mutation field per document, and a cost that prices the work a field causes, as the schema
 * declares it next to the field (api/field-costs.ts: each field 1; a field that reads the database
 * 5; a page of reviews the rows it reads, whatever is selected of them, and more for the distance
 * of each in a nearest-first page; a GeoIP lookup its cost), plus the selection multiplied by the
 * page size. Rejections are ordinary
 * GraphQL errors that say which limit was hit. A document's cost also counts against the client's
 * query budget (api/rate-limit.ts, `queryCost`), refused with 429 and Retry-After when spent.
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
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context.ts';
import { fieldCosts } from './field-costs.ts';

export const limits = { maxTokens: 1500, maxDepth: 8, maxAliases: 15, maxCost: 3000 } as const;

export const ONE_MUTATION_MESSAGE = 'Send one mutation per request.';

type Variables = Record<string, unknown>;
type Measure = { depth: number; cost: number; aliases: number };
/** The most rows a slicing argument is priced at for its selection (a larger one is refused by its resolver). */
const MAX_PRICED_ROWS = 1000;

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

/** Whether a value reads a variable (then the document's cost depends on the request's variables). */
function readsVariable(value: ValueNode): boolean {
  if (value.kind === Kind.VARIABLE) return true;
  if (value.kind === Kind.OBJECT) return value.fields.some((field) => readsVariable(field.value));
  if (value.kind === Kind.LIST) return value.values.some(readsVariable);
  return false;
}

let variablesRead = false;

function argument(field: FieldNode, name: string, variables: Variables): unknown {
  const node = field.arguments?.find((a) => a.name.value === name);
  if (node && readsVariable(node.value)) variablesRead = true;
  return node ? argumentValue(node.value, variables) : undefined;
}

/**
 * The rows a list field (@listSize) asks for: the larger of its slicing arguments (literal or
 * variable; a null one counts as absent, as the resolver reads it), its default size when all are
 * absent or null, so no spelling of the arguments prices a page below what it returns. 1 for other
 * fields.
 */
function pageSize(field: FieldNode, variables: Variables): number {
  const list = fieldCosts.get(field.name.value)?.list;
  if (!list) return 1;
  let size: number | undefined;
  for (const name of list.slicingArguments) {
    if (!field.arguments?.some((a) => a.name.value === name)) continue;
    const given = argument(field, name, variables);
    if (given === null || given === undefined) continue;
    const value = Number(given);
    const rows = Number.isFinite(value) ? Math.min(MAX_PRICED_ROWS, Math.max(1, value)) : MAX_PRICED_ROWS;
    size = Math.max(size ?? 0, rows);
  }
  return size ?? list.defaultSize;
}

/** The value at a dotted path of a field's arguments (`filter.sort`). */
function argumentAt(field: FieldNode, path: readonly string[], variables: Variables): unknown {
  let value = argument(field, path[0]!, variables);
  for (const key of path.slice(1)) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/**
 * The field's own cost: 1, or what the schema declares (`base`), and the least its page costs
 * whatever is selected of it (`rows`: the rows it reads times their weight; the selection
 * multiplied by the page size counts instead when it is more).
 */
function ownCost(field: FieldNode, variables: Variables): { base: number; rows: number } {
  const declared = fieldCosts.get(field.name.value);
  if (!declared) return { base: 1, rows: 0 };
  const { when, list } = declared;
  const dearer = when !== undefined && argumentAt(field, when.path, variables) === when.equals;
  const base = dearer ? when.weight : declared.weight;
  if (!list) return { base, rows: 0 };
  const rows = Math.min(list.maxSize, pageSize(field, variables)) + list.extraRows;
  return { base, rows: rows * (dearer ? when.rowWeight : list.rowWeight) };
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
        const own = ownCost(selection, this.variables);
        inner = {
          depth: child.depth + 1,
          cost: own.base + Math.max(own.rows, child.cost * pageSize(selection, this.variables)),
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

/**
 * The root fields an operation asks for (fragments and inline fragments at the root expanded,
 * __typename left out), e.g. ['purchaseVoucher'].
 */
export function rootFieldNames(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const names: string[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== '__typename') names.push(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return names;
}

/** The cost of an operation, or the first limit it passes (as a message). */
export function measureOperation(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables,
): { violation: string | null; cost: number } {
  // More than one mutation field per document has no use on this site, and would run (and
  // write) the first ones before a later one is refused by its rate limit.
  if (operation.operation === 'mutation' && rootFieldNames(document, operation).length > 1) {
    return { violation: ONE_MUTATION_MESSAGE, cost: 0 };
  }
  // A variable left out of the request takes its default from the operation.
  const effective: Variables = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) {
      effective[definition.variable.name.value] = argumentValue(definition.defaultValue, {});
    }
  }
  Object.assign(effective, variables);
  try {
    const { cost } = new Analysis(document, effective).selectionSet(operation.selectionSet, 0);
    return { violation: null, cost };
  } catch (error) {
    if (error instanceof LimitExceeded) return { violation: error.message, cost: 0 };
    throw error;
  }
}

/** The first limit an operation passes, as a message, or null when it is within all of them. */
export function limitViolation(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables,
): string | null {
  return measureOperation(document, operation, variables).violation;
}

/**
 * The verdicts of documents whose measure reads no variable, per parsed document (yoga's parser
 * cache hands the same document object to every request with the same text): most requests are
 * the site's own few operations, measured once instead of on every request.
 */
type Verdict = { violation: string | null; cost: number };
const verdicts = new WeakMap<OperationDefinitionNode, Verdict>();

function cachedMeasure(document: DocumentNode, operation: OperationDefinitionNode, variables: Variables): Verdict {
  const known = verdicts.get(operation);
  if (known !== undefined) return known;
  variablesRead = false;
  const verdict = measureOperation(document, operation, variables);
  if (!variablesRead) verdicts.set(operation, verdict);
  return verdict;
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
        const { violation } = cachedMeasure(params.documentAST, definition, variables);
        if (violation) errors.push(new GraphQLError(violation, { nodes: [definition] }));
      }
      if (errors.length) setResult(errors);
    },
    // The operation that runs is charged its cost against the client's query budget before any
    // resolver: a client past its budget is refused with 429 and Retry-After (api/rate-limit.ts).
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as { limit?: Context['limit'] };
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation || !context.limit) return;
      const variables = (args.variableValues ?? {}) as Variables;
      const { cost } = cachedMeasure(args.document, operation, variables);
      try {
        await context.limit('queryCost', Math.max(1, cost));
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        setResultAndStopExecution({ data: null, errors: [error] });
      }
    },
  };
}
