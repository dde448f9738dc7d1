/** The financial-institution directory: list and search, create and update, look up a routing number, import a file in one transaction. */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { INSTITUTION_FIELDS, type FinancialInstitutionValues, type InstitutionOrder } from '../../../domain/financial-institutions';
import type { Database } from '../../db/client';
import { financialInstitutions, type FinancialInstitutionRow } from '../../db/schema';
import { writeAudit } from '../../db/audit';

type Db = Database;

export interface Actor {
  userId: string;
  address: string;
  now: Date;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** complexInstitutionInfo: part of the routing number, a participant or institution id or name, any case. */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const t = financialInstitutions;
  return or(ilike(t.routingId, pattern), ilike(t.participantId, pattern), ilike(t.participantName, pattern), ilike(t.institutionId, pattern), ilike(t.institutionName, pattern));
}

function orderOf(order: InstitutionOrder): SQL[] {
  const t = financialInstitutions;
  const direction = order.endsWith('Desc') ? desc : asc;
  if (order.startsWith('institutionName')) return [direction(sql`lower(${t.institutionName})`), asc(t.routingId)];
  if (order.startsWith('participantName')) return [direction(sql`lower(${t.participantName})`), asc(t.routingId)];
  return [direction(t.routingId)];
}

export function institutionView(row: FinancialInstitutionRow) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listInstitutions(db: Db, options: { search?: string; orderBy: InstitutionOrder; skip: number; limit: number }) {
  const where = searchCondition(options.search);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(financialInstitutions).where(where).orderBy(...orderOf(options.orderBy)).offset(options.skip).limit(options.limit),
    db.select({ total: count() }).from(financialInstitutions).where(where),
  ]);
  return { meta: { count: Number(total) }, edges: rows.map((row) => ({ node: institutionView(row) })) };
}

export async function findInstitution(db: Db, id: string) {
  const [row] = await db.select().from(financialInstitutions).where(eq(financialInstitutions.id, id));
  return row ?? null;
}

export async function findByRoutingNumber(db: Db, routingNumber: string) {
  const [row] = await db.select().from(financialInstitutions).where(eq(financialInstitutions.routingId, routingNumber));
  return row ?? null;
}

/** The bank names of several routing numbers at once (for lists of bank accounts). */
export async function bankNamesOf(db: Db, routingNumbers: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(routingNumbers.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ routingId: financialInstitutions.routingId, institutionName: financialInstitutions.institutionName, participantName: financialInstitutions.participantName })
    .from(financialInstitutions)
    .where(inArray(financialInstitutions.routingId, wanted));
  return new Map(rows.map((r) => [r.routingId, r.institutionName || r.participantName]));
}

export type SaveOutcome = { ok: true; row: FinancialInstitutionRow } | { ok: false; reason: 'routingTaken' };

/** Creates (id null) or updates one institution; a routing number is in the directory once. */
export async function saveInstitution(db: Db, id: string | null, value: FinancialInstitutionValues, actor: Actor): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: financialInstitutions.id })
      .from(financialInstitutions)
      .where(id ? and(eq(financialInstitutions.routingId, value.routingId), ne(financialInstitutions.id, id)) : eq(financialInstitutions.routingId, value.routingId));
    if (taken) return { ok: false as const, reason: 'routingTaken' as const };
    const [row] = id
      ? await tx.update(financialInstitutions).set({ ...value, updatedAt: actor.now }).where(eq(financialInstitutions.id, id)).returning()
      : await tx.insert(financialInstitutions).values({ ...value, createdAt: actor.now, updatedAt: actor.now }).returning();
    await writeAudit(tx, {
      at: actor.now,
      userId: actor.userId,
      address: actor.address,
      action: id ? 'financialInstitutionUpdated' : 'financialInstitutionCreated',
      outcome: 'success',
      details: { institutionId: row.id, routingId: row.routingId },
    });
    return { ok: true as const, row };
  });
}

/** Rows written per statement of an import. */
const IMPORT_CHUNK = 500;

/**
 * Writes every row of a checked file in one transaction: new routing numbers are added, known ones updated with the
 * file's values. Either every row is written or, on any failure, none.
 */
export async function importInstitutions(db: Db, rows: readonly FinancialInstitutionValues[], actor: Actor): Promise<{ created: number; updated: number }> {
  return db.transaction(async (tx) => {
    let created = 0;
    for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
      const chunk = rows.slice(i, i + IMPORT_CHUNK);
      const known = await tx
        .select({ routingId: financialInstitutions.routingId })
        .from(financialInstitutions)
        .where(inArray(financialInstitutions.routingId, chunk.map((r) => r.routingId)));
      created += chunk.length - known.length;
      const set = Object.fromEntries(INSTITUTION_FIELDS.filter((f) => f !== 'routingId').map((f) => [f, sql.raw(`excluded.${snake(f)}`)]));
      await tx
        .insert(financialInstitutions)
        .values(chunk.map((r) => ({ ...r, createdAt: actor.now, updatedAt: actor.now })))
        .onConflictDoUpdate({ target: financialInstitutions.routingId, set: { ...set, updatedAt: actor.now } });
    }
    const outcome = { created, updated: rows.length - created };
    await writeAudit(tx, { at: actor.now, userId: actor.userId, address: actor.address, action: 'financialInstitutionsImported', outcome: 'success', details: outcome });
    return outcome;
  });
}

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
