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
    const data = asWireObjects(result.data);
    return { status: 200, body: result.extensions === undefined ? { data } : { data, extensions: result.extensions } };
  }
  const response = await processRegularResult(result, endpoint.fetchAPI, ACCEPTED);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : { error: response.statusText } };
}

/**
 * The data with plain objects, as JSON gives them to an HTTP caller. graphql-js makes each object of an answer without a
 * prototype; a compiled query (decision 163) makes plain ones. The web's pages carry their data in Remix's stream, which
 * writes the two differently, and the pages kept by their data (decisions 161, 162) are keyed by an encoding that does
 * not: so a page must not get one kind from one executor and the other kind from the next. Only an answer of graphql-js
 * (its top object without a prototype) is copied: the first execution of a document, a mutation.
 */
export function asWireObjects<T>(data: T): T {
  if (data === null || typeof data !== 'object' || Object.getPrototypeOf(data) !== null) return data;
  return plainCopy(data) as T;
}

function plainCopy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(plainCopy);
  if (Object.getPrototypeOf(value) !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    // As JSON.parse makes it: an own property, even one named __proto__ (an alias may be).
    Object.defineProperty(copy, key, { value: plainCopy((value as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/** yoga's masking options of the endpoint (createEndpoint's maskError), which its handler applies to such errors. */
type Masking = { maskedErrorsOpts?: { maskError(error: unknown, message: string, isDev?: boolean): Error; errorMessage: string; isDev?: boolean } | null };

function masked(endpoint: YogaServerInstance<RequestScope, ApiContext>, error: unknown): GraphQLError {
  const options = (endpoint as unknown as Masking).maskedErrorsOpts;
  const result = options ? options.maskError(error, options.errorMessage, options.isDev) : error;
  if (result instanceof GraphQLError) return result;
  return createGraphQLError(result instanceof Error ? result.message : String(result), { originalError: result instanceof Error ? result : undefined });
}
