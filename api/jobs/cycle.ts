/**
 * The processing cycle's order of steps: stale locks released, the bank's return files read, account checks, the
 * ACH files of the cutoff written (api/modules/payments/processing/nacha-filing.ts) and due entries settled, subscription invoices, then
 * the due submission jobs handed to real-time rails a batch at a time (./submit.ts, decision 036). Delivery is at
 * least once; a payment is paid at most once because every transition is guarded, the rail is asked before anything
 * possibly submitted is submitted again, and each rail is idempotent per payment.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { backoffMs, claimJobs, PROCESS_ID, releaseStaleLocks, SimulatedCrash, updateJobs } from '../db/queue';
import { runAsOf } from '../lib/clock';
import { settleDueAchEntries, writeDueAchFiles, runAccountValidations, decidePrenoteTests, expireWaitingPayments, SUBMIT_JOB, handleSubmitBatch, instantConnectorOf, emptyCycleReport, type CycleOptions, type CycleReport } from '../modules/payments';
import { handOverPendingRecalls } from '../rails/instant/recalls';
import { receiveInstantMessages } from '../rails/instant/inbox';
import { expireLapsedRequests, handOverPendingRequests } from '../rails/instant/requests';
import { deliverAchFiles, fetchBankFiles } from '../modules/ach-channels';
import { readReturnsInbox } from '../modules/ach-returns';
import { foldPaymentCounts } from '../modules/reports';
import { runSubscriptionInvoiceJobs } from '../modules/subscriptions';

export async function runProcessingCycle(db: Database, options: CycleOptions): Promise<CycleReport> {
  return options.systemNow ? runAsOf(options.systemNow, () => runCycle(db, options)) : runCycle(db, options);
}

async function runCycle(db: Database, options: CycleOptions): Promise<CycleReport> {
  const report = emptyCycleReport();
  const { at } = options;
  // Jobs of every kind: a worker that died holding any of them is replaced by this one.
  await releaseStaleLocks(db, at);
  // Each step stands alone: a failure is reported and the cycle goes on with the next.
  // The bank's return and NOC files (ACH_RETURNS_INBOX), read first: a return is never settled,
  // and a prenote's return fails its account check before its quiet window could validate it (decision 055).
  await fetchBankFiles(db, options, report); // the returns folders of the file channels (decision 066)
  const inbox = options.returnsInbox ?? process.env.ACH_RETURNS_INBOX?.trim();
  if (inbox) {
    try {
      const read = await readReturnsInbox(db, options.encryptionKey, inbox, at);
      report.returnFiles = read.files;
      report.errors.push(...read.errors);
    } catch (error) {
      report.errors.push(`ACH returns inbox ${inbox}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // Account checks first, so a debit whose account was just validated goes out in this cycle (decision 052).
  try {
    await runAccountValidations(db, options);
  } catch (error) {
    report.errors.push(`Account validations: ${error instanceof Error ? error.message : String(error)}`);
  }
  const filed = await writeDueAchFiles(db, options);
  report.achFiles = filed.files;
  report.filedPayments = filed.payments;
  report.failed += filed.failed;
  report.errors.push(...filed.errors);
  await deliverAchFiles(db, options, report); // this cycle's files and any still owed, over their channels (decision 066)
  try {
    report.settled = await settleDueAchEntries(db, at);
    // A filed entry that reached its settlement date is paid as surely as a real-time rail's: both count as succeeded.
    report.succeeded += report.settled;
  } catch (error) {
    report.errors.push(`ACH settlement: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Returns of instant transfers (pacs.004) the network sent since the last cycle (decision 069).
  const connector = instantConnectorOf(options);
  if (connector) {
    try {
      // Recalls a crash left unsent go out now, with their own case id (decision 101); the inbox, read next, books
      // the return of one the bank accepts.
      await handOverPendingRecalls(db, connector, at);
    } catch (error) {
      report.errors.push(`Instant recalls: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      // Requests for payment a crash left unsent go out now with their own message id (decision 108), and those past
      // their expiry end before the deliveries are read, so a payer's transfer arriving after it is never booked.
      await handOverPendingRequests(db, connector, at);
      await expireLapsedRequests(db, at);
    } catch (error) {
      report.errors.push(`Instant requests for payment: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      const returned = await receiveInstantMessages(db, connector, at);
      report.instantReturns = returned.applied;
      report.reviewItems.push(...returned.reviewItems);
    } catch (error) {
      report.errors.push(`Instant returns: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // Registration's prenote tests, after the returns inbox: a return or NOC read this cycle is seen first (decision 070).
  try {
    await decidePrenoteTests(db, at);
  } catch (error) {
    report.errors.push(`Payment test prenotes: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Payments to invited vendors are never submitted here (they have no job); one left waiting too long is canceled (decision 094).
  try {
    await expireWaitingPayments(db, at);
  } catch (error) {
    report.errors.push(`Payments waiting for bank details: ${error instanceof Error ? error.message : String(error)}`);
  }
  const workerId = options.workerId ?? `worker-${PROCESS_ID}`;
  // Subscription invoices (api/modules/subscriptions/invoices.ts): bill due terms and create their payments.
  report.errors.push(...(await runSubscriptionInvoiceJobs(db, { ...options, workerId })));
  // A stopping process claims nothing more: the batch in hand is finished, the rest is left for another copy.
  while (!options.stopping?.aborted) {
    const claimed = await claimJobs(db, at, workerId, options.batchSize ?? 50, SUBMIT_JOB);
    if (!claimed.length) break;
    try {
      await handleSubmitBatch(db, claimed, options, report);
    } catch (error) {
      if (error instanceof SimulatedCrash) throw error;
      // Something unexpected in the batch (one payment's data, a database error): every job still ours is handled
      // alone, from the state the batch left it in, so only the one at fault is retried later.
      const open = new Set(
        (
          await db
            .select({ id: jobs.id })
            .from(jobs)
            .where(and(inArray(jobs.id, claimed.map((j) => j.id)), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
        ).map((j) => j.id),
      );
      for (const job of claimed.filter((j) => open.has(j.id))) {
        try {
          await handleSubmitBatch(db, [job], options, report);
        } catch (single) {
          if (single instanceof SimulatedCrash) throw single;
          // An unexpected failure: retry later, then park the job for a person (the payment stays where it is).
          const message = single instanceof Error ? single.message : String(single);
          const last = job.attempts >= job.maxAttempts;
          await updateJobs(db, [{ id: job.id, status: last ? 'failed' : 'queued', runAt: new Date(at.getTime() + backoffMs(job.attempts)), lastError: message }], at);
          report.errors.push(message);
        }
      }
    }
  }
  // The cycle's moves appended counter deltas (decision 045): fold them while nobody waits on a list.
  try {
    await foldPaymentCounts(db);
  } catch (error) {
    report.errors.push(`payment counts: ${error instanceof Error ? error.message : String(error)}`);
  }
  return report;
}
