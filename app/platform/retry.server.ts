/** The retry policy for calls to the services: queries retry network failures, mutations never do. */
import type { DocumentNode } from 'graphql';
import { QUERY_RETRY_COUNT } from '../../domain/timings';

type OperationKind = 'query' | 'mutation';

/** The kind of a GraphQL document from its (first) operation definition; anything but a mutation reads. */
export function operationKind(document: DocumentNode): OperationKind {
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return operation?.operation === 'mutation' ? 'mutation' : 'query';
}

export function retriesFor(kind: OperationKind, queryRetries: number = QUERY_RETRY_COUNT): number {
  return kind === 'mutation' ? 0 : queryRetries;
}

interface RetryOptions {
  /** Retries after the first attempt. */
  retries: number;
  delayMs: number;
  /** Which failures are worth another attempt. */
  isRetryable: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= options.retries || !options.isRetryable(error) || options.signal?.aborted) throw error;
      await sleep(options.delayMs);
    }
  }
}
