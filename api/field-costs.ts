/**
 * The cost of each field as src/graphql/schema.graphql declares it next to the field (directives
 * @cost, @listSize and @costWhen, described there), for the query cost limit (api/limits.ts).
 */
import { Kind, parse, valueFromASTUntyped, type ConstDirectiveNode, type FieldDefinitionNode } from 'graphql';
import { typeDefs } from './schema-source.ts';

/** A page of rows (@listSize). */
export type ListSize = {
  slicingArguments: string[];
  defaultSize: number;
  maxSize: number;
  extraRows: number;
  rowWeight: number;
};
/** A dearer way of answering (@costWhen): `path` is the argument's dotted path. */
export type CostWhen = { path: string[]; equals: string; weight: number; rowWeight: number };
export type FieldCost = { weight: number; list?: ListSize; when?: CostWhen };

function directiveArguments(field: FieldDefinitionNode, name: string): Record<string, unknown> | undefined {
  const directive = field.directives?.find((d: ConstDirectiveNode) => d.name.value === name);
  if (!directive) return undefined;
  return Object.fromEntries(
    (directive.arguments ?? []).map((argument) => [argument.name.value, valueFromASTUntyped(argument.value)]),
  );
}

function fieldCost(field: FieldDefinitionNode): FieldCost | undefined {
  const cost = directiveArguments(field, 'cost');
  const list = directiveArguments(field, 'listSize');
  const when = directiveArguments(field, 'costWhen');
  if (!cost && !list && !when) return undefined;
  return {
    weight: Number(cost?.['weight'] ?? 1),
    ...(list && {
      list: {
        slicingArguments: list['slicingArguments'] as string[],
        defaultSize: Number(list['defaultSize']),
        maxSize: Number(list['maxSize']),
        extraRows: Number(list['extraRows'] ?? 0),
        rowWeight: Number(list['rowWeight'] ?? 1),
      },
    }),
    ...(when && {
      when: {
        path: String(when['argument']).split('.'),
        equals: String(when['equals']),
        weight: Number(when['weight']),
        rowWeight: Number(when['rowWeight']),
      },
    }),
  };
}

/** Root fields (Query, Mutation) by name, with the cost their schema declares; the others cost 1. */
export function fieldCostsOf(source: string): ReadonlyMap<string, FieldCost> {
  const costs = new Map<string, FieldCost>();
  for (const definition of parse(source).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    if (definition.name.value !== 'Query' && definition.name.value !== 'Mutation') continue;
    for (const field of definition.fields ?? []) {
      const cost = fieldCost(field);
      if (cost) costs.set(field.name.value, cost);
    }
  }
  return costs;
}

export const fieldCosts = fieldCostsOf(typeDefs);
