import { describe, expect, it, vi } from 'vitest';
import { createRefreshCoordinator } from './refresh.server';

describe('shared token refresh', () => {
  it('concurrent calls with the same refresh token share one refresh', async () => {
    const refresh = vi.fn(async (token: string) => ({ accessToken: `a-${token}`, refreshToken: `r-${token}` }));
    const shared = createRefreshCoordinator(refresh);
    const results = await Promise.all([shared('t1'), shared('t1'), shared('t1')]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => r.accessToken))).toEqual(new Set(['a-t1']));
  });

  it('reuses the result for the reuse window, then refreshes again', async () => {
    let now = 1_000;
    const refresh = vi.fn(async (token: string) => ({ accessToken: `a-${token}-${now}`, refreshToken: 'r' }));
    const shared = createRefreshCoordinator(refresh, { reuseMs: 5_000, now: () => now });
    const first = await shared('t1');
    now += 4_999;
    expect(await shared('t1')).toBe(first);
    now += 1;
    const later = await shared('t1');
    expect(later).not.toBe(first);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('different refresh tokens refresh separately', async () => {
    const refresh = vi.fn(async (token: string) => ({ accessToken: token, refreshToken: token }));
    const shared = createRefreshCoordinator(refresh);
    await Promise.all([shared('a'), shared('b')]);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('a failure is shared by the callers waiting on it but not reused afterwards', async () => {
    let fail = true;
    const refresh = vi.fn(async () => {
      if (fail) throw new Error('wrongRefreshTokenAPIError');
      return { accessToken: 'ok', refreshToken: 'ok' };
    });
    const shared = createRefreshCoordinator(refresh);
    const outcomes = await Promise.allSettled([shared('t'), shared('t')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(refresh).toHaveBeenCalledTimes(1);
    fail = false;
    await expect(shared('t')).resolves.toEqual({ accessToken: 'ok', refreshToken: 'ok' });
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
