import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { QUERY_RETRY_COUNT } from '../../domain/timings';
import { operationKind, retriesFor, withRetry } from './retry.server';

describe('retry policy', () => {
  it('tells queries from mutations', () => {
    expect(operationKind(parse('query Viewer { viewer { id } }'))).toBe('query');
    expect(operationKind(parse('{ viewer { id } }'))).toBe('query');
    expect(operationKind(parse('fragment F on User { id }\n# a comment\nmutation Authorize($input: AuthorizeInput!) { x ...F }'))).toBe('mutation');
  });

  it('retries queries up to the spec count and mutations never', () => {
    expect(retriesFor('query')).toBe(QUERY_RETRY_COUNT);
    expect(retriesFor('mutation')).toBe(0);
  });

  it('retries retryable failures the given number of times, the given delay apart', async () => {
    const sleep = vi.fn(async () => undefined);
    const attempt = vi.fn(async () => {
      throw new Error('network');
    });
    await expect(withRetry(attempt, { retries: 10, delayMs: 1_000, isRetryable: () => true, sleep })).rejects.toThrow('network');
    expect(attempt).toHaveBeenCalledTimes(11);
    expect(sleep).toHaveBeenCalledTimes(10);
    expect(sleep).toHaveBeenCalledWith(1_000);
  });

  it('stops at the first success', async () => {
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls++;
        if (calls < 3) throw new Error('network');
        return 'ok';
      },
      { retries: 10, delayMs: 0, isRetryable: () => true, sleep: async () => undefined },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
  });

  it('never retries answers that are not network failures', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('invalidCredentialsAPIError');
    });
    await expect(withRetry(attempt, { retries: 10, delayMs: 0, isRetryable: () => false })).rejects.toThrow();
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('a mutation (0 retries) is attempted once', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('network');
    });
    await expect(withRetry(attempt, { retries: retriesFor('mutation'), delayMs: 0, isRetryable: () => true })).rejects.toThrow();
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
