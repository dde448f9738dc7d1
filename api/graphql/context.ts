/** The per-request GraphQL context and the one way resolvers learn who is calling. */
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { webPublicUrlFor, type ApiConfig } from '../config';
import type { Database } from '../db/client';
import { users, type UserRow } from '../db/schema';
import type { Clock } from '../lib/clock';
import { unauthenticated, userDisabled, userNotExist } from '../lib/errors';
import { isFamilyRevoked, liveSession, rememberFact, verifyAccessToken } from './tokens';

export interface Viewer {
  user: UserRow;
  /** Refresh-token family of the caller's sign-in. */
  familyId: string;
  /**
   * A fact derived from the caller (business scope, the shell's viewer), loaded once per live session and
   * forgotten with it: within SESSION_CACHE_MS, at once after any mutation on any copy of the services.
   */
  remember<T>(name: string, load: () => Promise<T>): Promise<T>;
}

export interface ApiContext {
  db: Database;
  config: ApiConfig;
  clock: Clock;
  logger: Logger;
  requestId: string;
  /** Client address: the first x-forwarded-for hop (set by the web), else the socket's address. */
  address: string;
  /** The web's address for this request's links: WEB_PUBLIC_URL, or in APP_ENV local the user's own origin (webPublicUrlFor). */
  webPublicUrl: string;
  /** The signed-in caller; throws the spec's typed errors when the token or the user is not good. */
  viewer(): Promise<Viewer>;
}

export interface ContextInput extends Pick<ApiContext, 'db' | 'config' | 'clock' | 'logger' | 'requestId' | 'address'> {
  authorization: string | null;
  /** The origin the browser is on, as the web passes it (x-web-origin); heeded in APP_ENV local only. */
  webOrigin?: string | null;
  /** In process only: the web page request the call serves, whose calls share one read of the session epoch. */
  page?: object;
}

export function createContext(input: ContextInput): ApiContext {
  let viewer: Promise<Viewer> | undefined;
  const { authorization, webOrigin, page, ...rest } = input;
  return {
    ...rest,
    webPublicUrl: webPublicUrlFor(input.config, webOrigin),
    viewer: () => (viewer ??= resolveViewer(input.db, input.config, input.clock(), authorization, page)),
  };
}

async function resolveViewer(db: Database, config: ApiConfig, now: Date, authorization: string | null, page: object | undefined): Promise<Viewer> {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw unauthenticated();
  const claims = await verifyAccessToken(match[1], config.accessTokenSecret, now);
  // Logout, password change elsewhere and refresh-token reuse end the session before the access token expires:
  // at once on every copy (mutations advance the session epoch; decision 074).
  const session = await liveSession(db, claims, now, async () => {
    const [[row], revoked] = await Promise.all([
      db.select().from(users).where(eq(users.id, claims.userId)).limit(1),
      isFamilyRevoked(db, claims.familyId),
    ]);
    if (!row) throw userNotExist();
    if (!row.enabled) throw userDisabled(row);
    if (revoked) throw unauthenticated();
    return row;
  }, page);
  return { user: session.user, familyId: claims.familyId, remember: (name, load) => rememberFact(session, name, load) };
}
