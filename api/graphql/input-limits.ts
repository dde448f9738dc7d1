/**
 * Bounds every string of a GraphQL request at the edge: the variables and the string literals
 * of the document, each by the bound of the input field or argument it is given to (domain/input-limits.ts). A
 * request that breaks one is answered 400 with a clear message before anything is parsed into a resolver.
 */
import { Kind, parse, visit, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { ErrorCodes } from '../../domain/errors';
import { findInputProblem, type InputProblem } from '../../domain/input-limits';
import { Messages } from '../../domain/messages';

function literalProblem(document: DocumentNode): InputProblem | null {
  let found: InputProblem | null = null;
  visit(document, {
    StringValue(node, _key, parent) {
      if (found) return;
      const owner = parent && !Array.isArray(parent) && 'name' in (parent as object) ? (parent as { kind: string; name: { value: string } }) : null;
      const key = owner && (owner.kind === Kind.ARGUMENT || owner.kind === Kind.OBJECT_FIELD) ? owner.name.value : '';
      found = findInputProblem({ [key]: node.value });
    },
  });
  return found;
}

export const inputLimitsPlugin: Plugin = {
  onParams({ params }) {
    let problem = findInputProblem(params.variables ?? {});
    if (!problem && typeof params.query === 'string' && (params.query.includes('"') || params.query.includes('\u0000'))) {
      if (params.query.includes('\u0000')) problem = { path: 'query', field: 'query', message: 'The query must not contain a NUL character' };
      else {
        try {
          problem = literalProblem(parse(params.query, { noLocation: true }));
        } catch {
          // A syntax error is yoga's to answer.
        }
      }
    }
    if (problem)
      throw createGraphQLError(problem.isName ? Messages.formIncorrect : problem.message, {
        extensions: { code: ErrorCodes.validation, fieldErrors: { [problem.field]: problem.message }, http: { status: 400 } },
      });
  },
};
