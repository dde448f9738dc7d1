/**
 * Validating a consumer's account before its first debit (decisions 052 and 055): a prenote (a zero-dollar entry with
 * code 28/38, validated when no return comes within three banking days) or two micro-deposits the consumer confirms
 * on a public page reached by an e-mailed link. A business on the file rail has them written into its next ACH file
 * (`checksToFile`) and the bank's return file answers them; the sandbox bank answers a business on the sandbox rail
 * in local, dev and demo; any other check waits and says why (decision 120). One topic over 400 lines: one check's
 * lifecycle (started, written or answered, settled or failed) on the same rows, each step beside the next.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import { accountCheckEffectiveDate, MICRO_DEPOSIT_LINK_TTL_DAYS, MICRO_DEPOSIT_MAX_ATTEMPTS, microDepositsMatch, prenoteValidatesAt, type AccountValidationMethod } from '../../../domain/consumer-debits';
import type { Environment } from '../../../domain/environment';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import { formatCents, parseDollars } from '../../../domain/money';
import { prenoteEntry, statementDescriptor, transactionCode, writeAchFile, type AchEntry } from '../../../domain/nacha';
import { MICRO_DEPOSIT_DIRECTION, prenoteDirectionFor, WEB_PAYMENT_TYPE } from '../../../domain/payment-kinds';
import type { Database } from '../../db/client';
import { accountValidations, achFileDeliveries, bankAccounts, businessRails, businesses, consumers } from '../../db/schema';
import type { FileItem } from '../../rails/nacha';
import { decryptSecret, encryptSecret, randomToken, sha256Hex } from '../../lib/crypto';
import { apiError, validationError } from '../../lib/errors';
import { sandboxBankFor } from '../../rails/sandbox-bank';
import { enqueueMessage } from '../notifications';
import { loadCalendar } from './calendar';
import { cycleEnvironment } from './processing/types';
import type { Tx } from './service';

/** The sandbox bank's routing number in the account-check files it reads (a valid ABA number). */
const SANDBOX_BANK_ROUTING = '011000015';

export interface ValidationStart {
  consumerId: string;
  businessId: string;
  method: AccountValidationMethod;
  /** For micro-deposits: where the link goes, and what it says. */
  email: string;
  businessName: string;
  accountLast4: string;
  webPublicUrl: string;
  encryptionKey: Buffer;
  now: Date;
}

export function microDepositLink(webPublicUrl: string, token: string): string {
  return `${webPublicUrl}/account-validation?token=${encodeURIComponent(token)}`;
}

/** Starts the check (in the registration's transaction): a prenote waits for the cycle; micro-deposits go out with their e-mail. */
export async function startAccountValidation(tx: Tx, s: ValidationStart): Promise<void> {
  if (s.method === 'prenote') {
    await tx.insert(accountValidations).values({ consumerId: s.consumerId, businessId: s.businessId, method: 'prenote', createdAt: s.now, updatedAt: s.now });
    return;
  }
  const first = randomInt(1, 100);
  let second = randomInt(1, 100);
  while (second === first) second = randomInt(1, 100);
  const token = randomToken();
  await tx.insert(accountValidations).values({
    consumerId: s.consumerId,
    businessId: s.businessId,
    method: 'microDeposits',
    status: 'sent',
    sentAt: s.now,
    amountsEncrypted: encryptSecret(JSON.stringify([first, second]), s.encryptionKey),
    tokenHash: sha256Hex(token),
    tokenExpiresAt: new Date(s.now.getTime() + MICRO_DEPOSIT_LINK_TTL_DAYS * 86_400_000),
    createdAt: s.now,
    updatedAt: s.now,
  });
  await enqueueMessage(
    tx,
    {
      channel: 'email',
      recipient: s.email,
      subject: Messages.microDepositsEmailSubject(s.businessName),
      body: `${Messages.microDepositsIntro(s.businessName, s.accountLast4)}\n\nOpen this link to enter them:\n\n${microDepositLink(s.webPublicUrl, token)}\n\nThe link works until the amounts are confirmed, for ${MICRO_DEPOSIT_LINK_TTL_DAYS} days.`,
    },
    s.now,
  );
}

type ValidationRow = typeof accountValidations.$inferSelect;
type ConsumerRow = typeof consumers.$inferSelect;

/** The entries of the check as the NACHA writer puts them in a file: the prenote of the debit to come, or the two credits. */
function checkEntries(v: ValidationRow, c: ConsumerRow, accountNumber: string, key: Buffer): AchEntry[] {
  const accountType = c.accountType === 'savings' ? 'savings' : 'checking';
  const base = { rdfiRoutingNumber: c.routingNumber!, accountNumber, identificationNumber: c.id.replace(/-/g, '').slice(0, 15), receiverName: c.accountHolderName ?? `${c.firstName} ${c.lastName}` };
  // WEB entries carry their payment-type code: the prenote's is its debits' (recurring), micro-deposits are single entries.
  if (v.method === 'prenote') return [{ ...prenoteEntry(base, accountType, prenoteDirectionFor('instantCollection')), discretionaryData: WEB_PAYMENT_TYPE.recurring }];
  const amounts = JSON.parse(decryptSecret(v.amountsEncrypted!, key)) as number[];
  return amounts.map((amountCents) => ({ ...base, transactionCode: transactionCode(accountType, MICRO_DEPOSIT_DIRECTION), amountCents, discretionaryData: WEB_PAYMENT_TYPE.single }));
}

/** The one-batch WEB file of an account check, written (and so validated) by the NACHA writer. */
function checkFile(entries: AchEntry[], companyName: string, at: Date): string {
  return writeAchFile({
    immediateDestination: SANDBOX_BANK_ROUTING,
    immediateDestinationName: 'SANDBOX BANK',
    immediateOrigin: '1000000000',
    immediateOriginName: 'PAYLOFT',
    createdAt: at,
    fileIdModifier: 'V',
    batches: [
      {
        companyName,
        companyIdentification: '1000000000',
        secCode: 'WEB',
        companyEntryDescription: entries[0].amountCents === 0 ? 'PRENOTE' : 'ACCTVERIFY',
        effectiveEntryDate: at.toISOString().slice(0, 10),
        odfiRoutingNumber: SANDBOX_BANK_ROUTING,
        entries,
      },
    ],
  });
}

async function decide(db: Pick<Database, 'update'> | Tx, id: string, status: 'validated' | 'failed', at: Date, failureReason: string | null = null) {
  await db.update(accountValidations).set({ status, failureReason, waitingReason: null, decidedAt: at, tokenHash: null, updatedAt: at }).where(eq(accountValidations.id, id));
}

/** Why a check of a business on this rail cannot go to a bank from here, or null when the sandbox bank answers it. */
function waitingReasonOf(rail: string | null, appEnv: Environment): string | null {
  if (sandboxBankFor(appEnv, rail)) return null;
  if (!rail) return Messages.accountCheckWaitsForRail;
  if (rail === 'usBankApi') return Messages.accountCheckWaitsForUsBank;
  return Messages.accountCheckWaitsForSandbox;
}

/**
 * When a filed prenote's quiet window ends: a file sent by a channel is with the bank only once its delivery is
 * recorded (decision 118), so the window never ends before that and is counted from the delivery's day when that is
 * later than the file's. A file with no channel (sent by hand) keeps the window counted from its effective date.
 */
function quietWindowEnd(validatesAt: Date, delivery: { deliveredAt: Date | null } | undefined, calendar: Parameters<typeof prenoteValidatesAt>[1]): Date {
  if (!delivery) return validatesAt;
  if (!delivery.deliveredAt) return new Date(8.64e15);
  const fromDelivery = prenoteValidatesAt(accountCheckEffectiveDate(delivery.deliveredAt.toISOString().slice(0, 10), calendar), calendar);
  return fromDelivery > validatesAt ? fromDelivery : validatesAt;
}

/**
 * The cycle's step (decision 120): each open check goes through its business's own rail. On the file rail its
 * entries go into the business's ACH file (checksToFile) and the bank's return file answers them; only the
 * prenote's quiet window is decided here. The sandbox bank answers only a business on the sandbox rail in local,
 * dev and demo (sandboxBankFor). Every other check waits with the reason in `waiting_reason`, and a prenote that
 * no bank received (sent by the sandbox bank, no file carrying it, its business not on the open sandbox) is
 * pending again rather than validated by a silence that means nothing. Returns how many checks were decided.
 */
export async function runAccountValidations(db: Database, options: { at: Date; encryptionKey: Buffer; appEnv?: Environment }): Promise<number> {
  const { at, encryptionKey } = options;
  const appEnv = cycleEnvironment(options);
  const open = await db
    .select({ v: accountValidations, c: consumers, businessName: businesses.name, rail: businessRails.rail})
    .from(accountValidations)
    .innerJoin(consumers, eq(consumers.id, accountValidations.consumerId))
    .innerJoin(businesses, eq(businesses.id, accountValidations.businessId))
    .leftJoin(businessRails, eq(businessRails.businessId, accountValidations.businessId))
    .where(inArray(accountValidations.status, ['pending', 'sent']));
  const calendar = open.length ? await loadCalendar(db, 'USA', 'ACH') : null;
  const fileIds = [...new Set(open.flatMap(({ v }) => (v.achFileId ? [v.achFileId] : [])))];
  const deliveries = new Map(
    fileIds.length
      ? (await db.select({ achFileId: achFileDeliveries.achFileId, deliveredAt: achFileDeliveries.deliveredAt }).from(achFileDeliveries).where(inArray(achFileDeliveries.achFileId, fileIds))).map((d) => [d.achFileId, d])
      : [],
  );
  let decided = 0;
  for (const { v, c, businessName, rail } of open) {
    if (!c.accountNumberEncrypted || !c.routingNumber) continue;
    const sentPrenote = v.status === 'sent' && v.method === 'prenote';
    // A file carried it: the bank's return file answers it, and its quiet window validates it.
    if (v.achFileId || rail === 'nacha') {
      if (sentPrenote && v.achFileId && v.validatesAt && quietWindowEnd(v.validatesAt, v.achFileId ? deliveries.get(v.achFileId) : undefined, calendar!).getTime() <= at.getTime()) {
        await decide(db, v.id, 'validated', at);
        decided++;
      } else if (sentPrenote && !v.achFileId) {
        // Sent by the sandbox bank before its business moved to the file rail: the file sends it for real.
        await db.update(accountValidations).set({ status: 'pending', sentAt: null, validatesAt: null, waitingReason: null, updatedAt: at }).where(eq(accountValidations.id, v.id));
      } else if (v.waitingReason) {
        await db.update(accountValidations).set({ waitingReason: null, updatedAt: at }).where(eq(accountValidations.id, v.id));
      }
      continue;
    }
    const waiting = waitingReasonOf(rail, appEnv);
    const bank = sandboxBankFor(appEnv, rail);
    if (!bank) {
      // A prenote only the sandbox bank "received" is sent again when the business's rail can carry it.
      const reset = sentPrenote ? { status: 'pending' as const, sentAt: null, validatesAt: null } : {};
      if (sentPrenote || v.waitingReason !== waiting) await db.update(accountValidations).set({ ...reset, waitingReason: waiting, updatedAt: at }).where(eq(accountValidations.id, v.id));
      continue;
    }
    if (sentPrenote) {
      if (v.validatesAt && v.validatesAt.getTime() <= at.getTime()) {
        await decide(db, v.id, 'validated', at);
        decided++;
      }
      continue;
    }
    // A pending prenote goes out now; micro-deposits went out at registration and the bank answers them here.
    const answers = bank.accountCheck(checkFile(checkEntries(v, c, decryptSecret(c.accountNumberEncrypted, encryptionKey), encryptionKey), businessName, at));
    const returned = answers.find((a) => a !== null);
    if (returned) {
      await decide(db, v.id, 'failed', at, v.method === 'prenote' ? Messages.prenoteReturned(returned.code, returned.message) : Messages.microDepositsReturned(returned.code, returned.message));
      decided++;
    } else if (v.method === 'prenote') {
      await db.update(accountValidations).set({ status: 'sent', sentAt: at, validatesAt: prenoteValidatesAt(at.toISOString().slice(0, 10), calendar!), waitingReason: null, updatedAt: at }).where(eq(accountValidations.id, v.id));
    }
  }
  return decided;
}

/** A file-rail check whose entries go into the file being written: each item's ref is `<validation id>:<n>`. */
export interface CheckToFile {
  validation: ValidationRow;
  accountNumberEncrypted: string;
  items: FileItem[];
}

/**
 * The account checks of file-rail businesses (`onAccount`, a subquery of their ids) not yet filed: pending prenotes
 * and micro-deposits sent at registration. Their rows are locked FOR UPDATE SKIP LOCKED in the file's transaction and
 * `ach_file_id` is set in it (recordFiledChecks), so two writers, or a re-run after a crash, never file one twice.
 */
export async function checksToFile(tx: Tx, onAccount: SQLWrapper, effectiveDate: string, key: Buffer): Promise<CheckToFile[]> {
  const rows = await tx
    .select({ v: accountValidations, c: consumers, own: bankAccounts, businessName: businesses.name, tin: businesses.tinOrEinNumber })
    .from(accountValidations)
    .leftJoin(consumers, eq(consumers.id, accountValidations.consumerId))
    // The Payment Test's micro-deposits to the business's own account (decision 070).
    .leftJoin(bankAccounts, eq(bankAccounts.id, accountValidations.bankAccountId))
    .innerJoin(businesses, eq(businesses.id, accountValidations.businessId))
    .where(
      and(
        isNull(accountValidations.achFileId),
        inArray(accountValidations.businessId, onAccount),
        or(and(isNotNull(consumers.accountNumberEncrypted), isNotNull(consumers.routingNumber)), isNotNull(bankAccounts.id)),
        or(and(eq(accountValidations.method, 'prenote'), eq(accountValidations.status, 'pending')), and(eq(accountValidations.method, 'microDeposits'), eq(accountValidations.status, 'sent'))),
      ),
    )
    .orderBy(accountValidations.createdAt, accountValidations.id)
    .limit(10_000)
    .for('update', { of: accountValidations, skipLocked: true });
  return rows.map(({ v, c, own, businessName, tin }) => {
    if (own) return ownAccountCheck(v, own, businessName, tin, effectiveDate, key);
    if (!c) throw new Error(`account check ${v.id} has neither a consumer nor a bank account`);
    const entries = checkEntries(v, c, decryptSecret(c.accountNumberEncrypted!, key), key);
    const items = entries.map<FileItem>((entry, i) => ({
      ref: `${v.id}:${i}`,
      businessId: v.businessId,
      businessName,
      businessTin: tin,
      secCode: 'WEB',
      // A prenote rides in the business's WEB batch like the debit it announces; NACHA wants micro-entries in an ACCTVERIFY batch.
      companyEntryDescription: v.method === 'prenote' ? 'COLLECTION' : 'ACCTVERIFY',
      batch: v.method === 'prenote' ? undefined : 'ACCTVERIFY',
      effectiveDate,
      direction: v.method === 'prenote' ? prenoteDirectionFor('instantCollection') : MICRO_DEPOSIT_DIRECTION,
      entry,
    }));
    return { validation: v, accountNumberEncrypted: c.accountNumberEncrypted!, items };
  });
}

/** The Payment Test's two micro-deposits to the business's own account: credits in a CCD ACCTVERIFY batch (decision 070). */
function ownAccountCheck(v: ValidationRow, own: typeof bankAccounts.$inferSelect, businessName: string, tin: string | null, effectiveDate: string, key: Buffer): CheckToFile {
  const accountType = own.accountType === 'savings' ? 'savings' : 'checking';
  const base = { rdfiRoutingNumber: own.routingNumber, accountNumber: decryptSecret(own.accountNumberEncrypted, key), identificationNumber: v.businessId.replace(/-/g, '').slice(0, 15), receiverName: own.accountHolderName };
  const amounts = JSON.parse(decryptSecret(v.amountsEncrypted!, key)) as number[];
  const items = amounts.map<FileItem>((amountCents, i) => ({
    ref: `${v.id}:${i}`,
    businessId: v.businessId,
    businessName,
    businessTin: tin,
    secCode: 'CCD',
    companyEntryDescription: 'ACCTVERIFY',
    batch: 'ACCTVERIFY',
    effectiveDate,
    direction: MICRO_DEPOSIT_DIRECTION,
    entry: { ...base, transactionCode: transactionCode(accountType, MICRO_DEPOSIT_DIRECTION), amountCents },
  }));
  return { validation: v, accountNumberEncrypted: own.accountNumberEncrypted, items };
}

/**
 * Records in the file's transaction that the checks went out in `fileId`: a prenote is `sent` and validates when
 * PRENOTE_WAIT_BANKING_DAYS banking days after its effective date pass without a return.
 */
export async function recordFiledChecks(tx: Tx, ids: readonly string[], fileId: string, effectiveDate: string, calendar: { addBankingDays(iso: string, count: number): string }, at: Date): Promise<void> {
  if (!ids.length) return;
  const validatesAt = prenoteValidatesAt(effectiveDate, calendar);
  const done = await tx
    .update(accountValidations)
    .set({
      achFileId: fileId,
      status: 'sent',
      sentAt: sql`case when ${accountValidations.method} = 'prenote' then ${at.toISOString()}::timestamptz else ${accountValidations.sentAt} end`,
      validatesAt: sql`case when ${accountValidations.method} = 'prenote' then ${validatesAt.toISOString()}::timestamptz else null end`,
      updatedAt: at,
    })
    .where(and(inArray(accountValidations.id, [...ids]), isNull(accountValidations.achFileId)))
    .returning({ id: accountValidations.id });
  // They are locked FOR UPDATE in this transaction: a file must never carry a check that another file also claims.
  if (done.length !== ids.length) throw new Error(`${ids.length - done.length} account checks moved elsewhere while their ACH file was written`);
}

/** A check whose entry no file can carry (its bank details) fails with the reason; its debits then fail at their turn. */
export async function failUnfiledCheck(tx: Tx, id: string, reason: string, at: Date): Promise<void> {
  await decide(tx, id, 'failed', at, Messages.accountCheckNotFiled(reason));
}

/**
 * The bank returned the check's prenote or one of its micro-deposits: the check fails with the bank's reason (even
 * one already validated: the account the debits would come from is refused by its bank). Returns what was done.
 */
export async function failReturnedCheck(tx: Tx, v: ValidationRow, code: string, reason: string, at: Date): Promise<string | null> {
  if (v.status === 'failed') return null;
  const why = v.method === 'prenote' ? Messages.prenoteReturned(code, reason) : Messages.microDepositsReturned(code, reason);
  await decide(tx, v.id, 'failed', at, why);
  return Messages.accountNotValidated(why);
}

/** The open micro-deposit check behind a link, or notFound with the page's message. */
async function openCheck(db: Pick<Database, 'select'>, token: string, now: Date) {
  const [row] = token
    ? await db
        .select({ v: accountValidations, businessName: businesses.name, last4: consumers.accountNumberLast4 })
        .from(accountValidations)
        .innerJoin(consumers, eq(consumers.id, accountValidations.consumerId))
        .innerJoin(businesses, eq(businesses.id, accountValidations.businessId))
        .where(and(eq(accountValidations.tokenHash, sha256Hex(token)), eq(accountValidations.status, 'sent'), eq(accountValidations.method, 'microDeposits'), gt(accountValidations.tokenExpiresAt, now)))
    : [];
  if (!row) throw apiError(ErrorCodes.notFound, Messages.microDepositsLinkInvalid);
  return row;
}

/** What the confirmation page shows: who sent the deposits, to which account. */
export async function microDepositCheck(db: Database, token: string, now: Date) {
  const row = await openCheck(db, token, now);
  return { businessName: row.businessName, accountLast4: row.last4 ?? '' };
}

/**
 * The consumer confirms the two amounts: a match validates the account and ends the link; a miss counts, and the
 * last allowed miss fails the check (the business's debits from it then fail with the reason).
 */
export async function confirmMicroDeposits(db: Database, key: Buffer, token: string, typed: readonly string[], now: Date): Promise<{ message: string }> {
  const cents = typed.map((t) => parseDollars(t ?? ''));
  const fieldErrors: Record<string, string> = {};
  cents.forEach((c, i) => {
    if (c === null || c < 1 || c > 99) fieldErrors[i === 0 ? 'firstAmount' : 'secondAmount'] = `Enter an amount from ${formatCents(1)} to ${formatCents(99)}`;
  });
  const { v } = await openCheck(db, token, now);
  if (Object.keys(fieldErrors).length) throw validationError(Messages.formIncorrect, fieldErrors);
  const sent = JSON.parse(decryptSecret(v.amountsEncrypted!, key)) as number[];
  if (microDepositsMatch(sent, cents as number[])) {
    // Conditional on the row still being open: a second use of the link (or a race) finds nothing to confirm.
    const [done] = await db
      .update(accountValidations)
      .set({ status: 'validated', decidedAt: now, tokenHash: null, updatedAt: now })
      .where(and(eq(accountValidations.id, v.id), eq(accountValidations.status, 'sent')))
      .returning({ id: accountValidations.id });
    if (!done) throw apiError(ErrorCodes.notFound, Messages.microDepositsLinkInvalid);
    return { message: Messages.microDepositsConfirmed };
  }
  // Counted in the database, so two guesses at once both count.
  const [counted] = await db
    .update(accountValidations)
    .set({ attempts: sql`${accountValidations.attempts} + 1`, updatedAt: now })
    .where(and(eq(accountValidations.id, v.id), eq(accountValidations.status, 'sent')))
    .returning({ attempts: accountValidations.attempts });
  if (!counted) throw apiError(ErrorCodes.notFound, Messages.microDepositsLinkInvalid);
  if (counted.attempts >= MICRO_DEPOSIT_MAX_ATTEMPTS) {
    await decide(db, v.id, 'failed', now, Messages.microDepositsWrong);
    throw apiError(ErrorCodes.validation, Messages.accountNotValidated(Messages.microDepositsWrong));
  }
  throw validationError(Messages.microDepositsMismatch(MICRO_DEPOSIT_MAX_ATTEMPTS - counted.attempts), {});
}

/** One credit on a consumer's statement at the sandbox bank: what their own bank would show them. */
export interface SandboxStatementLine {
  id: string;
  /** The banking day (yyyy-MM-dd) the credit is dated. */
  date: string;
  accountHolderName: string;
  accountLast4: string;
  descriptor: string;
  amountCents: number;
}

/**
 * The sandbox bank's statement lines (local, dev and demo only, never elsewhere): the micro-deposits it received for
 * consumers of businesses on the sandbox rail, each credit as the consumer's bank statement would show it, so a
 * person trying the demo can read the amounts and finish the check. Newest first.
 */
export async function sandboxStatementLines(db: Database, key: Buffer, appEnv: Environment, limit: number): Promise<SandboxStatementLine[]> {
  if (!sandboxBankFor(appEnv, 'sandbox')) return [];
  const rows = await db
    .select({ v: accountValidations, c: consumers, businessName: businesses.name })
    .from(accountValidations)
    .innerJoin(consumers, eq(consumers.id, accountValidations.consumerId))
    .innerJoin(businesses, eq(businesses.id, accountValidations.businessId))
    .innerJoin(businessRails, eq(businessRails.businessId, accountValidations.businessId))
    .where(and(eq(accountValidations.method, 'microDeposits'), inArray(accountValidations.status, ['sent', 'validated']), isNotNull(accountValidations.amountsEncrypted), eq(businessRails.rail, 'sandbox')))
    .orderBy(desc(accountValidations.createdAt), accountValidations.id)
    .limit(limit);
  const calendar = rows.length ? await loadCalendar(db, 'USA', 'ACH') : null;
  return rows.flatMap(({ v, c, businessName }) => {
    const amounts = JSON.parse(decryptSecret(v.amountsEncrypted!, key)) as number[];
    const date = accountCheckEffectiveDate((v.sentAt ?? v.createdAt).toISOString().slice(0, 10), calendar!);
    return amounts.map((amountCents, i) => ({
      id: `${v.id}:${i}`,
      date,
      accountHolderName: c.accountHolderName ?? `${c.firstName} ${c.lastName}`,
      accountLast4: c.accountNumberLast4 ?? '',
      descriptor: statementDescriptor(businessName, 'ACCTVERIFY'),
      amountCents,
    }));
  });
}
