/**
 * Write-back: a bill paid through Payloft is recorded as paid in its accounting system once the
 * payment settles. A loop finds settled bill payments not yet recorded, calls the connector's recordBillPayment, and
 * keeps the outcome in the payment's accountingSystemBillInfo.writeBack (status, attempts, last error, the system's
 * payment id), retrying a failure with backoff up to WRITE_BACK_MAX_ATTEMPTS; failures stay visible on the bills page.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AccountingSystemKey } from '../../../domain/accounting';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { CONNECTORS } from '../../integrations/accounting';
import { grantFor } from './service';

export const WRITE_BACK_MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 60_000;

export interface WriteBack {
  status: 'recorded' | 'failed' | 'gaveUp';
  attempts: number;
  lastError: string | null;
  externalId: string | null;
  nextAttemptAt: string | null;
  at: string;
}

type BillInfo = { externalId: string; vendorExternalId: string; writeBack?: WriteBack } & Record<string, unknown>;

/** Records every settled bill payment still due a write-back; answers how many were recorded and how many failed. */
export async function runWriteBacks(db: Database, config: ApiConfig, now: Date, logger?: Logger): Promise<{ recorded: number; failed: number }> {
  const due = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'success'),
        isNotNull(payments.accountingSystem),
        sql`coalesce(${payments.accountingSystemBillInfo}->'writeBack'->>'status', 'pending') not in ('recorded', 'gaveUp')`,
        sql`coalesce((${payments.accountingSystemBillInfo}->'writeBack'->>'nextAttemptAt')::timestamptz, '-infinity') <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(50);
  let recorded = 0;
  let failed = 0;
  for (const payment of due) {
    const info = payment.accountingSystemBillInfo as BillInfo;
    const system = payment.accountingSystem as AccountingSystemKey;
    const attempts = (info.writeBack?.attempts ?? 0) + 1;
    let writeBack: WriteBack;
    try {
      const access = await grantFor(db, config, payment.businessId, system, now);
      if (!access) throw new Error('The accounting system is not connected');
      const result = await CONNECTORS[system].recordBillPayment(access.ctx, access.grant, {
        bill: { externalId: info.externalId, vendorExternalId: info.vendorExternalId },
        amount: payment.amount,
        paidOn: now.toISOString().slice(0, 10),
        reference: payment.id,
        paymentAccountId: access.paymentAccountId,
      });
      writeBack = { status: 'recorded', attempts, lastError: null, externalId: result.externalId, nextAttemptAt: null, at: now.toISOString() };
      recorded += 1;
    } catch (error) {
      const gaveUp = attempts >= WRITE_BACK_MAX_ATTEMPTS;
      const next = new Date(now.getTime() + BASE_DELAY_MS * 2 ** (attempts - 1));
      writeBack = { status: gaveUp ? 'gaveUp' : 'failed', attempts, lastError: error instanceof Error ? error.message : String(error), externalId: null, nextAttemptAt: gaveUp ? null : next.toISOString(), at: now.toISOString() };
      failed += 1;
      logger?.warn({ paymentId: payment.id, attempts, err: error }, 'accounting write-back failed');
    }
    await db.update(payments).set({ accountingSystemBillInfo: { ...info, writeBack } }).where(eq(payments.id, payment.id));
  }
  return { recorded, failed };
}

/** The business's recent bill payments of a system with their write-back state (the bills page shows them). */
export async function billPayments(db: Database, businessId: string, system: AccountingSystemKey) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.businessId, businessId), eq(payments.accountingSystem, system)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(50);
  return rows.map((p) => {
    const info = (p.accountingSystemBillInfo ?? {}) as BillInfo;
    return {
      paymentId: p.id,
      billNumber: String(info.billNumber ?? ''),
      amount: p.amount,
      paymentStatus: p.status,
      writeBackStatus: info.writeBack?.status ?? (p.status === 'success' ? 'pending' : 'waitingForSettlement'),
      writeBackAttempts: info.writeBack?.attempts ?? 0,
      writeBackError: info.writeBack?.lastError ?? null,
    };
  });
}

/** Runs write-backs every intervalMs (0: never). */
export function startWriteBackLoop(db: Database, config: ApiConfig, logger: Logger, intervalMs = 30_000) {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => runWriteBacks(db, config, new Date(), logger)).catch((error) => logger.error({ err: error }, 'write-back loop failed'));
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
