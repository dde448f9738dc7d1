/** Trace numbers of our ACH entries: one persistent sequence per originating bank, and what each entry said when sent. */
import { sql } from 'drizzle-orm';
import { MAX_TRACE_SEQUENCE, readAchFile, type ReadEntry } from '../../domain/nacha';
import { achTraceSequences } from '../db/schema';
import type { Tx } from './payments-port';

/**
 * Reserves `count` consecutive trace sequences of the bank (its row stays locked until the transaction ends, so two
 * writers never share one) and returns the first. Only after 9,999,999 entries does it start again at 1: a trace
 * number never repeats within a return window, whatever the number of files or days.
 */
export async function reserveTraceSequences(tx: Tx, odfiRoutingNumber: string, count: number): Promise<number> {
  const last = achTraceSequences.lastSequence;
  const [row] = await tx
    .insert(achTraceSequences)
    .values({ odfiIdentification: odfiRoutingNumber.slice(0, 8), lastSequence: count })
    .onConflictDoUpdate({
      target: achTraceSequences.odfiIdentification,
      set: { lastSequence: sql`case when ${last} + ${count}::integer > ${MAX_TRACE_SEQUENCE}::integer then ${count}::integer else ${last} + ${count}::integer end` },
    })
    .returning({ last });
  return row.last - count + 1;
}

/** Each entry of a file we wrote, by trace number, read back from the file itself: what the bank received. */
export function entriesByTrace(content: string): Map<string, ReadEntry> {
  return new Map(readAchFile(content).batches.flatMap((b) => b.entries.map((e) => [e.traceNumber, e] as const)));
}
