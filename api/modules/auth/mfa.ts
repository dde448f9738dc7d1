/**
 * Multi-factor codes: the signed pending sign-in between password and code, sending codes through the
 * outbox, confirming them (10 minutes, single use, 5 wrong tries), trusted browsers ('Remember me') and
 * the send and confirm limits per account and per address.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import { MFA_CODE_LENGTH, codeExpiresAt, isCompleteCode, isExpired, maskContact, type MfaPreference } from '../../../domain/mfa';
import {
  MFA_LIMIT_WINDOW_MS,
  MFA_MAX_FAILED_CONFIRMS_PER_ACCOUNT,
  MFA_MAX_FAILED_CONFIRMS_PER_ADDRESS,
  MFA_MAX_SENDS_PER_ACCOUNT,
  MFA_MAX_SENDS_PER_ADDRESS,
  MFA_MAX_WRONG_TRIES,
  MFA_PENDING_SIGN_IN_MS,
  REMEMBER_ME_MS,
} from '../../../domain/timings';
import { PRODUCT_NAME } from '../../../domain/product';
import type { Database } from '../../db/client';
import { auditLog, trustedBrowsers, verificationCodes, type UserRow, type VerificationCodeRow } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { apiError, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { lastFourDigits } from '../../../domain/phone';
import { SmsNotSent, type SmsFailureReason } from '../../integrations/sms/delivery';
import { deliverNow, enqueueClaimedMessage, enqueueMessage, notifyEnqueued, type Channel, type Transport } from '../notifications';

export type CodePurpose = 'authorization' | 'setup' | 'mfaPreference';

export interface MfaDeps {
  db: Database;
  secret: string;
  now: Date;
  address: string;
  /** How messages leave (sendCode texts a phone code at once, to tell the person if it did not go). */
  transports?: Record<Channel, Transport>;
  /** Whether /dev/outbox is someone's mailbox here (local, dev, demo): a code kept in the outbox stays readable. */
  readableOutbox?: boolean;
}

const keyFor = (secret: string) => new TextEncoder().encode(`${secret}:mfa-pending`);

// ---------------------------------------------------------------- pending sign-in

/** A short-lived signed token naming the user whose password was right; the password itself is never kept. */
export async function signPendingSignIn(userId: string, secret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'mfa-pending' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + MFA_PENDING_SIGN_IN_MS / 1000)
    .sign(keyFor(secret));
}

export async function verifyPendingSignIn(token: string, secret: string, now: Date): Promise<{ userId: string; pendingId: string }> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'], currentDate: now });
    if (payload.typ !== 'mfa-pending' || !isUuid(payload.sub) || !isUuid(payload.jti)) throw new Error('bad claims');
    return { userId: payload.sub, pendingId: payload.jti };
  } catch {
    throw apiError(ErrorCodes.mfaSignInExpired, Messages.signInExpired);
  }
}

// ---------------------------------------------------------------- contacts

export function contactOf(user: UserRow, preference: MfaPreference): string | null {
  return preference === 'email' ? user.email : user.phoneNumber;
}

export function preferenceOf(user: UserRow): MfaPreference {
  return user.mfaPreference === 'phoneNumber' && user.phoneNumber ? 'phoneNumber' : 'email';
}

export function maskedContactOf(user: UserRow, preference: MfaPreference = preferenceOf(user)): string {
  return maskContact(preference, contactOf(user, preference) ?? '');
}

// ---------------------------------------------------------------- sending

function codeDigest(secret: string, codeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${codeId}:${code}`).digest('hex');
}

function minutesUntil(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** Throws tooManyAttempts when the account or the address asked for too many codes in the window. */
async function checkSendLimits(deps: MfaDeps, user: UserRow): Promise<void> {
  const since = new Date(deps.now.getTime() - MFA_LIMIT_WINDOW_MS);
  const oldestOf = async (filter: ReturnType<typeof eq>, limit: number) => {
    const rows = await deps.db
      .select({ at: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(filter, gt(verificationCodes.createdAt, since)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(limit);
    return rows.length >= limit ? rows[rows.length - 1].at : null;
  };
  const blockedSince =
    (await oldestOf(eq(verificationCodes.userId, user.id), MFA_MAX_SENDS_PER_ACCOUNT)) ??
    (await oldestOf(eq(verificationCodes.requestedFrom, deps.address), MFA_MAX_SENDS_PER_ADDRESS));
  if (blockedSince) {
    const waitMs = blockedSince.getTime() + MFA_LIMIT_WINDOW_MS - deps.now.getTime();
    await writeAudit(deps.db, { at: deps.now, userId: user.id, action: 'mfaSent', address: deps.address, outcome: 'blocked' });
    throw apiError(ErrorCodes.tooManyAttempts, Messages.tooManyCodesSent(minutesUntil(waitMs)), { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  }
}

/**
 * Issues a code: earlier unused codes of the same purpose stop working, and the code and its message are
 * committed together, so a crash after this returns never loses the message.
 */
export async function sendCode(
  deps: MfaDeps,
  input: { user: UserRow; purpose: CodePurpose; preference: MfaPreference; pendingId?: string },
): Promise<{ expiresAt: Date; mfaContact: string }> {
  const { db, now, address } = deps;
  const { user, purpose, preference } = input;
  const contact = contactOf(user, preference);
  if (!contact) throw validationError(Messages.noMfaContact, { mfaPreference: Messages.noMfaContact });
  await checkSendLimits(deps, user);
  const code = String(randomInt(0, 10 ** MFA_CODE_LENGTH)).padStart(MFA_CODE_LENGTH, '0');
  const id = randomUUID();
  const expiresAt = codeExpiresAt(now);
  let textId: string | undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)));
    const text = `Your ${PRODUCT_NAME} verification code is ${code}. It expires in 10 minutes and works once. If you did not ask for it, change your password.`;
    const subject = `${PRODUCT_NAME} verification code`;
    if (preference === 'email') await enqueueMessage(tx, { channel: 'email', recipient: contact, subject, body: text }, now);
    else textId = await enqueueClaimedMessage(tx, { channel: 'sms', recipient: contact, subject, body: text }, now);
    await tx.insert(verificationCodes).values({
      id,
      userId: user.id,
      purpose,
      channel: preference,
      contact,
      pendingId: input.pendingId ?? null,
      codeHash: codeDigest(deps.secret, id, code),
      expiresAt,
      requestedFrom: address,
      createdAt: now,
      messageId: textId ?? null,
    });
    await writeAudit(tx, { at: now, userId: user.id, action: 'mfaSent', address, outcome: 'success', details: { purpose, channel: preference } });
  });
  if (textId && deps.transports) await textCodeNow(deps, deps.transports, { userId: user.id, codeId: id, messageId: textId, contact, purpose });
  else notifyEnqueued();
  return { expiresAt, mfaContact: maskContact(preference, contact) };
}

const SMS_REFUSALS: Record<SmsFailureReason, (last4: string) => string> = {
  unusableNumber: Messages.smsNumberUnusable,
  optedOut: Messages.smsOptedOut,
  rateLimited: () => Messages.smsRateLimited,
  unavailable: () => Messages.smsUnavailable,
};

/**
 * Texts the code while the person waits, so a refusal is answered at the MFA step with what to do next: the code
 * that did not go stops working, the message row is failed (the Errors page) and the refusal audited.
 */
async function textCodeNow(
  deps: MfaDeps,
  transports: Record<Channel, Transport>,
  sent: { userId: string; codeId: string; messageId: string; contact: string; purpose: CodePurpose },
): Promise<void> {
  try {
    await deliverNow(deps.db, transports, sent.messageId, deps.now, deps.readableOutbox ?? false);
  } catch (error) {
    const reason: SmsFailureReason = error instanceof SmsNotSent ? error.reason : 'unavailable';
    await deps.db.update(verificationCodes).set({ consumedAt: deps.now }).where(eq(verificationCodes.id, sent.codeId));
    await writeAudit(deps.db, {
      at: deps.now,
      userId: sent.userId,
      action: 'mfaSent',
      address: deps.address,
      outcome: 'failure',
      details: { purpose: sent.purpose, channel: 'phoneNumber', reason, providerCode: error instanceof SmsNotSent ? (error.providerCode ?? null) : null, messageId: sent.messageId },
    });
    throw apiError(ErrorCodes.smsNotSent, SMS_REFUSALS[reason](lastFourDigits(sent.contact)), { reason });
  }
}

// ---------------------------------------------------------------- confirming

async function failedConfirmsSince(db: Database, since: Date, filter: ReturnType<typeof eq>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'mfaFailed'), gt(auditLog.at, since), filter));
  return row?.n ?? 0;
}

async function fail(deps: MfaDeps, userId: string, reason: string, error: Error): Promise<never> {
  await writeAudit(deps.db, { at: deps.now, userId, action: 'mfaFailed', address: deps.address, outcome: 'failure', details: { reason } });
  throw error;
}

/**
 * Checks a code for `purpose` and uses it up. The server decides: expired (10 minutes), already used or
 * replaced, wrong (5 tries per code), and too many failures per account or address in the window.
 */
export async function confirmCode(
  deps: MfaDeps,
  input: { userId: string; purpose: CodePurpose; code: string; pendingId?: string },
): Promise<VerificationCodeRow> {
  const { db, now, address } = deps;
  const since = new Date(now.getTime() - MFA_LIMIT_WINDOW_MS);
  if (
    (await failedConfirmsSince(db, since, eq(auditLog.userId, input.userId))) >= MFA_MAX_FAILED_CONFIRMS_PER_ACCOUNT ||
    (await failedConfirmsSince(db, since, eq(auditLog.address, address))) >= MFA_MAX_FAILED_CONFIRMS_PER_ADDRESS
  ) {
    await writeAudit(db, { at: now, userId: input.userId, action: 'mfaFailed', address, outcome: 'blocked' });
    throw apiError(ErrorCodes.tooManyAttempts, Messages.tooManyWrongCodes(minutesUntil(MFA_LIMIT_WINDOW_MS)));
  }
  const code = input.code.trim();
  if (!isCompleteCode(code)) throw validationError(Messages.codeFormat, { code: Messages.codeFormat });

  const filters = [eq(verificationCodes.userId, input.userId), eq(verificationCodes.purpose, input.purpose)];
  if (input.pendingId) filters.push(eq(verificationCodes.pendingId, input.pendingId));
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(...filters))
    // The live code if there is one (sending a code retires the earlier ones), else the newest.
    .orderBy(sql`${verificationCodes.consumedAt} is null desc`, desc(verificationCodes.createdAt))
    .limit(1);
  // The text carrying the code never reached the phone (Twilio's status callback): say why, as a refusal at sending does.
  if (row?.deliveryFailure && !row.confirmedAt) return fail(deps, input.userId, 'notDelivered', apiError(ErrorCodes.smsNotSent, row.deliveryFailure, { reason: 'notDelivered' }));
  if (!row || row.consumedAt || row.wrongTries >= MFA_MAX_WRONG_TRIES) {
    return fail(deps, input.userId, 'used', apiError(ErrorCodes.mfaCodeUsedUp, Messages.codeUsedUp));
  }
  if (isExpired(row.expiresAt, now)) {
    return fail(deps, input.userId, 'expired', apiError(ErrorCodes.mfaCodeExpired, Messages.codeExpired));
  }
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(codeDigest(deps.secret, row.id, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    const [updated] = await db
      .update(verificationCodes)
      .set({ wrongTries: sql`${verificationCodes.wrongTries} + 1` })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
      .returning({ wrongTries: verificationCodes.wrongTries });
    const left = MFA_MAX_WRONG_TRIES - (updated?.wrongTries ?? MFA_MAX_WRONG_TRIES);
    return fail(
      deps,
      input.userId,
      'wrong',
      left > 0 ? apiError(ErrorCodes.wrongMfaCode, Messages.wrongCode(left), { triesLeft: left }) : apiError(ErrorCodes.mfaCodeUsedUp, Messages.codeUsedUp),
    );
  }
  // Single use even under a race: only one request's update finds the row unused.
  const [consumed] = await db
    .update(verificationCodes)
    .set({ consumedAt: now, confirmedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning();
  if (!consumed) return fail(deps, input.userId, 'used', apiError(ErrorCodes.mfaCodeUsedUp, Messages.codeUsedUp));
  await writeAudit(db, { at: now, userId: input.userId, action: 'mfaConfirmed', address, outcome: 'success', details: { purpose: input.purpose } });
  return consumed;
}

/**
 * True once a code sent for this pending sign-in was confirmed: its token is then spent. A code
 * retired by a resend is consumed but not confirmed, so resending keeps the pending sign-in usable.
 */
export async function pendingSignInCompleted(db: Database, pendingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.pendingId, pendingId), isNotNull(verificationCodes.confirmedAt)))
    .limit(1);
  return Boolean(row);
}

// ---------------------------------------------------------------- trusted browsers ('Remember me for 30 days')

export async function trustBrowser(db: Database, userId: string, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.insert(trustedBrowsers).values({
    userId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + REMEMBER_ME_MS),
    createdAt: now,
  });
  return token;
}

/** True when `token` was issued to this user, is not revoked and has not expired. */
export async function isTrustedBrowser(db: Database, userId: string, token: string | null | undefined, now: Date): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: trustedBrowsers.id })
    .from(trustedBrowsers)
    .where(
      and(
        eq(trustedBrowsers.tokenHash, sha256Hex(token)),
        eq(trustedBrowsers.userId, userId),
        isNull(trustedBrowsers.revokedAt),
        gt(trustedBrowsers.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function forgetTrustedBrowsers(db: Pick<Database, 'update'>, userId: string, now: Date): Promise<void> {
  await db
    .update(trustedBrowsers)
    .set({ revokedAt: now })
    .where(and(eq(trustedBrowsers.userId, userId), isNull(trustedBrowsers.revokedAt)));
}
