/**
 * Our ACH files as a bank's software reads them: the file the NACHA rail writes and the sandbox bank's return and
 * notification-of-change file, read by an independent NACHA parser nobody here wrote (@midlandsbank/node-nacha), field
 * by field against NACHA's layout (record types, counts, hashes, totals, traces, addenda), and written back by it.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { originatingAccounts } from '../../api/db/schema';
import { buildAchFile, type FileItem } from '../../api/rails/nacha';
import { sandboxBankResponse } from '../../api/rails/sandbox-bank';
import { transactionCode } from '../../domain/nacha';

type Parsed = {
  file: Record<string, string | number> & { footer: Record<string, number> };
  batches: (Record<string, string | number> & { entries: (Record<string, string | number> & { addenda?: Record<string, string | number> })[]; footer: Record<string, number> })[];
};
const load = createRequire(import.meta.url);
const nacha = load('@midlandsbank/node-nacha') as { from(text: string): { data: Parsed; to(format: 'ach'): string } };
// The parser knows CCD, PPD, CTX and WEB; a COR entry (notification of change) has the CCD layout with an addenda 98.
const formats = load('@midlandsbank/node-nacha/lib/transforms/formats') as Record<string, unknown>;
formats.COR ??= formats.CCD;

/**
 * The parser reads \n-separated lines and keeps the immediate destination's and origin's leading blank (NACHA's
 * ` bTTTTAAAAC`); the writer writes letters upper case. Hashes are computed here, not by our writer.
 */
const parse = (text: string) => nacha.from(text).data;
const hashOf = (routings: string[]) => routings.reduce((sum, r) => sum + Number(r.slice(0, 8)), 0) % 10_000_000_000;
const CREDIT = new Set(['21', '22', '23', '24', '31', '32', '33', '34']);

const ACCOUNT = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Chase (sandbox)',
  odfiRoutingNumber: '071000013',
  companyId: '1234567890',
  companyName: 'PAYLOFT INC',
  immediateDestination: '071000013',
  immediateDestinationName: 'JPMORGAN CHASE',
  createdAt: new Date('2026-01-01T00:00:00Z'),
} as typeof originatingAccounts.$inferSelect;

const item = (ref: string, over: Omit<Partial<FileItem>, 'entry'> & { entry: Partial<FileItem['entry']> }): FileItem => ({
  ref,
  businessId: 'b-northwind',
  businessName: 'Northwind Supply Co.',
  businessTin: '12-3456789',
  secCode: 'CCD',
  companyEntryDescription: 'PAYMENT',
  effectiveDate: '2026-11-25',
  direction: 'credit',
  ...over,
  entry: { transactionCode: transactionCode('checking', over.direction ?? 'credit'), rdfiRoutingNumber: '021000021', accountNumber: '123456789', amountCents: 1000, identificationNumber: ref, receiverName: 'Receiver', ...over.entry },
});

const ITEMS: FileItem[] = [
  item('vendor-1', { entry: { amountCents: 125_000, accountNumber: '739104552018', receiverName: 'Acme Paper', addenda: 'Bill INV-1001' } }),
  item('vendor-2', { entry: { transactionCode: transactionCode('savings', 'credit'), rdfiRoutingNumber: '084000026', amountCents: 9_999, receiverName: 'Delta Packaging' } }),
  item('returned', { entry: { accountNumber: '000000000001', amountCents: 5_000, receiverName: 'Insufficient Co' } }),
  item('consumer-credit', { secCode: 'PPD', entry: { rdfiRoutingNumber: '011000015', accountNumber: '000000000098', amountCents: 2_500, receiverName: 'Pat Changed' } }),
  item('consumer-debit', { secCode: 'WEB', direction: 'debit', companyEntryDescription: 'COLLECTION', entry: { transactionCode: transactionCode('checking', 'debit'), rdfiRoutingNumber: '121000358', amountCents: 7_700, receiverName: 'Sam Debtor', discretionaryData: 'S ' } }),
];

const created = new Date('2026-11-24T21:05:00Z');
const built = buildAchFile(ACCOUNT, ITEMS, created, 'A', 41);

describe('the NACHA file the rail writes, read by an independent parser', () => {
  const parsed = parse(built.content);

  it('file header: destination, origin, creation date and time, modifier, record size, blocking factor, format code', () => {
    expect(parsed.file).toMatchObject({ recordType: '1', priority: 1, destination: ' 071000013', origin: '1234567890', creationDate: '261124', creationTime: '2105', idModifier: 'A', recordSize: '094', blockingFactor: '10', formatCode: '1', destinationName: 'JPMORGAN CHASE', originName: 'PAYLOFT INC' });
  });

  it('one batch per SEC code of the business, each with its service class, dates, company and ODFI', () => {
    expect(parsed.batches.map((b) => b.entryClassCode)).toEqual(['CCD', 'PPD', 'WEB']);
    expect(parsed.batches.map((b) => b.serviceClassCode)).toEqual([220, 220, 225]);
    for (const [i, b] of parsed.batches.entries()) {
      expect(b).toMatchObject({ recordType: '5', companyName: 'NORTHWIND SUPPLY', companyId: '1123456789', effectiveDate: '261125', originatorStatusCode: '1', originatingDFIIdentification: '07100001', num: i + 1 });
    }
  });

  it('entries: transaction codes, receiving banks with their check digits, accounts, amounts, addenda indicators and trace numbers', () => {
    const entries = parsed.batches.flatMap((b) => b.entries);
    expect(entries.map((e) => `${e.receivingDFIIdentification}${e.checkDigit}`.padStart(9, '0'))).toEqual(ITEMS.map((i) => i.entry.rdfiRoutingNumber));
    expect(entries.map((e) => e.transactionCode)).toEqual(ITEMS.map((i) => i.entry.transactionCode));
    expect(entries.map((e) => e.amount)).toEqual(ITEMS.map((i) => i.entry.amountCents));
    expect(entries.map((e) => e.dfiAccount)).toEqual(ITEMS.map((i) => i.entry.accountNumber));
    expect(entries.map((e) => e.addendaIndicator)).toEqual(['1', '0', '0', '0', '0']);
    expect(entries[0]!.addenda).toMatchObject({ recordType: '7', type: '05', info: 'BILL INV-1001', num: 1, entryNum: 41 });
    expect(entries.map((e) => String(e.traceNumber).padStart(15, '0'))).toEqual(ITEMS.map((i) => built.traces.get(i.ref)));
    expect([...built.traces.values()]).toEqual(['071000010000041', '071000010000042', '071000010000043', '071000010000044', '071000010000045']);
  });

  it('batch and file controls: counts, entry hashes and totals as NACHA computes them', () => {
    for (const b of parsed.batches) {
      const routings = b.entries.map((e) => `${e.receivingDFIIdentification}`.padStart(8, '0'));
      expect(b.footer).toMatchObject({
        recordType: '8',
        serviceClassCode: b.serviceClassCode,
        entryAndAddendaCount: b.entries.length + b.entries.filter((e) => e.addenda).length,
        entryHash: hashOf(routings),
        totalCredit: b.entries.filter((e) => CREDIT.has(String(e.transactionCode))).reduce((s, e) => s + Number(e.amount), 0),
        totalDebit: b.entries.filter((e) => !CREDIT.has(String(e.transactionCode))).reduce((s, e) => s + Number(e.amount), 0),
      });
    }
    const lines = built.content.trimEnd().split('\n');
    expect(lines.every((l) => l.length === 94)).toBe(true);
    expect(lines.length % 10).toBe(0);
    expect(parsed.file.footer).toMatchObject({
      recordType: '9',
      batchCount: 3,
      blockCount: lines.length / 10,
      entryAndAddendaCount: 6,
      entryHash: hashOf(ITEMS.map((i) => i.entry.rdfiRoutingNumber)),
      totalCredit: built.totalCreditCents,
      totalDebit: built.totalDebitCents,
    });
  });

  it('written back by the parser, the file reads the same', () => {
    expect(parse(nacha.from(built.content).to('ach'))).toEqual(parsed);
  });
});

describe("the sandbox bank's return and notification-of-change file, read by the same parser", () => {
  const answer = sandboxBankResponse(built.content, new Date('2026-11-26T14:00:00Z'))!;
  const parsed = parse(answer);

  it('is addressed back from our bank, a return batch with the SEC code of the entry and a COR batch for the change', () => {
    expect(parsed.file).toMatchObject({ destination: ' 071000013', origin: ' 071000013', idModifier: 'R', recordSize: '094', blockingFactor: '10' });
    expect(parsed.batches.map((b) => b.entryClassCode)).toEqual(['CCD', 'COR']);
    expect(parsed.file.footer).toMatchObject({ batchCount: 2, entryAndAddendaCount: 4 });
  });

  it('the return: a return transaction code, our amount, and an addenda 99 naming the reason, our trace and the receiving bank', () => {
    const [entry] = parsed.batches[0]!.entries;
    expect(entry).toMatchObject({ transactionCode: '21', amount: 5_000, dfiAccount: '000000000001', addendaIndicator: '1' });
    const info = String(entry!.addenda!.info);
    expect(entry!.addenda!.type).toBe('99');
    expect(info.slice(0, 3)).toBe('R01');
    expect(info.slice(3, 18)).toBe(built.traces.get('returned'));
    expect(info.slice(24, 32)).toBe('02100002');
    expect(parsed.batches[0]!.footer).toMatchObject({ totalDebit: 0, totalCredit: 5_000 });
  });

  it('the notification of change: no amount, an addenda 98 naming the change code, our trace, the receiving bank and the corrected data', () => {
    const [entry] = parsed.batches[1]!.entries;
    expect(entry).toMatchObject({ transactionCode: '21', amount: 0, dfiAccount: '000000000098' });
    const info = String(entry!.addenda!.info);
    expect(entry!.addenda!.type).toBe('98');
    expect(info.slice(0, 3)).toBe('C01');
    expect(info.slice(3, 18)).toBe(built.traces.get('consumer-credit'));
    expect(info.slice(24, 32)).toBe('01100001');
    expect(info.slice(32, 61).trim()).toBe('5561200934');
  });

  it('written back by the parser, the answer reads the same', () => {
    expect(parse(nacha.from(answer).to('ach'))).toEqual(parsed);
  });
});
