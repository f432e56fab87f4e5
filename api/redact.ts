/**
 * graphql-js quotes the offending value in errors about arguments and variables ("…, found:
 * { ccNumber: "4242…", cvc: "123" }" or "…cannot represent a non string value: …"). A purchase
 * input with one wrong field would send the card number and CVC back in the error. This plugin
 * cuts the quoted value from every error message; the field path and the expected type remain.
 *
 * No answer contains any other part of the request either: every quoted word of an error message
 * that is not a name of the schema (a field, type, argument, enum value) or a declared variable is
 * replaced by "…" (graphql-js quotes unexpected tokens: 'Unexpected Int "4242…"', unknown field
 * names), and the parser's own message (JSON.parse quotes the body it could not read) is never
 * copied into `extensions.originalError`.
 */
import {
  GraphQLError,
  type ExecutionResult,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isInterfaceType,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

const QUOTED_VALUE = [/,? found:? [\s\S]*$/, /(cannot represent[^:]*?value): [\s\S]*$/];
const VARIABLE_HEAD = /^(Variable "\$\w+" got invalid value) /;
const AT_PATH = /^ at "[\w.[\]]+"/;

/**
 * Where the printed value of 'Variable "$x" got invalid value <value>; <reason>' ends: the first
 * "; " outside a quoted string (graphql-js prints strings JSON-quoted, a quote inside escaped), so
 * a value that contains "; " itself is never taken for the reason.
 */
function valueEnd(message: string, start: number): number {
  let quoted = false;
  for (let i = start; i < message.length; i++) {
    const c = message[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') {
      // A path (' at "input.email"') is quoted too, but comes right before the "; ".
      const path = AT_PATH.exec(message.slice(i - 4));
      if (path && message.startsWith('; ', i - 4 + path[0].length)) return i - 4;
      quoted = true;
    } else if (c === ';' && message[i + 1] === ' ') return i;
  }
  return -1;
}

export function withoutValues(message: string): string {
  let result = message;
  // 'Variable "$input" got invalid value { …the input… }; Expected …': keep the variable and the reason.
  const head = VARIABLE_HEAD.exec(result);
  if (head) {
    const end = valueEnd(result, head[0].length);
    if (end < 0) result = `${head[1]}.`;
    else {
      const path = AT_PATH.exec(result.slice(end));
      const afterPath = end + (path ? path[0].length : 0);
      result = `${head[1]}${path ? path[0] : ''}; ${result.slice(afterPath + 2).trim()}`;
    }
  }
  for (const pattern of QUOTED_VALUE) {
    result = result.replace(pattern, (_match, kept: unknown) => (typeof kept === 'string' ? `${kept}.` : '.'));
  }
  return result;
}

/** Every name a schema has: the words an error message may quote. */
export function schemaNames(schema: GraphQLSchema): Set<string> {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    names.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        names.add(field.name);
        for (const arg of field.args) names.add(arg.name);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) names.add(field.name);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) names.add(value.name);
    }
  }
  for (const directive of schema.getDirectives()) names.add(`@${directive.name}`);
  return names;
}

/** A quoted string as graphql-js prints one (JSON): a quote inside is escaped and does not end it. */
const QUOTED = /"((?:[^"\\\n]|\\.)*)"/g;
/** A quoted word a message may keep: a schema name, a variable ($name, short) or a path of names. */
function quotable(word: string, names: Set<string>): boolean {
  if (/^\$[A-Za-z_]\w{0,30}$/.test(word) && !/\d{3}/.test(word)) return true;
  return word.split('.').every((part) => names.has(part.replace(/\[\d{1,3}\]$/, '')));
}

export function withoutQuotedInput(message: string, names: Set<string>): string {
  return message.replace(QUOTED, (match, word: string) => (quotable(word, names) ? match : '"…"'));
}

function redact<T extends ExecutionResult>(result: T, names: Set<string>): T {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error) => {
    const message = withoutQuotedInput(withoutValues(error.message), names);
    const { originalError: _original, ...extensions } = (error.extensions ?? {}) as Record<string, unknown>;
    const changed = message !== error.message || _original !== undefined;
    return !changed
      ? error
      : new GraphQLError(message, {
          ...(error.nodes ? { nodes: error.nodes } : {}),
          ...(error.path ? { path: error.path } : {}),
          extensions,
        });
  });
  return { ...result, errors };
}

export function useRedactedInputErrors(schema: GraphQLSchema): Plugin {
  const names = schemaNames(schema);
  return {
    onResultProcess({ result, setResult }) {
      if (Symbol.asyncIterator in result) return;
      setResult(Array.isArray(result) ? result.map((one) => redact(one, names)) : redact(result, names));
    },
  };
}
