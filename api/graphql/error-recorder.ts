/**
 * Records the unexpected errors the services mask (a resolver's bug, a lost database) into server_errors, with the
 * request id the caller was given; the message and stack stay in the logs, where the request id finds them. A plugin of
 * every endpoint, so in the shared GraphQL layer; the errors module lists what it wrote.
 */
import { GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { serverErrors } from '../db/schema';

export interface ServerErrorRecord {
  requestId: string;
  endpoint: string;
  operationName?: string | null;
  path?: string | null;
  errorName: string;
  at: Date;
}

/** Never throws: recording a failure must not become one. */
export async function recordServerError(db: Database, record: ServerErrorRecord, logger?: Logger): Promise<void> {
  try {
    await db.insert(serverErrors).values({
      requestId: record.requestId.slice(0, 200),
      endpoint: record.endpoint,
      operationName: record.operationName?.slice(0, 200) ?? null,
      path: record.path?.slice(0, 500) ?? null,
      errorName: record.errorName.slice(0, 100),
      occurredAt: record.at,
    });
  } catch (error) {
    logger?.error({ err: error }, 'could not record a server error');
  }
}

/** An error yoga masks: one whose original error is not a GraphQLError (ours are built with createGraphQLError). */
function unexpectedOf(error: GraphQLError): Error | null {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError || original.name === 'GraphQLError') return null;
  return original;
}

export function recordServerErrorsPlugin(db: Database, endpoint: string, clock: () => Date, logger: Logger): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) || !result.errors?.length) return;
          const context = args.contextValue as { requestId?: string };
          const operationName = getOperationAST(args.document, args.operationName)?.name?.value ?? args.operationName ?? null;
          for (const error of result.errors) {
            const original = unexpectedOf(error);
            if (!original) continue;
            void recordServerError(
              db,
              { requestId: context.requestId ?? 'unknown', endpoint, operationName, path: error.path?.join('.') ?? null, errorName: original.name || 'Error', at: clock() },
              logger,
            );
          }
        },
      };
    },
  };
}
