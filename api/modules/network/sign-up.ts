/**
 * Self sign-up's first step (decision 051): the page asks only for the e-mail, and the address gets either a link to
 * continue (an invitation to oneself, kept in the connections table like any other) or, when it already has an
 * account, a notice that someone tried. The caller's answer is the same in both cases.
 */
import { firstFieldErrors } from '../../../domain/field-errors';
import { and, eq, sql } from 'drizzle-orm';
import { Messages } from '../../../domain/messages';
import { PRODUCT_NAME } from '../../../domain/product';
import { SIGN_UP_BY_LINK_KINDS, signUpRequestSchema, type ConnectionKind } from '../../../domain/network';
import { connections, type ConnectionRow } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { validationError } from '../../lib/errors';
import { enqueueMessage, notifyEnqueued } from '../notifications';
import { emailHasAccount, enqueueInvitation, invitationLink, isUniqueViolation, linkTtlMs, mintToken, reissueLink, type Db, type NetworkDeps } from './invitations';
import { limitRegistrations } from './registration';

function signUpKind(kind: string): ConnectionKind {
  if (!(SIGN_UP_BY_LINK_KINDS as readonly string[]).includes(kind)) throw validationError(`kind is one of ${SIGN_UP_BY_LINK_KINDS.join(', ')}`);
  return kind as ConnectionKind;
}

async function openSignUp(db: Db, kind: ConnectionKind, email: string): Promise<ConnectionRow | null> {
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.kind, kind), eq(connections.selfSignUp, true), eq(connections.status, 'invited'), sql`lower(${connections.targetEmail}) = ${email}`))
    .limit(1);
  return row ?? null;
}

/** A new link to the address: a fresh self invitation, or the open one with a new token (the earlier link stops working). */
async function sendSignUpLink(deps: NetworkDeps, kind: ConnectionKind, email: string): Promise<void> {
  const open = await openSignUp(deps.db, kind, email);
  if (open) {
    await reissueLink(deps, open, true);
    return;
  }
  const { db, now } = deps;
  const minted = mintToken(now, linkTtlMs({ selfSignUp: true }));
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(connections)
        .values({ kind, targetEmail: email, selfSignUp: true, status: 'invited', tokenHash: minted.hash, tokenExpiresAt: minted.expiresAt, sentAt: now, createdAt: now, updatedAt: now })
        .returning();
      await enqueueInvitation(tx, row, invitationLink(deps.webPublicUrl, kind, minted.token), now);
    });
  } catch (error) {
    // Two requests at once: the other one's link is on its way.
    if (!isUniqueViolation(error)) throw error;
  }
  notifyEnqueued();
}

/** The address has an account: its holder hears that someone tried, and nothing else happens. */
async function warnAccountHolder(deps: NetworkDeps, email: string): Promise<void> {
  await enqueueMessage(
    deps.db,
    {
      channel: 'email',
      recipient: email,
      subject: `Someone tried to register on ${PRODUCT_NAME} with your e-mail`,
      body: `Hello,\n\nSomeone tried to register a new ${PRODUCT_NAME} account with this e-mail address, which already has one. Nothing was changed.\n\nIf it was you, sign in at ${deps.webPublicUrl}/login (or reset your password there). If it was not, you can ignore this e-mail.`,
    },
    deps.now,
  );
  notifyEnqueued();
}

/** Sends the sign-up link, or the account holder's notice; answers Messages.signUpLinkSent either way. */
export async function requestSignUpLink(deps: NetworkDeps, kindInput: string, emailInput: string): Promise<string> {
  const kind = signUpKind(kindInput);
  await limitRegistrations(deps);
  const parsed = signUpRequestSchema.safeParse({ email: emailInput });
  if (!parsed.success) throw validationError(Messages.formIncorrect, firstFieldErrors(parsed.error));
  const email = parsed.data.email.trim().toLowerCase();
  const exists = await emailHasAccount(deps.db, email);
  if (exists) await warnAccountHolder(deps, email);
  else await sendSignUpLink(deps, kind, email);
  // Counted with the registrations of the address (its rate limit); the audit trail, not the caller, knows which.
  await writeAudit(deps.db, { at: deps.now, action: 'registration', address: deps.address, outcome: 'success', details: { kind, step: exists ? 'signUpAccountExists' : 'signUpLinkSent' } });
  return Messages.signUpLinkSent;
}
