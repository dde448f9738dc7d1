/**
 * One GraphQL operation executed by an endpoint for a caller in this process (decision 138): yoga's own parameters
 * handler, so the same plugins run as for an HTTP request (input limits, armor, the row-cost limit, introspection,
 * context and token check, masking, the server-error record, the session cache after mutations), without a request
 * body to parse or an answer to serialise. A success is answered as executed; any other answer goes through yoga's
 * own result processor, so its status and errors are those of the wire byte for byte.
 */
import { GraphQLError, type ExecutionResult } from 'graphql';
import { createGraphQLError, processRegularResult, type YogaServerInstance } from 'graphql-yoga';
import type { ApiContext } from './context';
import type { EndpointName, RequestScope } from './endpoint';

export interface OperationCall {
  endpoint: EndpointName;
  /** The document's text (the endpoint's parser caches its parse by it). */
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  /** The headers an HTTP call would carry: authorization, x-request-id, x-forwarded-for, x-web-origin. */
  headers: Record<string, string>;
  /**
   * The web's page request this call serves (any object, the same for every call of one page): its calls share one
   * read of the session epoch (liveSession, decision 159). Only a caller in this process can give one.
   */
  page?: object;
}

/** An error as the wire carries it. */
export interface WireError {
  message: string;
  path?: readonly (string | number)[];
  locations?: readonly { line: number; column: number }[];
  extensions?: Record<string, unknown>;
}

/**
 * The answer as HTTP would give it: its status, and its body: the data as executed (and errors, as serialised) for a
 * GraphQL answer, `{ error }` for a refusal before GraphQL (404, 413, 429, 500, …).
 */
export interface OperationAnswer {
  status: number;
  body: { data?: unknown; errors?: WireError[]; extensions?: unknown } | { error: string };
}

/** What an HTTP call of graphql-request accepts first, and so what yoga answers it in. */
const ACCEPTED = 'application/graphql-response+json';

export async function executeOperation(
  endpoint: YogaServerInstance<RequestScope, ApiContext>,
  call: OperationCall,
  request: Request,
  scope: RequestScope,
): Promise<OperationAnswer> {
  const params = { query: call.query, operationName: call.operationName, variables: call.variables };
  let result: ExecutionResult;
  try {
    result = (await endpoint.getResultForParams({ params, request }, { ...scope, page: call.page } as never)) as ExecutionResult;
  } catch (error) {
    // As yoga's handler does with what its parameter hooks throw (a refused input): masked, answered as errors.
    result = { errors: [masked(endpoint, error)] };
  }
  if (!result.errors?.length && !(result.extensions as { http?: unknown } | undefined)?.http && !(Symbol.asyncIterator in result)) {
    return { status: 200, body: result.extensions === undefined ? { data: result.data } : { data: result.data, extensions: result.extensions } };
  }
  const response = await processRegularResult(result, endpoint.fetchAPI, ACCEPTED);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : { error: response.statusText } };
}

/** yoga's masking options of the endpoint (createEndpoint's maskError), which its handler applies to such errors. */
type Masking = { maskedErrorsOpts?: { maskError(error: unknown, message: string, isDev?: boolean): Error; errorMessage: string; isDev?: boolean } | null };

function masked(endpoint: YogaServerInstance<RequestScope, ApiContext>, error: unknown): GraphQLError {
  const options = (endpoint as unknown as Masking).maskedErrorsOpts;
  const result = options ? options.maskError(error, options.errorMessage, options.isDev) : error;
  if (result instanceof GraphQLError) return result;
  return createGraphQLError(result instanceof Error ? result.message : String(result), { originalError: result instanceof Error ? result : undefined });
}
