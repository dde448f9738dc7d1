/**
 * The sandbox bank answers only for the sandbox rail, and only in local, dev and demo (decision 120): every module
 * that reaches it is listed here and goes through its two doors, each door is shut for every other rail and
 * environment, and a consumer's account check of a business on U.S. Bank's API, or on the sandbox rail in
 * production, waits with its reason instead of being "validated" by the sandbox bank.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountValidations, businessRails, businesses, consumers, jobs, payments, RAILS, type PaymentRow } from '../../api/db/schema';
import { encryptSecret } from '../../api/lib/crypto';
import { runAccountValidations } from '../../api/modules/payments/account-validation';
import { debitHolds } from '../../api/modules/payments/consumer-debits';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { sandboxBankFor, sandboxReturnFileFor } from '../../api/rails/sandbox-bank';
import { ENVIRONMENTS } from '../../domain/environment';
import { Messages } from '../../domain/messages';
import { startTestApi, type TestApi } from './harness';
import { vendorPaymentMaker } from './support/factories';

const ROOT = join(__dirname, '..', '..');
const SOURCE_DIRS = ['api', 'app', 'server', 'domain', 'scripts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'generated' || name === 'build') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

/** Each import of the sandbox rail (api/rails/sandbox.ts) or the sandbox bank (api/rails/sandbox-bank.ts), by file, with the names it takes. */
function sandboxImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const dir of SOURCE_DIRS)
    for (const file of sourceFiles(join(ROOT, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
        if (!m[2].startsWith('.')) continue;
        const target = relative(ROOT, resolve(dirname(file), m[2]));
        if (target !== 'api/rails/sandbox' && target !== 'api/rails/sandbox-bank') continue;
        const names = m[1].split(',').map((n) => n.trim().replace(/^type\s+/, '')).filter(Boolean);
        found.set(relative(ROOT, file), [...(found.get(relative(ROOT, file)) ?? []), ...names].sort());
      }
    }
  return found;
}

describe('every entry into the sandbox bank', () => {
  it('is one of two doors, and no module reaches the sandbox bank or the sandbox rail around them', () => {
    expect(Object.fromEntries(sandboxImports())).toEqual({
      // The doors themselves.
      'api/rails/sandbox-bank.ts': ['SANDBOX_RETURNS', 'createSandboxRail'],
      // The processing cycle's payments and account checks, and the administrator's download of the bank's answer file.
      'api/modules/payments/processing/submit.ts': ['sandboxBankFor'],
      'api/modules/payments/account-validation.ts': ['sandboxBankFor'],
      'api/modules/payments/rest.ts': ['sandboxReturnFileFor'],
      // The demo's history (data, not a door): a payee the sandbox bank always returns was returned with that code.
      'api/seed/history.ts': ['SANDBOX_RETURNS'],
    });
  });

  it('opens for the sandbox rail in local, dev and demo only; every other rail and environment finds it shut', () => {
    for (const env of ENVIRONMENTS)
      for (const rail of [...RAILS, 'instant', 'none', null, undefined]) {
        const open = rail === 'sandbox' && ['local', 'dev', 'demo'].includes(env);
        expect(sandboxBankFor(env, rail) !== null, `${env} ${String(rail)}`).toBe(open);
      }
    for (const env of ENVIRONMENTS) expect(sandboxReturnFileFor(env) !== null, env).toBe(['local', 'dev', 'demo'].includes(env));
  });
});

describe('a consumer account check', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Maria's check, made a pending prenote of the given account on a business of the given rail. */
  async function pendingPrenote(accountNumber: string, rail: (typeof RAILS)[number]) {
    const [maria] = await t.db.select().from(consumers).where(eq(consumers.email, 'maria.lopez@example.test'));
    await t.db.update(consumers).set({ accountNumberEncrypted: encryptSecret(accountNumber, t.config.encryptionKey), accountNumberLast4: accountNumber.slice(-4) }).where(eq(consumers.id, maria.id));
    const [check] = await t.db
      .update(accountValidations)
      .set({ method: 'prenote', status: 'pending', sentAt: null, validatesAt: null, decidedAt: null, failureReason: null, waitingReason: null, achFileId: null })
      .where(eq(accountValidations.consumerId, maria.id))
      .returning();
    await t.db.update(businessRails).set({ rail, originatingAccountId: null }).where(eq(businessRails.businessId, check.businessId));
    return { check, consumerId: maria.id };
  }
  const checkOf = async (id: string) => (await t.db.select().from(accountValidations).where(eq(accountValidations.id, id)))[0];
  const later = (days: number) => new Date(t.clock().getTime() + days * 86_400_000);

  it("of a business on U.S. Bank's API is not answered by the sandbox bank: a magic account is not returned, an ordinary one never validated; it waits and says why", async () => {
    const returned = await pendingPrenote('000000000001', 'usBankApi');
    await runAccountValidations(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, appEnv: 'local' });
    expect(await checkOf(returned.check.id)).toMatchObject({ status: 'pending', failureReason: null, waitingReason: Messages.accountCheckWaitsForUsBank });

    const ordinary = await pendingPrenote('3300129944', 'usBankApi');
    for (const days of [0, 7, 14]) await runAccountValidations(t.db, { at: later(days), encryptionKey: t.config.encryptionKey, appEnv: 'local' });
    expect(await checkOf(ordinary.check.id)).toMatchObject({ status: 'pending', sentAt: null, decidedAt: null, waitingReason: Messages.accountCheckWaitsForUsBank });

    // Its debit waits, and its job says why.
    const debit = { id: 'p1', kind: 'instantCollection', consumerId: ordinary.consumerId, status: 'scheduled' } as unknown as PaymentRow;
    expect((await debitHolds(t.db, [debit])).get('p1')).toEqual({ action: 'wait', reason: Messages.accountCheckWaitsForUsBank });
  });

  it('of a business on the sandbox rail is answered by the sandbox bank in local, dev and demo, and waits in production', async () => {
    const { check } = await pendingPrenote('3300129944', 'sandbox');
    await runAccountValidations(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, appEnv: 'prod' });
    expect(await checkOf(check.id)).toMatchObject({ status: 'pending', waitingReason: Messages.accountCheckWaitsForSandbox });
    await runAccountValidations(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, appEnv: 'demo' });
    expect(await checkOf(check.id)).toMatchObject({ status: 'sent', waitingReason: null });

    // A prenote the sandbox bank "received" is not validated by its silence once no sandbox answers: it is pending again.
    await runAccountValidations(t.db, { at: later(14), encryptionKey: t.config.encryptionKey, appEnv: 'prod' });
    expect(await checkOf(check.id)).toMatchObject({ status: 'pending', sentAt: null, decidedAt: null, waitingReason: Messages.accountCheckWaitsForSandbox });
  });

  it('whose prenote only the sandbox bank received is sent again in the file when its business moves to the file rail', async () => {
    const { check } = await pendingPrenote('3300129944', 'sandbox');
    await runAccountValidations(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, appEnv: 'local' });
    expect((await checkOf(check.id)).status).toBe('sent');
    await t.db.update(businessRails).set({ rail: 'nacha' }).where(eq(businessRails.businessId, check.businessId));
    await runAccountValidations(t.db, { at: later(14), encryptionKey: t.config.encryptionKey, appEnv: 'local' });
    expect(await checkOf(check.id)).toMatchObject({ status: 'pending', sentAt: null, decidedAt: null, achFileId: null });
  });
});

describe('a payment on the sandbox rail', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is not settled by the sandbox outside local, dev and demo: it waits and says why', async () => {
    const [northwind] = await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
    await t.db.insert(businessRails).values({ businessId: northwind.id, rail: 'sandbox' }).onConflictDoUpdate({ target: businessRails.businessId, set: { rail: 'sandbox', originatingAccountId: null } });
    const pay = vendorPaymentMaker(() => ({ db: t.db, encryptionKey: t.config.encryptionKey, businessId: northwind.id }), 'sandbox-closed', new Date('2026-11-23T15:30:00Z'));
    const made = await pay();
    for (const appEnv of ['staging', 'prod'] as const) {
      await runProcessingCycle(t.db, { at: new Date(made.dueAt.getTime() + 60_000), encryptionKey: t.config.encryptionKey, appEnv, workerId: `w-${appEnv}` });
      expect((await t.db.select().from(payments).where(eq(payments.id, made.id)))[0].status).toBe('scheduled');
      expect((await t.db.select().from(jobs).where(eq(jobs.paymentId, made.id)))[0].lastError).toBe(Messages.sandboxRailClosed);
      await t.db.update(jobs).set({ runAt: made.dueAt }).where(eq(jobs.paymentId, made.id));
    }
    await runProcessingCycle(t.db, { at: new Date(made.dueAt.getTime() + 60_000), encryptionKey: t.config.encryptionKey, appEnv: 'demo', workerId: 'w-demo' });
    expect((await t.db.select().from(payments).where(eq(payments.id, made.id)))[0].status).toBe('success');
  });
});
