/**
 * Errors of the public API as RFC 9457 problem details (`application/problem+json`): `type` is the spec's error
 * code (a relative URI reference, documented on /developers), `title` a short summary, `detail` this occurrence,
 * and `errors` the field messages of a validation failure.
 */
import type { GraphQLError } from 'graphql';
import { ErrorCodes } from '../../domain/errors';

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: Record<string, string>;
}

const STATUS_OF: Record<string, number> = {
  [ErrorCodes.validation]: 400,
  [ErrorCodes.unauthenticated]: 401,
  [ErrorCodes.tokenExpired]: 401,
  [ErrorCodes.forbidden]: 403,
  [ErrorCodes.notFound]: 404,
  [ErrorCodes.requestDuplicated]: 409,
  [ErrorCodes.idempotencyKeyReused]: 409,
  [ErrorCodes.idempotencyKeyInUse]: 409,
  [ErrorCodes.rateLimited]: 429,
};

const TITLE_OF: Record<string, string> = {
  [ErrorCodes.validation]: 'The request is not valid',
  [ErrorCodes.unauthenticated]: 'Authentication required',
  [ErrorCodes.tokenExpired]: 'The access token expired',
  [ErrorCodes.forbidden]: 'Not allowed',
  [ErrorCodes.notFound]: 'Not found',
  [ErrorCodes.requestDuplicated]: 'Duplicate request',
  [ErrorCodes.idempotencyKeyReused]: 'Idempotency key reused with another request',
  [ErrorCodes.idempotencyKeyInUse]: 'A request with this idempotency key is in progress',
  [ErrorCodes.rateLimited]: 'Too many requests',
  internalServerError: 'Internal server error',
};

/** Thrown by handlers for an answer that is not a success. */
export class ProblemError extends Error {
  constructor(
    readonly code: string,
    detail: string,
    readonly errors?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export function problemOf(code: string, detail?: string, errors?: Record<string, string>): Problem {
  const status = STATUS_OF[code] ?? 500;
  return { type: status === 500 ? 'internalServerError' : code, title: TITLE_OF[code] ?? TITLE_OF.internalServerError, status, ...(detail ? { detail } : {}), ...(errors && Object.keys(errors).length ? { errors } : {}) };
}

/** A typed service error (GraphQLError with extensions.code) or a ProblemError as a problem; anything else is a 500 without details. */
export function problemFromError(error: unknown): { problem: Problem; headers: Record<string, string> } | null {
  if (error instanceof ProblemError) return { problem: problemOf(error.code, error.message, error.errors), headers: error.headers };
  const code = (error as GraphQLError)?.extensions?.code;
  if (typeof code === 'string' && code in STATUS_OF) {
    const fieldErrors = (error as GraphQLError).extensions.fieldErrors as Record<string, string> | undefined;
    return { problem: problemOf(code, (error as Error).message, fieldErrors), headers: {} };
  }
  return null;
}

export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problem), { status: problem.status, headers: { 'content-type': 'application/problem+json', ...headers } });
}
