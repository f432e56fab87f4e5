/**
 * Limits a public GraphQL endpoint needs: tokens per document, selection depth, aliases and a
 * simple cost (fields, multiplied by the page size of list arguments). Rejections are ordinary
 * GraphQL errors that say which limit was hit.
 */
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const limits = { maxTokens: 1500, maxDepth: 8, maxAliases: 15, maxCost: 3000 } as const;

function pageSize(field: FieldNode, variables: Record<string, unknown>): number {
  for (const argument of field.arguments ?? []) {
    if (argument.name.value !== 'first' && argument.name.value !== 'last') continue;
    const value =
      argument.value.kind === Kind.INT
        ? Number(argument.value.value)
        : argument.value.kind === Kind.VARIABLE
          ? Number(variables[argument.value.name.value] ?? 10)
          : 10;
    return Number.isFinite(value) ? Math.max(1, value) : 10;
  }
  return 1;
}

function measure(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  depth: number,
  seen: Set<string>,
): { depth: number; cost: number; aliases: number } {
  let result = { depth, cost: 0, aliases: 0 };
  for (const selection of set.selections) {
    let inner: { depth: number; cost: number; aliases: number } | undefined;
    if (selection.kind === Kind.FIELD) {
      const multiplier = pageSize(selection, variables);
      inner = selection.selectionSet
        ? measure(selection.selectionSet, fragments, variables, depth + 1, seen)
        : { depth, cost: 0, aliases: 0 };
      inner = { ...inner, cost: 1 + inner.cost * multiplier, aliases: inner.aliases + (selection.alias ? 1 : 0) };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, variables, depth, seen);
    } else {
      const fragment = fragments[selection.name.value];
      if (!fragment || seen.has(fragment.name.value)) continue;
      inner = measure(fragment.selectionSet, fragments, variables, depth, new Set([...seen, fragment.name.value]));
    }
    result = {
      depth: Math.max(result.depth, inner.depth),
      cost: result.cost + inner.cost,
      aliases: result.aliases + inner.aliases,
    };
  }
  return result;
}

function limitRule(variables: Record<string, unknown>): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      // A variable left out of the request takes its default from the operation.
      const defaults: Record<string, unknown> = {};
      for (const definition of operation.variableDefinitions ?? []) {
        if (definition.defaultValue?.kind === Kind.INT)
          defaults[definition.variable.name.value] = Number(definition.defaultValue.value);
      }
      const effective = { ...defaults, ...variables };
      const fragments: Record<string, FragmentDefinitionNode> = {};
      for (const definition of context.getDocument().definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
      }
      const { depth, cost, aliases } = measure(operation.selectionSet, fragments, effective, 1, new Set());
      const fail = (message: string) => context.reportError(new GraphQLError(message, { nodes: [operation] }));
      if (depth > limits.maxDepth) fail(`Query is too deep: depth ${depth} exceeds the limit of ${limits.maxDepth}.`);
      if (aliases > limits.maxAliases) fail(`Too many aliases: ${aliases} exceeds the limit of ${limits.maxAliases}.`);
      if (cost > limits.maxCost) fail(`Query is too expensive: cost ${cost} exceeds the limit of ${limits.maxCost}.`);
    },
  });
}

/** Yoga plugin enforcing the limits above. */
export function useQueryLimits(): Plugin {
  return {
    onParse({ setParseFn, parseFn }) {
      setParseFn((source, options) => parseFn(source, { ...options, maxTokens: limits.maxTokens }));
    },
    onValidate({ addValidationRule, context }) {
      const variables = (context as { params?: { variables?: Record<string, unknown> } }).params?.variables ?? {};
      addValidationRule(limitRule(variables));
    },
  };
}
