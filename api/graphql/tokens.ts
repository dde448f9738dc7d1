/**
 * Access tokens (HS256 JWT, 15 min) and refresh tokens (opaque, stored hashed, rotated within a family, 7 days),
 * and the short-lived cache of live sessions that spares authenticated calls their database round trip. In the shared
 * GraphQL layer because every endpoint's context reads the caller from them; the auth module issues them.
 */
import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../domain/timings';
import { mayBeShared, type Database } from '../db/client';
import { refreshTokens, type UserRow } from '../db/schema';
import { randomToken, sha256Hex } from '../lib/crypto';
import { tokenExpired, unauthenticated } from '../lib/errors';
import { isUuid } from '../lib/ids';

export interface AccessClaims {
  userId: string;
  role: string;
  /** The refresh-token family (sign-in session) the token was issued for. */
  familyId: string;
}

const keyFor = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(claims: AccessClaims, secret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role, sid: claims.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyFor(secret));
}

const hmacKeys = new Map<string, KeyObject>();
const hmacKeyFor = (secret: string) => {
  let key = hmacKeys.get(secret);
  if (!key) hmacKeys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
};

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies an access token: expired → tokenExpiredAPIError, anything else wrong → unauthenticatedAPIError.
 * A synchronous HMAC-SHA256 of node:crypto with the key imported once (jose's WebCrypto path imported the key
 * and went through an asynchronous job on every call: about 7 % of the services' CPU on a list page). The checks
 * are jose's for HS256: the header names HS256 and no critical extensions, the signature matches, then `exp`
 * (required) has not passed and `nbf`, when present, has.
 */
export async function verifyAccessToken(token: string, secret: string, now: Date): Promise<AccessClaims> {
  // A token whose signature checked out once is the same claims every time: only its times are checked again.
  const seconds = Math.floor(now.getTime() / 1000);
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) {
    if (known.nbf !== undefined && known.nbf > seconds) throw unauthenticated();
    if (known.exp <= seconds) throw tokenExpired();
    return known.claims;
  }
  const parts = token.split('.');
  if (parts.length !== 3) throw unauthenticated();
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = decodeJson(headerPart);
  if (!header || header.alg !== 'HS256' || 'crit' in header) throw unauthenticated();
  const expected = createHmac('sha256', hmacKeyFor(secret)).update(`${headerPart}.${payloadPart}`).digest();
  const signature = Buffer.from(signaturePart, 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) throw unauthenticated();
  const payload = decodeJson(payloadPart);
  if (!payload || typeof payload.exp !== 'number') throw unauthenticated();
  if (typeof payload.nbf === 'number' && payload.nbf > seconds) throw unauthenticated();
  if (payload.exp <= seconds) throw tokenExpired();
  if (!isUuid(payload.sub) || typeof payload.role !== 'string' || !isUuid(payload.sid)) throw unauthenticated();
  const claims = { userId: payload.sub, role: payload.role, familyId: payload.sid };
  if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) verifiedTokens.clear();
  verifiedTokens.set(token, { secret, claims, exp: payload.exp, nbf: typeof payload.nbf === 'number' ? payload.nbf : undefined });
  return claims;
}

/**
 * Tokens whose signature and claims were checked, with their times (a page makes several calls with one token,
 * each paying an HMAC and two JSON parses before). Whether the session is still live is not cached here: that is
 * liveSession's, emptied by every mutation. Bounded: emptied whole when full.
 */
const VERIFIED_TOKENS_MAX = 10_000;
const verifiedTokens = new Map<string, { secret: string; claims: AccessClaims; exp: number; nbf: number | undefined }>();

/**
 * Live sessions recently checked against the database, per database handle: (user, family) → the user row,
 * trusted for SESSION_CACHE_MS. Every GraphQL mutation empties it (`forgetSessionsEverywhere`): sign-out, a password
 * change or reset, a refresh-token reuse, a profile or MFA change, an employee blocked. On PostgreSQL the mutation
 * also advances the `session_epoch` sequence, and every copy of the services reads it before trusting its cache, so a
 * change made on one copy holds on every other from its next request (decision 074). Only SQL typed by hand, which
 * advances nothing, waits for SESSION_CACHE_MS.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

/**
 * One live session as this process last checked it: the user row, and facts derived from it that every call
 * needs (the business scope, the shell's viewer), remembered with it and forgotten with it.
 */
export interface LiveSession {
  user: UserRow;
  until: number;
  facts: Map<string, Promise<unknown>>;
}

interface SessionCache {
  entries: Map<string, LiveSession>;
  /** Bumped by every `forgetSessions`, so a check that started before it does not store what it read. */
  generation: number;
  /** On a shared database: the session epoch the entries were read under (null before the first read). */
  epoch: string | null;
  /** The epoch's read that calls asked for in this turn of the event loop share, until it is sent (epochNow). */
  epochRead: Promise<string> | null;
}
const sessionCaches = new WeakMap<object, SessionCache>();

function sessionCacheOf(db: Database): SessionCache {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = { entries: new Map(), generation: 0, epoch: null, epochRead: null }));
  return cache;
}

export function forgetSessions(db: Database): void {
  const cache = sessionCacheOf(db);
  cache.entries.clear();
  cache.generation += 1;
}

/**
 * After a change that may end or narrow sessions has committed: this process forgets at once, and on a shared
 * database the epoch moves so every other copy forgets before its next request.
 */
export async function forgetSessionsEverywhere(db: Database): Promise<void> {
  forgetSessions(db);
  if (mayBeShared(db)) await db.execute(sql`select nextval('session_epoch')`);
}

/** The session epoch as every copy sees it now ('0' until the first mutation advanced it). */
async function currentEpoch(db: Database): Promise<string> {
  const result = (await db.execute(sql`select case when is_called then last_value else 0 end::text as epoch from session_epoch`)) as unknown as { rows: { epoch: string }[] };
  return result.rows[0]?.epoch ?? '0';
}

/**
 * The session epoch as every copy sees it after this call began: the calls that ask in one turn of the event loop (a
 * page's loaders call the services side by side) share one statement, sent once they have all asked, so each still
 * reads the epoch as it stood after it arrived; a call that comes after the statement is sent waits for the next.
 */
function epochNow(db: Database, cache: SessionCache): Promise<string> {
  cache.epochRead ??= new Promise<void>((sent) => setImmediate(sent)).then(() => {
    cache.epochRead = null;
    return currentEpoch(db);
  });
  return cache.epochRead;
}

/**
 * How long the calls of one web page request (liveSession's `page`) go on using the epoch its first call read. A page
 * calls the services one after another (the shell's viewer, then the list it filters by the viewer's time zone),
 * milliseconds apart; a request that is still calling after this reads the epoch again, as a new page would.
 */
export const PAGE_EPOCH_MS = 1_000;
const pageEpochs = new WeakMap<object, { db: Database; read: Promise<string>; at: number }>();

/**
 * The epoch for a call of the web page request `page`: the read its first call made, within PAGE_EPOCH_MS; without a
 * page (a call over HTTP, the public API), epochNow. A page's later calls trust the cache as its first call did, as
 * they would had they been sent side by side with it; a change made on another copy meanwhile is seen by the next
 * page. A change made on this copy is seen at once whatever the epoch: its mutation empties the cache here.
 */
function epochFor(db: Database, cache: SessionCache, now: Date, page: object | undefined): Promise<string> {
  if (!page) return epochNow(db, cache);
  const kept = pageEpochs.get(page);
  if (kept && kept.db === db && now.getTime() - kept.at < PAGE_EPOCH_MS) return kept.read;
  const read = epochNow(db, cache);
  pageEpochs.set(page, { db, read, at: now.getTime() });
  // A failed read is not shared: the page's next call reads again.
  read.catch(() => pageEpochs.delete(page));
  return read;
}

/**
 * A live session: from the cache when checked less than SESSION_CACHE_MS ago, else from the database (`check`,
 * which throws when the user or the session is not good; a failure is never cached). `page`: the web page request
 * the call serves, in this process (epochFor).
 */
export async function liveSession(
  db: Database,
  claims: AccessClaims,
  now: Date,
  check: () => Promise<UserRow>,
  page?: object,
): Promise<LiveSession> {
  const cache = sessionCacheOf(db);
  if (mayBeShared(db)) {
    // Read before the entries are trusted or refilled: what is stored below is at least as new as this epoch.
    // An epoch older than the cache's (a page's kept read, or a read answered late) changes nothing: what the cache
    // holds was read after a newer one.
    const epoch = await epochFor(db, cache, now, page);
    if (cache.epoch === null || BigInt(epoch) > BigInt(cache.epoch)) {
      if (cache.epoch !== null) forgetSessions(db);
      cache.epoch = epoch;
    }
  }
  const key = `${claims.userId}:${claims.familyId}`;
  const hit = cache.entries.get(key);
  if (hit && hit.until > now.getTime()) return hit;
  const generation = cache.generation;
  const session: LiveSession = { user: await check(), until: now.getTime() + SESSION_CACHE_MS, facts: new Map() };
  if (cache.generation === generation) {
    if (cache.entries.size >= SESSION_CACHE_MAX) cache.entries.clear();
    cache.entries.set(key, session);
  }
  return session;
}

/**
 * A fact about the session's caller, loaded once per live session: remembered until the session's entry is
 * forgotten (SESSION_CACHE_MS, or at once by any mutation on any copy). A failed load is not remembered.
 */
export function rememberFact<T>(session: LiveSession, name: string, load: () => Promise<T>): Promise<T> {
  let pending = session.facts.get(name) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    session.facts.set(name, pending);
    pending.catch(() => session.facts.delete(name));
  }
  return pending;
}

/** Stores a new refresh token of `familyId` (a new family when omitted) and returns it with its family. */
export async function issueRefreshToken(
  db: Database,
  input: { userId: string; familyId?: string; now: Date },
): Promise<{ token: string; familyId: string }> {
  const token = randomToken(32);
  const familyId = input.familyId ?? randomUUID();
  await db.insert(refreshTokens).values({
    userId: input.userId,
    familyId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(input.now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    createdAt: input.now,
  });
  return { token, familyId };
}

export async function findRefreshToken(db: Database, token: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256Hex(token))).limit(1);
  return row;
}

/** Marks the token rotated; false when another request rotated it first. */
export async function markRotated(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every family of the user except `keepFamilyId` (the caller's own sign-in). */
export async function revokeOtherFamilies(db: Database, userId: string, keepFamilyId: string, now: Date): Promise<void> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  for (const { familyId } of rows) if (familyId !== keepFamilyId) await revokeFamily(db, familyId, now);
}

export async function isFamilyRevoked(db: Database, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  return Boolean(row);
}
