/**
 * What every bench:api scenario sends: one plain request that must return data (else the
 * benchmark aborts with what the server said), the headers the site sends, and the operations,
 * built from typed documents (gql.tada) or, for the documents generated at run time to sit on a
 * limit, from strings.
 */
import type { ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';
import { getOperationAST, print } from 'graphql';

export const HEADERS = { 'content-type': 'application/json', 'x-graphql-client-name': 'publicweb' };

export type Variables = Record<string, unknown>;
/** A request body; `Result` is the type of its `data` (unknown for documents built at run time). */
export type Operation<Result = unknown> = {
  operationName?: string;
  query: string;
  variables: Variables;
  /** Never set: carries the result type to `request`. */
  readonly result?: Result;
};
type GraphQLBody = { data?: Record<string, unknown> | null; errors?: { message: string }[] };

/** Thrown when a check request fails: the benchmark stops and reports it. */
export class BenchAbort extends Error {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any document: a call infers its own result and variables
type AnyDocument = TadaDocumentNode<any, any>;

/** A typed document with its variables, named by its operation as the site sends it. */
export function typedOp<D extends AnyDocument>(document: D, variables: VariablesOf<D>): Operation<ResultOf<D>> {
  const operationName = getOperationAST(document)?.name?.value;
  return { ...(operationName ? { operationName } : {}), query: print(document), variables: variables as Variables };
}

/** A document built at run time (aliases up to a limit, fragment chains): sent as it is. */
export const op = (query: string, variables: Variables = {}): Operation => ({ query, variables });

/** One plain request; returns `data` or aborts the benchmark with what the server said. */
export async function request<T>(url: string, operation: Operation<T>): Promise<T> {
  const label = `${operation.operationName} ${JSON.stringify(operation.variables)}`;
  const response = await fetch(url, { method: 'POST', headers: HEADERS, body: JSON.stringify(operation) });
  const text = await response.text();
  let body: GraphQLBody;
  try {
    body = JSON.parse(text) as GraphQLBody;
  } catch {
    throw new BenchAbort(`${label}: HTTP ${response.status}, not JSON: ${text.slice(0, 300)}`);
  }
  if (!response.ok || body.errors?.length || !body.data) {
    const errors = body.errors?.map((e) => e.message).join('; ') ?? 'no data';
    throw new BenchAbort(`${label}: HTTP ${response.status}, ${errors}`);
  }
  return body.data as T;
}

/** A 2xx answer that has data and no GraphQL errors. */
export function isGoodBody(body: unknown): boolean {
  try {
    const parsed = JSON.parse(String(body)) as GraphQLBody;
    return parsed.data != null && !parsed.errors?.length;
  } catch {
    return false;
  }
}

export function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const round = (ms: number) => Number(ms.toFixed(2));
export const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
