/**
 * One token refresh per refresh token at a time: concurrent calls of this process share it and its
 * result is reused for REFRESH_REUSE_MS, so a burst of expired calls never burns the token twice.
 */
import { REFRESH_REUSE_MS } from '../../domain/timings';

export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
}

interface RefreshCoordinatorOptions {
  reuseMs?: number;
  now?: () => number;
}

type RefreshCoordinator<T> = ((refreshToken: string) => Promise<T>) & { size: () => number };

export function createRefreshCoordinator<T = RefreshedTokens>(
  refresh: (refreshToken: string) => Promise<T>,
  { reuseMs = REFRESH_REUSE_MS, now = Date.now }: RefreshCoordinatorOptions = {},
): RefreshCoordinator<T> {
  const entries = new Map<string, { promise: Promise<T>; settledAt?: number }>();

  const prune = () => {
    const t = now();
    for (const [token, entry] of entries) {
      if (entry.settledAt !== undefined && t - entry.settledAt >= reuseMs) entries.delete(token);
    }
  };

  const shared = (refreshToken: string): Promise<T> => {
    prune();
    const existing = entries.get(refreshToken);
    if (existing) return existing.promise;
    const entry: { promise: Promise<T>; settledAt?: number } = { promise: Promise.resolve().then(() => refresh(refreshToken)) };
    entries.set(refreshToken, entry);
    entry.promise.then(
      () => {
        entry.settledAt = now();
      },
      () => {
        // A failed refresh is not reused: callers waiting now share the failure, later ones try afresh.
        if (entries.get(refreshToken) === entry) entries.delete(refreshToken);
      },
    );
    return entry.promise;
  };
  return Object.assign(shared, { size: () => (prune(), entries.size) });
}
