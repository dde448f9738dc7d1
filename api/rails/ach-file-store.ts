/** ACH files at rest (ours and the bank's returns): sealed with ENCRYPTION_KEY, because they hold full account numbers (NACHA's data-security rule). */
import { eq, notLike } from 'drizzle-orm';
import type { Database } from '../db/client';
import { achFiles, achReturnFiles } from '../db/schema';
import { decryptSecret, encryptSecret } from '../lib/crypto';

const SEALED_PREFIX = 'v1.';

export function sealAchFile(text: string, key: Buffer): string {
  return encryptSecret(text, key);
}

/** The file's text; a row written before files were sealed is still plain text until `sealStoredAchFiles` runs. */
export function openAchFile(stored: string, key: Buffer): string {
  return stored.startsWith(SEALED_PREFIX) ? decryptSecret(stored, key) : stored;
}

/** Seals the rows written in clear before this change (run once at start-up); returns how many it sealed. */
export async function sealStoredAchFiles(db: Database, key: Buffer): Promise<number> {
  let sealed = 0;
  for (const table of [achFiles, achReturnFiles]) {
    const plain = await db.select({ id: table.id, content: table.content }).from(table).where(notLike(table.content, `${SEALED_PREFIX}%`));
    for (const row of plain) {
      await db.update(table).set({ content: sealAchFile(row.content, key) }).where(eq(table.id, row.id));
      sealed++;
    }
  }
  return sealed;
}
