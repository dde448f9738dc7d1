/** The prenote entry of a consumer debit (decision 052): zero dollars, codes 23/28/33/38, read back as the bank would. */
import { describe, expect, it } from 'vitest';
import { AchValidationError, prenoteEntry, prenoteTransactionCode, readAchFile, writeAchFile, type AchFile } from './nacha';

const ODFI = '011000015';
const receiver = { rdfiRoutingNumber: '021000021', accountNumber: '555000111', identificationNumber: 'C-77', receiverName: 'Jordan Lee' };
/** A WEB entry's payment-type code: R, the recurring debits a consumer's authorization covers. */
const web = <E extends object>(entry: E) => ({ ...entry, discretionaryData: 'R' });
const file = (entries: AchFile['batches'][number]['entries']): AchFile => ({
  immediateDestination: ODFI,
  immediateDestinationName: 'Sandbox Bank',
  immediateOrigin: '1000000000',
  immediateOriginName: 'Payloft',
  createdAt: new Date('2026-11-27T15:00:00Z'),
  fileIdModifier: 'V',
  batches: [{ companyName: 'Bayside Auto Care', companyIdentification: '1987654321', secCode: 'WEB', companyEntryDescription: 'PRENOTE', effectiveEntryDate: '2026-11-30', odfiRoutingNumber: ODFI, entries }],
});

describe('prenotes', () => {
  it('take code 23/28 for checking and 33/38 for savings (credit/debit)', () => {
    expect(prenoteTransactionCode('checking', 'credit')).toBe('23');
    expect(prenoteTransactionCode('checking', 'debit')).toBe('28');
    expect(prenoteTransactionCode('savings', 'credit')).toBe('33');
    expect(prenoteTransactionCode('savings', 'debit')).toBe('38');
  });

  it('are zero-dollar entries of the live entry to come, written in a WEB batch and read back unchanged', () => {
    const entry = prenoteEntry(receiver, 'checking', 'debit');
    expect(entry).toEqual({ ...receiver, transactionCode: '28', amountCents: 0 });
    const read = readAchFile(writeAchFile(file([web(entry), web(prenoteEntry(receiver, 'savings', 'debit'))])));
    expect(read.problems).toEqual([]);
    expect(read.batches[0].secCode).toBe('WEB');
    expect(read.batches[0].entries.map((e) => [e.transactionCode, e.amountCents, e.accountNumber, e.discretionaryData])).toEqual([
      ['28', 0, '555000111', 'R'],
      ['38', 0, '555000111', 'R'],
    ]);
    expect(read.totalDebitCents).toBe(0);
  });

  it('refuse a prenote code with an amount', () => {
    expect(() => writeAchFile(file([web({ ...receiver, transactionCode: '28', amountCents: 1 })]))).toThrow(AchValidationError);
    expect(() => writeAchFile(file([web({ ...receiver, transactionCode: '28', amountCents: 1 })]))).toThrow(/prenote \(code 28\) must be zero dollars/);
  });

  it('in a WEB batch carry the payment-type code NACHA puts where other entries have discretionary data (R or S), never a blank', () => {
    expect(() => writeAchFile(file([prenoteEntry(receiver, 'checking', 'debit')]))).toThrow(/WEB entry needs its payment-type code \(R or S\)/);
    expect(() => writeAchFile(file([{ ...prenoteEntry(receiver, 'checking', 'debit'), discretionaryData: 'X' }]))).toThrow(AchValidationError);
    const line = writeAchFile(file([{ ...prenoteEntry(receiver, 'checking', 'debit'), discretionaryData: 'S' }])).split('\n')[2];
    expect(line.slice(76, 78)).toBe('S ');
  });
});
