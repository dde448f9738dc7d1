/**
 * The mailbox proof of a vendor link (decision 125): before registration takes the bank account a business's money
 * will go to, whoever holds the link proves they read the invited mailbox, by a 6-digit code e-mailed there.
 * The code is kept as a digest keyed by the encryption key and bound to the link's current token, so a new link
 * (Copy link, Send again) voids it; it works MAILBOX_CODE_TTL_MS and MAILBOX_CODE_MAX_ATTEMPTS wrong tries.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../../domain/product';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import {
  MAILBOX_CODE_MAX_ATTEMPTS,
  MAILBOX_CODE_RESEND_MS,
  MAILBOX_CODE_TTL_MS,
  MAILBOX_PROOF_KINDS,
  invalidInvitationMessage,
  mailboxCodeSchema,
  type ConnectionKind,
} from '../../../domain/network';
import { connections, type ConnectionRow } from '../../db/schema';
import { apiError, validationError } from '../../lib/errors';
import { enqueueMessage, notifyEnqueued } from '../notifications';
import { findInvitation, type NetworkDeps } from './invitations';

export interface MailboxProofDeps extends NetworkDeps {
  encryptionKey: Buffer;
}

export const needsMailboxProof = (kind: ConnectionKind) => MAILBOX_PROOF_KINDS.includes(kind);

function digestOf(key: Buffer, connection: Pick<ConnectionRow, 'id' | 'tokenHash'>, code: string): string {
  return createHmac('sha256', key).update(`mailbox-proof:${connection.id}:${connection.tokenHash}:${code}`).digest('base64url');
}

const sameDigest = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

async function provingInvitation(deps: MailboxProofDeps, kind: ConnectionKind, token: string): Promise<ConnectionRow> {
  if (!needsMailboxProof(kind)) throw apiError(ErrorCodes.notFound, invalidInvitationMessage(kind));
  return findInvitation(deps.db, kind, token, deps.now);
}

/** E-mails a new code to the invited address (the previous one stops working); at most one a minute per link. */
export async function sendMailboxCode(deps: MailboxProofDeps, kind: ConnectionKind, token: string): Promise<string> {
  const { db, now } = deps;
  const connection = await provingInvitation(deps, kind, token);
  if (connection.mailboxCodeSentAt && now.getTime() - connection.mailboxCodeSentAt.getTime() < MAILBOX_CODE_RESEND_MS) {
    throw apiError(ErrorCodes.tooManyAttempts, Messages.mailboxCodeWait);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(connections)
      .set({
        mailboxCodeDigest: digestOf(deps.encryptionKey, connection, code),
        mailboxCodeExpiresAt: new Date(now.getTime() + MAILBOX_CODE_TTL_MS),
        mailboxCodeSentAt: now,
        mailboxCodeAttempts: 0,
        updatedAt: now,
      })
      .where(and(eq(connections.id, connection.id), eq(connections.tokenHash, connection.tokenHash!), eq(connections.status, 'invited')))
      .returning({ id: connections.id });
    if (!updated) throw apiError(ErrorCodes.notFound, invalidInvitationMessage(kind));
    await enqueueMessage(
      tx,
      {
        channel: 'email',
        recipient: connection.targetEmail,
        subject: `Your ${PRODUCT_NAME} registration code`,
        body: `Hello,\n\nYour code to confirm this e-mail address for your ${PRODUCT_NAME} vendor registration is ${code}. It works for 15 minutes.\n\nIf you did not ask for it, someone else has your invitation link: do not share the code, and tell the business that invited you.`,
      },
      now
    );
  });
  notifyEnqueued();
  return Messages.mailboxCodeSent(connection.targetEmail);
}

/**
 * Checks a typed code against the link's current one; a wrong code counts against the code (in its own statement, so
 * it counts even when the caller's transaction is rolled back). Throws a field error on `mailboxCode` when it fails.
 */
export async function checkMailboxCode(deps: MailboxProofDeps, connection: ConnectionRow, typed: unknown): Promise<void> {
  const parsed = mailboxCodeSchema.safeParse({
    mailboxCode: typeof typed === 'string' ? typed : undefined,
  });
  const refuse = (message: string): never => {
    throw validationError(message, { mailboxCode: message });
  };
  if (!parsed.success) refuse(parsed.error.issues[0]?.message ?? Messages.mailboxCodeNeeded);
  const code = parsed.data!.mailboxCode;
  const usable =
    connection.mailboxCodeDigest &&
    connection.mailboxCodeExpiresAt &&
    connection.mailboxCodeExpiresAt.getTime() > deps.now.getTime() &&
    connection.mailboxCodeAttempts < MAILBOX_CODE_MAX_ATTEMPTS;
  if (!usable) refuse(Messages.mailboxCodeExpired);
  if (sameDigest(connection.mailboxCodeDigest!, digestOf(deps.encryptionKey, connection, code))) return;
  await deps.db
    .update(connections)
    .set({ mailboxCodeAttempts: sql`${connections.mailboxCodeAttempts} + 1` })
    .where(eq(connections.id, connection.id));
  refuse(connection.mailboxCodeAttempts + 1 >= MAILBOX_CODE_MAX_ATTEMPTS ? Messages.mailboxCodeExpired : Messages.mailboxCodeWrong);
}

/** The page's first step: the code is right for this link (registration checks it again with the form). */
export async function confirmMailboxCode(deps: MailboxProofDeps, kind: ConnectionKind, token: string, code: string): Promise<string> {
  const connection = await provingInvitation(deps, kind, token);
  await checkMailboxCode(deps, connection, code);
  return Messages.mailboxConfirmed;
}
