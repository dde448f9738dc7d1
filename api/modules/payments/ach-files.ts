/** The NACHA rail's originating accounts and the ACH files written for them, as the administrator lists them. */
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { achFiles, originatingAccounts } from '../../db/schema';

export function listOriginatingAccounts(db: Database) {
  return db.select().from(originatingAccounts).orderBy(asc(originatingAccounts.name));
}

/** A page of ACH files, newest first, each with its originating account. */
export async function listAchFiles(db: Database, q: { skip: number; limit: number }) {
  const [{ n }] = await db.select({ n: count() }).from(achFiles);
  const rows = await db
    .select({ file: achFiles, account: originatingAccounts })
    .from(achFiles)
    .innerJoin(originatingAccounts, eq(originatingAccounts.id, achFiles.originatingAccountId))
    .orderBy(desc(achFiles.createdAt), desc(achFiles.id))
    .offset(q.skip)
    .limit(q.limit);
  return { count: n, rows };
}
