/**
 * Queries executed by a function compiled once per document and operation (graphql-jit; decision 163). A query
 * document seen for the second time by an endpoint is compiled, and from then on run by that function instead of
 * walking the document per row and field. Everything around execution stays as it is: the parameters, parsing,
 * validation, the limits and the cost rule, the context and its guard, masking and the server-error record run as
 * plugins before and after whichever function executes. Mutations and subscriptions keep the standard executor (a
 * mutation's fields run one after another, in the order asked, and none is sent often enough to be worth compiling).
 *
 * Variables are coerced by the compiled function; when it refuses them it answers before running anything, and the
 * operation is run again by the standard executor so that the refusal is worded by graphql-js, as it always was.
 */
import { getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLSchema, type Source } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** A document is compiled when it is executed this many times (a one-off query is not worth compiling). */
export const COMPILE_AT_EXECUTION = 2;

interface Seen {
  executions: number;
  /** The compiled function, or null when the operation is not a query or graphql-jit refused to compile it. */
  compiled?: CompiledQuery | null;
}

/** Per schema (one per endpoint), per document (yoga's parser keeps one object per query text), per operation. */
const seenBySchema = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, Seen>>>();
let made = 0;

/** How many operations this process has compiled (tests read it to know the compiled path ran). */
export function compiledQueriesMade(): number {
  return made;
}

function compiledFor(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): CompiledQuery | null {
  let byDocument = seenBySchema.get(schema);
  if (!byDocument) seenBySchema.set(schema, (byDocument = new WeakMap()));
  let byOperation = byDocument.get(document);
  if (!byOperation) byDocument.set(document, (byOperation = new Map()));
  const key = operationName ?? '';
  let seen = byOperation.get(key);
  if (!seen) byOperation.set(key, (seen = { executions: 0 }));
  if (seen.compiled !== undefined) return seen.compiled;
  seen.executions += 1;
  if (seen.executions < COMPILE_AT_EXECUTION) return null;
  seen.compiled = null;
  if (getOperationAST(document, operationName)?.operation !== 'query') return null;
  const compiled = compileQuery(schema, document, operationName ?? undefined, { disablingCapturingStackErrors: true });
  if (!isCompiledQuery(compiled)) return null;
  made += 1;
  seen.compiled = compiled;
  return compiled;
}

/** The character offset of each line's start in a document's text. */
function lineStarts(body: string): number[] {
  const starts = [0];
  for (let i = 0; i < body.length; i++) if (body[i] === '\n') starts.push(i + 1);
  return starts;
}

/**
 * graphql-jit's errors carry their locations but not the document's nodes, from which yoga writes an error's locations
 * on the wire: each is made again as graphql-js makes a field's error (the document's source and the positions of its
 * locations), so that the caller reads the same error, locations included, from either executor. (yoga's own
 * createGraphQLError: its GraphQLError is the one yoga's masking recognises as ours.)
 */
function asExecutorErrors(result: ExecutionResult, source: Source | undefined): ExecutionResult {
  if (!result.errors?.length) return result;
  const starts = source ? lineStarts(source.body) : [];
  const errors = result.errors.map((error) => {
    const positions = source ? error.locations?.map(({ line, column }) => (starts[line - 1] ?? 0) + column - 1) : undefined;
    return createGraphQLError(error.message, { source, positions, path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions });
  });
  return { ...result, errors };
}

/** Refused before execution: no data at all (a field's error leaves `data`, null or partial). */
function refusedBeforeExecution(result: ExecutionResult): boolean {
  return result.data === undefined && (result.errors?.length ?? 0) > 0;
}

export const compiledQueriesPlugin: Plugin = {
  onExecute({ args, executeFn, setExecuteFn }) {
    const compiled = compiledFor(args.schema, args.document, args.operationName);
    if (!compiled) return;
    setExecuteFn(async (executionArgs) => {
      const result = await compiled.query(executionArgs.rootValue, executionArgs.contextValue, executionArgs.variableValues);
      return refusedBeforeExecution(result) ? executeFn(executionArgs) : asExecutorErrors(result, executionArgs.document.loc?.source);
    });
  },
};
