/**
 * The admin's banks and bank users: each bank with its routing numbers (through which a business belongs to it, the
 * businesses' side is ./service.ts), a bank saved with its numbers, and the users of a bank.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { BankInput } from '../../../domain/admin';
import type { Database } from '../../db/client';
import { bankRoutingNumbers, bankUsers, banks, businesses, users } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { isUuid } from '../../lib/ids';
import { bankIdOf } from './service';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface BankView {
  id: string;
  name: string;
  routingNumbers: string[];
  businessesCount: number;
  usersCount: number;
  createdAt: string;
}

export async function listBanks(db: Db): Promise<BankView[]> {
  const [bankRows, routingRows, userCounts, businessCounts] = await Promise.all([
    db.select().from(banks).orderBy(asc(sql`lower(${banks.name})`), asc(banks.id)),
    db.select().from(bankRoutingNumbers).orderBy(asc(bankRoutingNumbers.routingNumber)),
    db.select({ bankId: bankUsers.bankId, n: count() }).from(bankUsers).groupBy(bankUsers.bankId),
    db
      .select({ bankId: bankIdOf, n: count() })
      .from(businesses)
      .groupBy(sql`1`),
  ]);
  const usersBy = new Map(userCounts.map((r) => [r.bankId, Number(r.n)]));
  const businessesBy = new Map(businessCounts.map((r) => [r.bankId, Number(r.n)]));
  return bankRows.map((b) => ({
    id: b.id,
    name: b.name,
    routingNumbers: routingRows.filter((r) => r.bankId === b.id).map((r) => r.routingNumber),
    businessesCount: businessesBy.get(b.id) ?? 0,
    usersCount: usersBy.get(b.id) ?? 0,
    createdAt: b.createdAt.toISOString(),
  }));
}

export type BankOutcome =
  | { ok: true; id: string }
  | { ok: false; reason: 'duplicateName' }
  | { ok: false; reason: 'routingTaken'; routingNumber: string; bankName: string };

/** Creates a bank (id null) or renames one and replaces its routing numbers. */
export async function saveBank(
  db: Database,
  id: string | null,
  input: { name: string; routingNumbers: string[] },
  actor: { userId: string; address: string; now: Date },
): Promise<BankOutcome> {
  const [clash] = await db
    .select({ id: banks.id })
    .from(banks)
    .where(and(sql`lower(${banks.name}) = lower(${input.name})`, id ? sql`${banks.id} <> ${id}` : undefined))
    .limit(1);
  if (clash) return { ok: false, reason: 'duplicateName' };
  if (input.routingNumbers.length) {
    const [taken] = await db
      .select({ routingNumber: bankRoutingNumbers.routingNumber, bankName: banks.name })
      .from(bankRoutingNumbers)
      .innerJoin(banks, eq(banks.id, bankRoutingNumbers.bankId))
      .where(and(inArray(bankRoutingNumbers.routingNumber, input.routingNumbers), id ? sql`${bankRoutingNumbers.bankId} <> ${id}` : undefined))
      .limit(1);
    if (taken) return { ok: false, reason: 'routingTaken', ...taken };
  }
  const bankId = await db.transaction(async (tx) => {
    let bankId = id;
    if (bankId) {
      await tx.update(banks).set({ name: input.name }).where(eq(banks.id, bankId));
      await tx.delete(bankRoutingNumbers).where(eq(bankRoutingNumbers.bankId, bankId));
    } else {
      [{ id: bankId }] = await tx.insert(banks).values({ name: input.name }).returning({ id: banks.id });
    }
    if (input.routingNumbers.length) {
      await tx.insert(bankRoutingNumbers).values(input.routingNumbers.map((routingNumber) => ({ bankId: bankId!, routingNumber })));
    }
    await writeAudit(tx, {
      at: actor.now,
      userId: actor.userId,
      action: id ? 'bankUpdated' : 'bankCreated',
      address: actor.address,
      outcome: 'success',
      details: { bankId, name: input.name, routingNumbers: input.routingNumbers },
    });
    return bankId!;
  });
  return { ok: true, id: bankId };
}

export async function bankExists(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db.select({ id: banks.id }).from(banks).where(eq(banks.id, id)).limit(1);
  return Boolean(row);
}

export async function listBankUsers(db: Db, args: { bankId?: string; skip: number; limit: number }) {
  const where = args.bankId ? (isUuid(args.bankId) ? eq(bankUsers.bankId, args.bankId) : sql`false`) : undefined;
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(bankUsers).where(where),
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        enabled: users.enabled,
        registeredAt: users.registeredAt,
        role: bankUsers.role,
        bankId: banks.id,
        bankName: banks.name,
        createdAt: bankUsers.createdAt,
      })
      .from(bankUsers)
      .innerJoin(users, eq(users.id, bankUsers.userId))
      .innerJoin(banks, eq(banks.id, bankUsers.bankId))
      .where(where)
      .orderBy(asc(sql`lower(${banks.name})`), asc(users.email))
      .offset(args.skip)
      .limit(args.limit),
  ]);
  return {
    meta: { count: Number(n) },
    edges: rows.map((r) => ({
      node: {
        id: r.id,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        phoneNumber: r.phoneNumber,
        role: r.role,
        status: r.enabled ? 'active' : 'disabled',
        bank: { id: r.bankId, name: r.bankName },
        registeredAt: r.registeredAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      },
    })),
  };
}

/** The bank a bank user works for. */
export async function bankOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ bankId: bankUsers.bankId }).from(bankUsers).where(eq(bankUsers.userId, userId)).limit(1);
  return row?.bankId ?? null;
}

export type { BankInput };
