/**
 * graphql-js quotes the offending value in errors about arguments and variables ("…, found:
 * { ccNumber: "4242…", cvc: "123" }" or "…cannot represent a non string value: …"). A purchase
 * input with one wrong field would send the card number and CVC back in the error. This plugin
 * cuts the quoted value from every error message; the field path and the expected type remain.
 */
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const QUOTED_VALUE = [/,? found:? [\s\S]*$/, /(cannot represent[^:]*?value): [\s\S]*$/];
const VARIABLE = /^(Variable "\$\w+" got invalid value) [\s\S]*?((?: at "[\w.[\]]+")?); ([\s\S]*)$/;

export function withoutValues(message: string): string {
  let result = message;
  // 'Variable "$input" got invalid value { …the input… }; Expected …': keep the variable and the reason.
  const variable = VARIABLE.exec(result);
  if (variable) {
    const reason = variable[3]!.slice(variable[3]!.lastIndexOf('; ') + 1).trim();
    result = `${variable[1]}${variable[2]}; ${reason}`;
  }
  for (const pattern of QUOTED_VALUE) {
    result = result.replace(pattern, (_match, kept: unknown) => (typeof kept === 'string' ? `${kept}.` : '.'));
  }
  return result;
}

function redact<T extends ExecutionResult>(result: T): T {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error) => {
    const message = withoutValues(error.message);
    return message === error.message
      ? error
      : new GraphQLError(message, {
          ...(error.nodes ? { nodes: error.nodes } : {}),
          ...(error.path ? { path: error.path } : {}),
          extensions: error.extensions,
        });
  });
  return { ...result, errors };
}

export function useRedactedInputErrors(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Symbol.asyncIterator in result) return;
      setResult(Array.isArray(result) ? result.map(redact) : redact(result));
    },
  };
}
