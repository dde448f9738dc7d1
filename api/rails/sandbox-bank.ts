/**
 * The sandbox bank's answers to our ACH files: for the magic receiving account numbers (README, "Sandboxes") it
 * writes the return (addenda 99) and notification-of-change (addenda 98) file a real bank would send back, so the
 * demo and the tests read a real return and a real NOC through the same reader as a bank's file.
 */
import { readAchFile, writeAchFile, type AchEntry } from '../../domain/nacha';
import { SANDBOX_RETURNS } from './sandbox';

/** Magic account numbers that draw a notification of change, and the corrected data the bank sends. */
export const SANDBOX_CHANGES: Record<string, { code: string; correctedData: string }> = {
  '000000000098': { code: 'C01', correctedData: '5561200934' },
};

/** The bank's return / NOC file for an ACH file we wrote, or null when none of its entries draws one. */
export function sandboxBankResponse(ourFile: string, at: Date): string | null {
  const read = readAchFile(ourFile);
  const entries: AchEntry[] = [];
  for (const batch of read.batches)
    for (const e of batch.entries) {
      const ret = SANDBOX_RETURNS[e.accountNumber];
      const change = SANDBOX_CHANGES[e.accountNumber];
      if (!ret && !change) continue;
      const credit = ['22', '32'].includes(e.transactionCode);
      const savings = e.transactionCode.startsWith('3');
      entries.push({
        transactionCode: `${savings ? '3' : '2'}${credit ? '1' : '6'}`,
        rdfiRoutingNumber: e.rdfiRoutingNumber,
        accountNumber: e.accountNumber,
        amountCents: ret ? e.amountCents : 0,
        identificationNumber: e.identificationNumber,
        receiverName: e.receiverName,
        returnAddenda: ret
          ? { type: '99', code: ret.code, originalTraceNumber: e.traceNumber, originalRdfi: e.rdfiRoutingNumber.slice(0, 8) }
          : { type: '98', code: change.code, originalTraceNumber: e.traceNumber, originalRdfi: e.rdfiRoutingNumber.slice(0, 8), information: change.correctedData },
      });
    }
  if (!entries.length) return null;
  const odfi = read.immediateDestination;
  return writeAchFile({
    immediateDestination: odfi,
    immediateDestinationName: 'PAYLOFT',
    immediateOrigin: odfi,
    immediateOriginName: 'SANDBOX BANK',
    createdAt: at,
    fileIdModifier: 'R',
    batches: [
      {
        companyName: 'SANDBOX BANK',
        companyIdentification: '1000000000',
        secCode: 'CCD',
        companyEntryDescription: 'RETURNS',
        effectiveEntryDate: at.toISOString().slice(0, 10),
        odfiRoutingNumber: odfi,
        entries,
      },
    ],
  });
}

/**
 * The sandbox bank's answer to an account check we sent (a prenote file, or the micro-deposit credits): for each entry
 * the return a magic account number draws, or null when the bank stays silent (the account can take entries).
 */
export function sandboxAccountCheck(ourFile: string): Array<{ code: string; message: string } | null> {
  return readAchFile(ourFile).batches.flatMap((batch) => batch.entries.map((e) => SANDBOX_RETURNS[e.accountNumber] ?? null));
}
