import { describe, expect, it } from 'vitest';
import { BankingCalendar } from './calendar';
import { achRecords, AchValidationError, entryHash, MAX_TOTAL_CENTS, readAchFile, settlementDate, splitByTotals, statementDescriptor, transactionCode, writeAchFile, writeAchFileWithTraces, type AchFile } from './nacha';

const ODFI = '011000015';
function sampleFile(overrides: Partial<AchFile> = {}): AchFile {
  return {
    immediateDestination: ODFI,
    immediateDestinationName: 'Federal Reserve Bank',
    immediateOrigin: '1123456789',
    immediateOriginName: 'Payloft',
    createdAt: new Date('2026-11-19T21:05:00Z'),
    fileIdModifier: 'A',
    batches: [
      {
        companyName: 'Northwind Supply',
        companyIdentification: '1123456789',
        secCode: 'CCD',
        companyEntryDescription: 'VENDOR PAY',
        effectiveEntryDate: '2026-11-20',
        odfiRoutingNumber: ODFI,
        entries: [
          {
            transactionCode: transactionCode('checking', 'credit'),
            rdfiRoutingNumber: '021000021',
            accountNumber: '123456789',
            amountCents: 125_050,
            identificationNumber: 'INV-1001',
            receiverName: 'Acme Paper',
            addenda: 'Invoice 1001 paper stock',
          },
          {
            transactionCode: transactionCode('savings', 'credit'),
            rdfiRoutingNumber: '026009593',
            accountNumber: '000111222',
            amountCents: 9_999,
            identificationNumber: 'INV-1002',
            receiverName: 'Blue Harbor Logistics',
          },
        ],
      },
      {
        companyName: 'Bayside Auto Care',
        companyIdentification: '1987654321',
        secCode: 'PPD',
        companyEntryDescription: 'COLLECTION',
        effectiveEntryDate: '2026-11-20',
        odfiRoutingNumber: ODFI,
        entries: [
          {
            transactionCode: transactionCode('checking', 'debit'),
            rdfiRoutingNumber: '021000021',
            accountNumber: '555000111',
            amountCents: 42_00,
            identificationNumber: 'C-77',
            receiverName: 'Jordan Lee',
          },
        ],
      },
    ],
    ...overrides,
  };
}

describe('writeAchFile', () => {
  const text = writeAchFile(sampleFile());
  const lines = text.slice(0, -1).split('\n');

  it('writes 94-character records blocked by ten with 9-filled lines', () => {
    expect(lines.every((l) => l.length === 94)).toBe(true);
    expect(lines.length % 10).toBe(0);
    expect(lines.map((l) => l[0]).join('')).toBe('1567685689');
    expect(lines.at(-1)).toMatch(/^9/);
  });

  it('fills the last block with lines of nines', () => {
    const base = sampleFile();
    const small = writeAchFile({ ...base, batches: [{ ...base.batches[1] }] }).slice(0, -1).split('\n');
    expect(small.map((l) => l[0]).join('')).toBe('15689' + '99999');
    expect(small.slice(5)).toEqual(Array(5).fill('9'.repeat(94)));
    expect(readAchFile(small.join('\n')).problems).toEqual([]);
  });

  it('reads back with the same entries, totals and no problems', () => {
    const file = readAchFile(text);
    expect(file.problems).toEqual([]);
    expect(file.batches.map((b) => [b.secCode, b.serviceClassCode, b.entries.length])).toEqual([
      ['CCD', '220', 2],
      ['PPD', '225', 1],
    ]);
    expect(file.batches[0].entries[0]).toMatchObject({
      rdfiRoutingNumber: '021000021',
      accountNumber: '123456789',
      amountCents: 125_050,
      receiverName: 'ACME PAPER',
      addenda: 'INVOICE 1001 PAPER STOCK',
    });
    expect(file.totalCreditCents).toBe(125_050 + 9_999);
    expect(file.totalDebitCents).toBe(4_200);
  });

  it('numbers traces uniquely from the ODFI identification', () => {
    const traces = readAchFile(text).batches.flatMap((b) => b.entries.map((e) => e.traceNumber));
    expect(traces).toEqual(['011000010000001', '011000010000002', '011000010000003']);
  });

  it('puts the entry hash and totals in the file control', () => {
    const control = lines.find((l) => l.startsWith('9') && l !== '9'.repeat(94))!;
    expect(control.slice(1, 7)).toBe('000002'); // batches
    expect(control.slice(7, 13)).toBe('000001'); // blocks
    expect(control.slice(13, 21)).toBe('00000004'); // three entries and one addenda
    expect(control.slice(21, 31)).toBe(entryHash(['021000021', '026009593', '021000021']));
    expect(Number(control.slice(31, 43))).toBe(4_200);
    expect(Number(control.slice(43, 55))).toBe(135_049);
  });

  it('keeps only the last ten digits of a large entry hash', () => {
    const routings = Array.from({ length: 200 }, () => '999999999');
    expect(entryHash(routings)).toBe((99999999n * 200n).toString().slice(-10));
  });

  it('refuses bad input before writing anything', () => {
    const bad = sampleFile();
    const entries = [{ ...bad.batches[0].entries[0], rdfiRoutingNumber: '021000022', amountCents: -1 }];
    expect(() => writeAchFile({ ...bad, batches: [{ ...bad.batches[0], entries }] })).toThrow(AchValidationError);
    expect(() => writeAchFile({ ...bad, batches: [] })).toThrow(/at least one batch/);
  });
});

describe('readAchFile', () => {
  it('finds a tampered amount, a broken line and a repeated trace', () => {
    const lines = writeAchFile(sampleFile()).slice(0, -1).split('\n');
    const tampered = [...lines];
    tampered[2] = tampered[2].slice(0, 29) + '0000125051' + tampered[2].slice(39);
    expect(readAchFile(tampered.join('\n')).problems).toEqual(
      expect.arrayContaining(['batch 1: credit total is wrong', 'file control: credit total is wrong']),
    );
    const short = [...lines];
    short[1] = short[1].slice(0, 90);
    expect(readAchFile(short.join('\n')).problems).toContain('line 2 has 90 characters, not 94');
    const repeated = [...lines];
    repeated[4] = repeated[4].slice(0, 79) + repeated[2].slice(79);
    expect(readAchFile(repeated.join('\n')).problems.some((p) => p.includes('repeats'))).toBe(true);
  });
});

describe('trace numbers across files of a day', () => {
  it('start where the previous file ended', () => {
    const first = writeAchFileWithTraces(sampleFile());
    const second = writeAchFileWithTraces(sampleFile({ firstTraceSequence: 4, fileIdModifier: 'B' }));
    const all = [...first.traces.flat(), ...second.traces.flat()];
    expect(new Set(all).size).toBe(6);
    expect(second.traces.flat()[0]).toBe(`${ODFI.slice(0, 8)}0000004`);
    expect(readAchFile(second.text).batches.flatMap((b) => b.entries.map((e) => e.traceNumber))).toEqual(second.traces.flat());
  });
  it('refuse a file when the day has no trace numbers left', () => {
    expect(() => writeAchFile(sampleFile({ firstTraceSequence: 9_999_998 }))).toThrow(/trace numbers of this day are used up/);
  });
});

describe('totals that overflow their 12-digit field', () => {
  const max = 99_999_999_99;
  it('are refused with a clear reason by the writer', () => {
    const base = sampleFile();
    const entry = { ...base.batches[0].entries[0], amountCents: max };
    const file = { ...base, batches: [{ ...base.batches[0], entries: Array.from({ length: 101 }, () => entry) }] };
    expect(() => writeAchFile(file)).toThrow(/credit total exceeds its 12-digit field/);
  });
  it('are split into groups that fit, credits and debits counted apart, order kept', () => {
    const items = Array.from({ length: 101 }, (_, i) => ({ i, amount: max, debit: false }));
    const groups = splitByTotals(items, (x) => x.amount, (x) => x.debit);
    expect(groups.map((g) => g.length)).toEqual([100, 1]);
    expect(groups.flat().map((x) => x.i)).toEqual(items.map((x) => x.i));
    const mixed = [...items.slice(0, 100), { i: 200, amount: max, debit: true }];
    expect(splitByTotals(mixed, (x) => x.amount, (x) => x.debit)).toHaveLength(1);
    for (const g of groups) expect(g.reduce((n, x) => n + x.amount, 0)).toBeLessThanOrEqual(MAX_TOTAL_CENTS);
  });
});

describe('settlementDate', () => {
  const calendar = new BankingCalendar();
  it('is the effective date when it is a banking day after the file day', () => {
    expect(settlementDate('2026-11-24', '2026-11-23', calendar)).toBe('2026-11-24');
  });
  it('moves a weekend effective date to the Monday', () => {
    expect(settlementDate('2026-11-28', '2026-11-27', calendar)).toBe('2026-11-30');
  });
  it('skips holidays (Thanksgiving 2026-11-26, Christmas 2026-12-25)', () => {
    expect(settlementDate('2026-11-26', '2026-11-25', calendar)).toBe('2026-11-27');
    expect(settlementDate('2026-12-24', '2026-12-24', calendar)).toBe('2026-12-28');
  });
  it('settles a stale effective date on the next banking day after the file day', () => {
    expect(settlementDate('2026-11-23', '2026-11-23', calendar)).toBe('2026-11-24');
    expect(settlementDate('2026-11-20', '2026-11-23', calendar)).toBe('2026-11-24');
    expect(settlementDate('2026-11-27', '2026-11-27', calendar)).toBe('2026-11-30');
    // A file written on a Saturday: the next banking day is Monday.
    expect(settlementDate('2026-11-28', '2026-11-28', calendar)).toBe('2026-11-30');
  });
});

describe('return and notification-of-change files', () => {
  it('write and read addenda 99 and 98 with the original trace numbers', () => {
    const base = sampleFile();
    const entry = base.batches[0].entries[0];
    const text = writeAchFile({
      ...base,
      batches: [
        {
          ...base.batches[0],
          entries: [
            { ...entry, transactionCode: '21', addenda: undefined, returnAddenda: { type: '99', code: 'R01', originalTraceNumber: '011000010000001', originalRdfi: '02100002' } },
            { ...entry, transactionCode: '21', amountCents: 0, addenda: undefined, returnAddenda: { type: '98', code: 'C01', originalTraceNumber: '011000010000002', originalRdfi: '02100002', information: '998877665544' } },
          ],
        },
      ],
    });
    const read = readAchFile(text);
    expect(read.problems).toEqual([]);
    expect(read.batches[0].entries.map((e) => e.returnAddenda)).toEqual([
      { type: '99', code: 'R01', originalTraceNumber: '011000010000001', originalRdfi: '02100002', information: '' },
      { type: '98', code: 'C01', originalTraceNumber: '011000010000002', originalRdfi: '02100002', information: '998877665544' },
    ]);
  });
});

/** A record typed field by field, as a bank's system writes it; throws when the widths do not add up to 94. */
function record(...fields: string[]): string {
  const line = fields.join('');
  if (line.length !== 94) throw new Error(`record is ${line.length} characters: ${line}`);
  return line;
}
/** A bank's return of our entry 011000010000001 (R03), with no padding, CRLF line ends and no final line end. */
const BANK_RETURN = [
  record('101', ' 011000015', ' 021000021', '261124', '1400', 'A', '094', '10', '1', 'FEDERAL RESERVE BANK'.padEnd(23), 'FIRST BANK OF TESTS'.padEnd(23), ' '.repeat(8)),
  record('5', '220', 'NORTHWIND SUPPLY', ' '.repeat(20), '1123456789', 'CCD', 'VENDOR PAY', ' '.repeat(6), '261124', '   ', '1', '02100002', '0000001'),
  record('6', '21', '01100001', '5', '123456789'.padEnd(17), '0000125050', 'INV-1001'.padEnd(15), 'ACME PAPER'.padEnd(22), '  ', '1', '021000020000001'),
  record('7', '99', 'R03', '011000010000001', ' '.repeat(6), '02100002', ' '.repeat(44), '021000020000001'),
  record('8', '220', '000002', '0001100001', '000000000000', '000000125050', '1123456789', ' '.repeat(19), ' '.repeat(6), '02100002', '0000001'),
  record('9', '000001', '000001', '00000002', '0001100001', '000000000000', '000000125050', ' '.repeat(39)),
];

describe('reading files as banks send them', () => {
  it('reads a return with CRLF line ends, no padding and no final line end', () => {
    const read = readAchFile(BANK_RETURN.join('\r\n'));
    expect(read.problems).toEqual([]);
    expect(read).toMatchObject({ immediateDestination: '011000015', immediateOrigin: '021000021', immediateOriginName: 'FIRST BANK OF TESTS' });
    expect(read.batches[0]).toMatchObject({ companyName: 'NORTHWIND SUPPLY', secCode: 'CCD', companyEntryDescription: 'VENDOR PAY', odfiIdentification: '02100002' });
    expect(read.batches[0].entries[0]).toMatchObject({
      rdfiRoutingNumber: '011000015',
      accountNumber: '123456789',
      amountCents: 125_050,
      identificationNumber: 'INV-1001',
      returnAddenda: { type: '99', code: 'R03', originalTraceNumber: '011000010000001', originalRdfi: '02100002' },
    });
  });

  it('reads the same file with LF, CR, a final line end, blank lines at the end, 9-filled padding, or no line ends', () => {
    const padded = [...BANK_RETURN, ...Array.from({ length: 4 }, () => '9'.repeat(94))];
    for (const text of [
      BANK_RETURN.join('\n'),
      BANK_RETURN.join('\r\n') + '\r\n',
      BANK_RETURN.join('\r') + '\r',
      BANK_RETURN.join('\n') + '\n\n\r\n',
      padded.join('\r\n') + '\r\n',
      padded.join(''),
    ]) {
      const read = readAchFile(text);
      expect(read.problems).toEqual([]);
      expect(read.batches[0].entries[0].returnAddenda?.code).toBe('R03');
    }
    expect(achRecords(padded.join(''))).toHaveLength(10);
  });

  it('our own files read the same with CRLF line ends', () => {
    const text = writeAchFile(sampleFile());
    expect(readAchFile(text.replace(/\n/g, '\r\n'))).toEqual(readAchFile(text));
  });

  it('still refuses what is malformed, naming the line and the field', () => {
    const letters = [...BANK_RETURN];
    letters[2] = letters[2].slice(0, 29) + '00001250X0' + letters[2].slice(39);
    expect(readAchFile(letters.join('\r\n')).problems).toContain('line 3, amount (positions 30-39): "00001250X0" is not a number');
    const trace = [...BANK_RETURN];
    trace[3] = trace[3].slice(0, 6) + '01100001000000A' + trace[3].slice(21);
    expect(readAchFile(trace.join('\r\n')).problems).toContain('line 4, original trace number (positions 7-21): "01100001000000A" is not a number');
    const long = [...BANK_RETURN];
    long[1] = long[1] + ' ';
    expect(readAchFile(long.join('\r\n')).problems).toContain('line 2 has 95 characters, not 94');
    expect(readAchFile(BANK_RETURN.slice(0, 5).join('\r\n')).problems).toContain('the file has no file control (9)');
    const afterControl = [...BANK_RETURN, '9'.repeat(93) + '8'];
    expect(readAchFile(afterControl.join('\r\n')).problems).toContain('line 7: only 9-filled lines may follow the file control');
  });
});

describe('statementDescriptor', () => {
  it('names an entry as the receiver’s statement does: the company name as the file carries it, and the description', () => {
    expect(statementDescriptor('Bayside Auto Care', 'ACCTVERIFY')).toBe('BAYSIDE AUTO CAR ACCTVERIFY');
    expect(statementDescriptor('Lakeside Dental', 'acctverify')).toBe('LAKESIDE DENTAL ACCTVERIFY');
  });
});
