/**
 * The sandbox bank's answers to our ACH files: for the magic receiving account numbers (README, "Sandboxes") it
 * writes the return (addenda 99) and notification-of-change (COR batch, addenda 98) file a real bank sends back, in
 * NACHA's layout, so the demo and the tests read what a bank sends through the same reader as a bank's file.
 *
 * The services reach the sandbox bank and the sandbox rail only through `sandboxBankFor` and `sandboxReturnFileFor`
 * (decision 120): the first opens for a business on the sandbox rail in local, dev and demo, the second (a file an
 * administrator downloads to upload) in local, dev and demo; tests/api/sandbox-bank-entries.test.ts lists every
 * module that imports this file or ./sandbox and proves both doors stay shut elsewhere.
 */
import { isDevelopmentLike, type Environment } from '../../domain/environment';
import { readAchFile, writeAchFile, type AchBatch, type AchEntry, type ReadBatch, type ReadEntry, type SecCode } from '../../domain/nacha';
import { routingNumberOf } from '../../domain/validation';
import { createSandboxRail, SANDBOX_RETURNS } from './sandbox';
import type { PaymentRail } from './types';

/** What the sandbox bank does for a business on the sandbox rail: answers its account checks and settles its payments. */
export interface SandboxBank {
  accountCheck(ourFile: string): Array<{ code: string; message: string } | null>;
  /** The sandbox rail (`given` when a test supplies its own, e.g. one in an outage). */
  rail(given?: PaymentRail): PaymentRail;
}

/**
 * The one door to the sandbox bank for payments and account checks: open only to a business whose rail is the
 * sandbox, and only in local, dev and demo. Every other rail, and every other environment, gets null: the caller
 * waits with its reason, and never asks the sandbox instead.
 */
export function sandboxBankFor(appEnv: Environment, rail: string | null | undefined): SandboxBank | null {
  if (rail !== 'sandbox' || !isDevelopmentLike(appEnv)) return null;
  return { accountCheck: sandboxAccountCheck, rail: (given) => given ?? createSandboxRail() };
}

/**
 * The sandbox bank's return / NOC file for one of our ACH files, which an administrator downloads and uploads on the
 * ACH returns page (local, dev and demo only; null elsewhere). It decides nothing itself: the upload goes through the
 * returns reader, which believes it only for the originating account the administrator names and its bank.
 */
export function sandboxReturnFileFor(appEnv: Environment): ((ourFile: string, at: Date) => string | null) | null {
  return isDevelopmentLike(appEnv) ? sandboxBankResponse : null;
}

/** Magic account numbers that draw a notification of change, and the corrected data the bank sends. */
export const SANDBOX_CHANGES: Record<string, { code: string; correctedData: string }> = {
  '000000000098': { code: 'C01', correctedData: '5561200934' },
};

/**
 * The bank's entry answering ours: addressed back to our bank (its receiving DFI is our ODFI), with our account,
 * amount (none for a NOC), individual ID and name, and the addenda naming our trace number and the receiving bank.
 */
function answerEntry(ours: ReadEntry, odfiIdentification: string): AchEntry | null {
  const ret = SANDBOX_RETURNS[ours.accountNumber];
  const change = SANDBOX_CHANGES[ours.accountNumber];
  if (!ret && !change) return null;
  const credit = ['22', '23', '32', '33'].includes(ours.transactionCode);
  const savings = ours.transactionCode.startsWith('3');
  const originalRdfi = ours.rdfiRoutingNumber.slice(0, 8);
  return {
    // 21/31 and 26/36: returns and notifications of change of credits and debits.
    transactionCode: `${savings ? '3' : '2'}${credit ? '1' : '6'}`,
    rdfiRoutingNumber: routingNumberOf(odfiIdentification),
    accountNumber: ours.accountNumber,
    amountCents: ret ? ours.amountCents : 0,
    identificationNumber: ours.identificationNumber,
    receiverName: ours.receiverName,
    discretionaryData: ours.discretionaryData,
    returnAddenda: ret
      ? { type: '99', code: ret.code, originalTraceNumber: ours.traceNumber, originalRdfi }
      : { type: '98', code: change.code, originalTraceNumber: ours.traceNumber, originalRdfi, information: change.correctedData },
  };
}

/**
 * One batch per original batch, kind (returns keep the batch's SEC code, NOCs go in a COR batch) and receiving bank,
 * carrying the original batch's company fields; the receiving bank originates it (its trace numbers).
 */
function answerBatches(batch: ReadBatch, at: Date): AchBatch[] {
  const groups = new Map<string, AchEntry[]>();
  for (const ours of batch.entries) {
    const answer = answerEntry(ours, batch.odfiIdentification);
    if (!answer) continue;
    const key = `${answer.returnAddenda!.type}|${ours.rdfiRoutingNumber}`;
    groups.set(key, [...(groups.get(key) ?? []), answer]);
  }
  // Returns first, then the COR batches, as banks list them.
  return [...groups.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([key, entries]) => {
    const [type, rdfi] = key.split('|');
    return {
      companyName: batch.companyName,
      companyDiscretionaryData: batch.companyDiscretionaryData,
      companyIdentification: batch.companyIdentification,
      secCode: (type === '98' ? 'COR' : batch.secCode) as SecCode,
      companyEntryDescription: batch.companyEntryDescription,
      effectiveEntryDate: at.toISOString().slice(0, 10),
      odfiRoutingNumber: rdfi,
      entries,
    };
  });
}

/** The bank's return / NOC file for an ACH file we wrote, or null when none of its entries draws one. */
export function sandboxBankResponse(ourFile: string, at: Date): string | null {
  const read = readAchFile(ourFile);
  const batches = read.batches.flatMap((batch) => answerBatches(batch, at));
  if (!batches.length) return null;
  // Our bank forwards what the receiving banks returned: its header names it, as the file we sent it did.
  return writeAchFile({
    immediateDestination: read.immediateDestination,
    immediateDestinationName: read.immediateDestinationName,
    immediateOrigin: read.immediateDestination,
    immediateOriginName: read.immediateDestinationName,
    createdAt: at,
    fileIdModifier: 'R',
    batches,
  });
}

/**
 * The sandbox bank's answer to an account check we sent (a prenote file, or the micro-deposit credits): for each entry
 * the return a magic account number draws, or null when the bank stays silent (the account can take entries).
 */
export function sandboxAccountCheck(ourFile: string): Array<{ code: string; message: string } | null> {
  return readAchFile(ourFile).batches.flatMap((batch) => batch.entries.map((e) => SANDBOX_RETURNS[e.accountNumber] ?? null));
}
