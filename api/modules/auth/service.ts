/** Auth service: sign-in, token refresh and logout, profile and password, over the users and refresh_tokens tables. */
import { eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../domain/errors';
import { isTimeZone, picksOwnTimeZone } from '../../../domain/dates';
import { mfaAfterPhoneChange } from './mfa-phone';
import { Messages } from '../../../domain/messages';
import { REFRESH_REUSE_MS } from '../../../domain/timings';
import { isStrongPassword, profileSchema } from '../../../domain/validation';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { apiError, userDisabled, userNotExist, validationError, wrongRefreshToken } from '../../lib/errors';
import { isTrustedBrowser, maskedContactOf, signPendingSignIn } from './mfa';
import { hashPassword, verifyPassword } from './passwords';
import { beginSignInAttempt, settleSignInAttempt } from './rate-limit';
import {
  findRefreshToken,
  issueRefreshToken,
  markRotated,
  revokeFamily,
  revokeOtherFamilies,
  signAccessToken,
} from '../../graphql/tokens';
import { parseInput } from '../../graphql/validation';

export interface AuthDeps {
  db: Database;
  secret: string;
  now: Date;
  address: string;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function issuePair(deps: AuthDeps, user: UserRow, familyId?: string): Promise<TokenPair & { familyId: string }> {
  const refresh = await issueRefreshToken(deps.db, { userId: user.id, familyId, now: deps.now });
  const accessToken = await signAccessToken(
    { userId: user.id, role: user.role, familyId: refresh.familyId },
    deps.secret,
    deps.now,
  );
  return { accessToken, refreshToken: refresh.token, familyId: refresh.familyId };
}

/** Counts one password check under the sign-in limits (atomically), or throws tooManyAttempts with the wait. */
async function beginLimitedAttempt(deps: AuthDeps, email: string, action: 'signIn' | 'passwordChanged'): Promise<number> {
  const { db, now, address } = deps;
  const begun = await beginSignInAttempt(db, email, address, now);
  if (begun.attemptId !== undefined) return begun.attemptId;
  const minutes = Math.ceil(begun.retryAfterMs / 60_000);
  await writeAudit(db, { at: now, action, address, outcome: 'blocked', details: { email } });
  throw apiError(ErrorCodes.tooManyAttempts, Messages.tooManySignInAttempts(minutes), { retryAfterSeconds: Math.ceil(begun.retryAfterMs / 1000) });
}

/**
 * Checks e-mail and password under the rate limits. With MFA off, or from a browser the user trusted
 * ('Remember me'), it returns a token pair; with MFA on it returns no tokens but a signed pending sign-in
 * (`mfaToken`) for initMFAVerification and confirmMFACode.
 */
export async function authorize(deps: AuthDeps, input: { email: string; password: string; rememberToken?: string | null }) {
  const { db, now, address } = deps;
  const email = input.email.trim().toLowerCase();
  const attemptId = await beginLimitedAttempt(deps, email, 'signIn');
  const user = await findUserByEmail(db, email);
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  await settleSignInAttempt(db, attemptId, passwordOk);
  if (!user || !passwordOk) {
    await writeAudit(db, { at: now, userId: user?.id, action: 'signIn', address, outcome: 'failure', details: { email } });
    throw apiError(ErrorCodes.invalidCredentials, Messages.invalidCredentials);
  }
  if (!user.enabled) {
    await writeAudit(db, { at: now, userId: user.id, action: 'signIn', address, outcome: 'failure', details: { email, reason: 'disabled' } });
    throw userDisabled(user);
  }
  const trusted = user.mfaEnabled && (await isTrustedBrowser(db, user.id, input.rememberToken, now));
  if (user.mfaEnabled && !trusted) {
    // The password was right; the sign-in completes only with a code (audited at confirmMFACode).
    await writeAudit(db, { at: now, userId: user.id, action: 'signIn', address, outcome: 'success', details: { step: 'password', mfa: true } });
    const mfaToken = await signPendingSignIn(user.id, deps.secret, now);
    return { user, accessToken: null, refreshToken: null, mfaToken, mfaContact: maskedContactOf(user) };
  }
  await writeAudit(db, { at: now, userId: user.id, action: 'signIn', address, outcome: 'success', details: trusted ? { trustedBrowser: true } : {} });
  const tokens = await issuePair(deps, user);
  return { user, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, mfaToken: null, mfaContact: null };
}

/**
 * Rotates a refresh token. A token already rotated more than REFRESH_REUSE_MS ago is a replay: the
 * whole family is revoked. Within that window it is a concurrent duplicate from another web copy and
 * gets its own fresh pair in the same family.
 */
export async function refresh(deps: AuthDeps, presented: string) {
  const { db, now, address } = deps;
  const row = await findRefreshToken(db, presented);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) throw wrongRefreshToken();
  if (row.rotatedAt && now.getTime() - row.rotatedAt.getTime() > REFRESH_REUSE_MS) {
    await revokeFamily(db, row.familyId, now);
    await writeAudit(db, { at: now, userId: row.userId, action: 'refreshReuse', address, outcome: 'revoked', details: { familyId: row.familyId } });
    throw wrongRefreshToken();
  }
  const user = await findUserById(db, row.userId);
  if (!user) throw userNotExist();
  if (!user.enabled) throw userDisabled(user);
  // Losing the race to another copy's rotation is the same as arriving within the reuse window.
  if (!row.rotatedAt) await markRotated(db, row.id, now);
  const pair = await issuePair(deps, user, row.familyId);
  return { user, accessToken: pair.accessToken, refreshToken: pair.refreshToken };
}

export async function logout(deps: AuthDeps, presented: string): Promise<void> {
  const row = await findRefreshToken(deps.db, presented);
  if (!row) return;
  await revokeFamily(deps.db, row.familyId, deps.now);
  // Signing out also ends the hour of setup-page access: the next sign-in verifies again.
  await deps.db.update(users).set({ setupExpiredAt: null }).where(eq(users.id, row.userId));
  await writeAudit(deps.db, { at: deps.now, userId: row.userId, action: 'logout', address: deps.address, outcome: 'success' });
}

/** Changes the password after checking the current one; other sign-ins of the user end, the caller's stays. */
export async function changePassword(
  deps: AuthDeps,
  viewer: { user: UserRow; familyId: string },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { db, now, address } = deps;
  // Guessing the current password is limited exactly like signing in.
  const attemptId = await beginLimitedAttempt(deps, viewer.user.email.toLowerCase(), 'passwordChanged');
  const currentOk = await verifyPassword(viewer.user.passwordHash, input.currentPassword);
  await settleSignInAttempt(db, attemptId, currentOk);
  if (!currentOk) {
    await writeAudit(db, { at: now, userId: viewer.user.id, action: 'passwordChanged', address, outcome: 'failure' });
    throw validationError(Messages.wrongCurrentPassword, { currentPassword: Messages.wrongCurrentPassword });
  }
  if (!isStrongPassword(input.newPassword)) {
    throw validationError(Messages.newPasswordRules, { newPassword: Messages.newPasswordRules });
  }
  if (input.newPassword === input.currentPassword) {
    throw validationError(Messages.newPasswordSameAsOld, { newPassword: Messages.newPasswordSameAsOld });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, viewer.user.id));
  await revokeOtherFamilies(db, viewer.user.id, viewer.familyId, now);
  await writeAudit(db, { at: now, userId: viewer.user.id, action: 'passwordChanged', address, outcome: 'success' });
}

/** The profile's zone to store: undefined leaves it; only administrators and vendor managers keep one (business users see their business's). */
function profileTimeZone(user: UserRow, timeZone: string | null | undefined): string | null | undefined {
  if (timeZone === undefined) return undefined;
  if (!picksOwnTimeZone(user.role)) {
    if (!timeZone) return undefined;
    throw validationError(Messages.formIncorrect, { timeZone: Messages.profileTimeZoneAdminsOnly });
  }
  if (!timeZone) return null;
  if (!isTimeZone(timeZone)) throw validationError(Messages.formIncorrect, { timeZone: Messages.setupTimeZone });
  return timeZone;
}

export async function updateProfile(
  deps: AuthDeps,
  user: UserRow,
  input: { firstName: string; lastName: string; phoneNumber?: string | null; timeZone?: string | null },
): Promise<UserRow> {
  const zone = profileTimeZone(user, input.timeZone);
  const { firstName, lastName, phoneNumber } = parseInput(profileSchema, { ...input, phoneNumber: input.phoneNumber ?? '' }, { topLevelFields: true });
  const [updated] = await deps.db
    .update(users)
    .set({
      firstName,
      lastName,
      phoneNumber: phoneNumber ? phoneNumber : null,
      ...mfaAfterPhoneChange(user, phoneNumber ? phoneNumber : null),
      ...(zone === undefined ? {} : { timeZone: zone }),
      updatedAt: deps.now,
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated;
}
