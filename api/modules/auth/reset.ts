/** Password reset: a single-use link valid for 1 hour, sent through the outbox; using it revokes every sign-in of the user. */
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import { PRODUCT_NAME } from '../../../domain/product';
import { MFA_LIMIT_WINDOW_MS, PASSWORD_RESET_MAX_PER_ACCOUNT, PASSWORD_RESET_TTL_MS } from '../../../domain/timings';
import { isStrongPassword } from '../../../domain/validation';
import type { Database } from '../../db/client';
import { passwordResetTokens, refreshTokens, users, type UserRow } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { apiError, validationError } from '../../lib/errors';
import { enqueueMessage, notifyEnqueued } from '../notifications';
import { forgetTrustedBrowsers } from './mfa';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail, findUserById } from './service';

export interface ResetDeps {
  db: Database;
  now: Date;
  address: string;
  webPublicUrl: string;
}

const MAX_REQUESTS_PER_ADDRESS = 10;
const invalidLink = () => apiError(ErrorCodes.resetTokenInvalid, Messages.resetLinkInvalid);

/** Same answer whether or not the account exists; the e-mail goes out only for an enabled account. */
export async function requestPasswordReset(deps: ResetDeps, emailInput: string): Promise<void> {
  const { db, now, address } = deps;
  const since = new Date(now.getTime() - MFA_LIMIT_WINDOW_MS);
  const [fromAddress] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.requestedFrom, address), gt(passwordResetTokens.createdAt, since)));
  if ((fromAddress?.n ?? 0) >= MAX_REQUESTS_PER_ADDRESS) throw apiError(ErrorCodes.tooManyAttempts, Messages.tooManyResetRequests);
  const user = await findUserByEmail(db, emailInput);
  if (!user || !user.enabled) {
    await writeAudit(db, { at: now, userId: user?.id, action: 'passwordResetRequested', address, outcome: 'failure', details: { email: emailInput.trim().toLowerCase() } });
    return;
  }
  const [forAccount] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, new Date(now.getTime() - PASSWORD_RESET_TTL_MS))));
  if ((forAccount?.n ?? 0) >= PASSWORD_RESET_MAX_PER_ACCOUNT) {
    // Quietly: the answer must not tell whether the account exists.
    await writeAudit(db, { at: now, userId: user.id, action: 'passwordResetRequested', address, outcome: 'blocked' });
    return;
  }
  const token = randomToken(32);
  const link = `${deps.webPublicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      requestedFrom: address,
      createdAt: now,
    });
    await enqueueMessage(
      tx,
      {
        channel: 'email',
        recipient: user.email,
        subject: `Reset your ${PRODUCT_NAME} password`,
        body: `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link within 1 hour (it works once):\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
      },
      now,
    );
    await writeAudit(tx, { at: now, userId: user.id, action: 'passwordResetRequested', address, outcome: 'success' });
  });
  notifyEnqueued();
}

async function validToken(db: Database, token: string, now: Date) {
  if (!token) throw invalidLink();
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, sha256Hex(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .limit(1);
  if (!row) throw invalidLink();
  const user = await findUserById(db, row.userId);
  if (!user || !user.enabled) throw invalidLink();
  return { row, user };
}

/** The spec's reset-token data: account (the person's name) and e-mail. */
export async function checkResetToken(deps: Pick<ResetDeps, 'db' | 'now'>, token: string): Promise<{ account: string; email: string }> {
  const { user } = await validToken(deps.db, token, deps.now);
  return { account: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
}

export async function resetPassword(deps: ResetDeps, input: { token: string; newPassword: string }): Promise<UserRow> {
  const { db, now, address } = deps;
  const { row, user } = await validToken(db, input.token, now);
  if (!isStrongPassword(input.newPassword)) throw validationError(Messages.newPasswordRules, { newPassword: Messages.newPasswordRules });
  if (await verifyPassword(user.passwordHash, input.newPassword)) {
    throw validationError(Messages.newPasswordSameAsOld, { newPassword: Messages.newPasswordSameAsOld });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const used = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!claimed) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    // Every sign-in of the user ends: refresh tokens and trusted browsers alike.
    await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
    await forgetTrustedBrowsers(tx, user.id, now);
    await writeAudit(tx, { at: now, userId: user.id, action: 'passwordReset', address, outcome: 'success' });
    return true;
  });
  if (!used) throw invalidLink();
  return user;
}
