/** Access tokens (HS256 JWT, 15 min) and refresh tokens (opaque, stored hashed, rotated within a family, 7 days). */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../../domain/timings';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { tokenExpired, unauthenticated } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

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

/** Verifies an access token: expired → tokenExpiredAPIError, anything else wrong → unauthenticatedAPIError. */
export async function verifyAccessToken(token: string, secret: string, now: Date): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'], currentDate: now });
    if (!isUuid(payload.sub) || typeof payload.role !== 'string' || !isUuid(payload.sid)) {
      throw unauthenticated();
    }
    return { userId: payload.sub, role: payload.role, familyId: payload.sid };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw tokenExpired();
    throw unauthenticated();
  }
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
