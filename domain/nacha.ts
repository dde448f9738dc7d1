/**
 * NACHA ACH files: typed records with explicit field widths, a writer that assigns batch and trace numbers
 * and computes hashes, totals and blocking, and a reader that checks every rule, so each file is validated
 * before it is written and tests can read files back. Kept whole (decision 142): the file format is one topic; the
 * writer and the reader share the record layouts, widths and the hash and totals rules, and are changed together.
 */
import { isValidRoutingChecksum } from './validation';

export const RECORD_LENGTH = 94;
export const BLOCKING_FACTOR = 10;

/** PPD and CCD for our entries (authorized in writing or by the company); WEB: a consumer's debit authorized online; COR for the bank's notifications of change. */
export type SecCode = 'PPD' | 'CCD' | 'WEB' | 'COR';
export type AccountType = 'checking' | 'savings';
export type Direction = 'credit' | 'debit';

/** Transaction codes: live credits and debits to checking (22, 27) and savings (32, 37). */
export function transactionCode(accountType: AccountType, direction: Direction): string {
  if (accountType === 'checking') return direction === 'credit' ? '22' : '27';
  return direction === 'credit' ? '32' : '37';
}
/**
 * Prenotification codes (23/28 checking, 33/38 savings): a zero-dollar entry that asks the receiving bank whether the
 * account can take the live credit or debit that will follow; silence within the return window means it can.
 */
export function prenoteTransactionCode(accountType: AccountType, direction: Direction): string {
  if (accountType === 'checking') return direction === 'credit' ? '23' : '28';
  return direction === 'credit' ? '33' : '38';
}
const PRENOTE_CODES = new Set(['23', '28', '33', '38']);

/** The prenote of a live entry to come: same receiver and account, zero dollars, the prenote code. */
export function prenoteEntry(entry: Omit<AchEntry, 'transactionCode' | 'amountCents'>, accountType: AccountType, direction: Direction): AchEntry {
  return { ...entry, transactionCode: prenoteTransactionCode(accountType, direction), amountCents: 0 };
}

// 21/31 and 26/36: automated returns and notifications of change of credits and debits (the bank's files).
const CREDIT_CODES = new Set(['21', '22', '23', '31', '32', '33']);
const DEBIT_CODES = new Set(['26', '27', '28', '36', '37', '38']);

/** The addenda of a return (type 99) or a notification of change (type 98), as the bank writes it. */
export interface ReturnAddenda {
  type: '99' | '98';
  /** R01…, or C01… for a notification of change. */
  code: string;
  /** Trace number of the entry we sent. */
  originalTraceNumber: string;
  /** The receiving bank's 8-digit identification. */
  originalRdfi: string;
  /** Type 99: addenda information (44); type 98: the corrected data (29). */
  information?: string;
}

export interface AchEntry {
  transactionCode: string;
  /** Receiving bank's 9-digit routing number. */
  rdfiRoutingNumber: string;
  accountNumber: string;
  amountCents: number;
  /** Individual (PPD) or receiver (CCD) identification number. */
  identificationNumber: string;
  /** Individual (PPD) or receiving company (CCD) name. */
  receiverName: string;
  /** Two characters; in a WEB entry the payment-type code, R (recurring) or S (single entry), which the writer requires. */
  discretionaryData?: string;
  /** Payment-related information: one addenda record (type 05) when present. */
  addenda?: string;
  /** In the bank's return / NOC files instead of `addenda`. */
  returnAddenda?: ReturnAddenda;
}

export interface AchBatch {
  companyName: string;
  companyDiscretionaryData?: string;
  /** 10 characters, usually '1' + EIN. */
  companyIdentification: string;
  secCode: SecCode;
  companyEntryDescription: string;
  companyDescriptiveDate?: string;
  /** ISO date `yyyy-MM-dd`. */
  effectiveEntryDate: string;
  /** Originating bank's 9-digit routing number (its first 8 digits identify it). */
  odfiRoutingNumber: string;
  entries: readonly AchEntry[];
}

export interface AchFile {
  /** Receiving point's routing number (9 digits). */
  immediateDestination: string;
  immediateDestinationName: string;
  /** Originator's identification (routing number or 10-character company id). */
  immediateOrigin: string;
  immediateOriginName: string;
  createdAt: Date;
  fileIdModifier: string;
  referenceCode?: string;
  /**
   * Sequence (7 digits after the ODFI) of the file's first trace number; default 1. Trace numbers must be unique
   * per originating bank and day across files, so the second file of a day continues where the first ended.
   */
  firstTraceSequence?: number;
  batches: readonly AchBatch[];
}

/** The largest batch or file total (debits, credits): a 12-digit field of cents. */
export const MAX_TOTAL_CENTS = 999_999_999_999;
/** The largest trace sequence of one originating bank and day (7 digits). */
export const MAX_TRACE_SEQUENCE = 9_999_999;

export class AchValidationError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid ACH file: ${problems.join('; ')}`);
    this.name = 'AchValidationError';
  }
}

/**
 * How a receiver's bank statement names an entry: the batch's company name (16 characters, as the file carries it)
 * and its company entry description (ACCTVERIFY for micro-deposits, NACHA's required word).
 */
export function statementDescriptor(companyName: string, companyEntryDescription: string): string {
  return `${alpha(companyName, 16).trim()} ${alpha(companyEntryDescription, 10).trim()}`;
}

// Field formatting: alphanumerics upper-cased, left-justified, space-filled; numerics right-justified, zero-filled.
function alpha(value: string, width: number): string {
  const clean = value.toUpperCase().replace(/[^\x20-\x7E]/g, ' ');
  return clean.slice(0, width).padEnd(width, ' ');
}
function num(value: number | string, width: number): string {
  const text = String(value);
  if (!/^\d+$/.test(text)) throw new AchValidationError([`not a number: ${text}`]);
  if (text.length > width) throw new AchValidationError([`${text} does not fit in ${width} digits`]);
  return text.padStart(width, '0');
}
function yymmdd(iso: string): string {
  return iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
}
function utcParts(date: Date): { date: string; time: string } {
  const iso = date.toISOString();
  return { date: yymmdd(iso), time: iso.slice(11, 13) + iso.slice(14, 16) };
}

/** Sum of the 8-digit RDFI identifications, keeping the last 10 digits. */
export function entryHash(routingNumbers: readonly string[]): string {
  const sum = routingNumbers.reduce((acc, r) => acc + BigInt(r.slice(0, 8)), 0n);
  return sum.toString().slice(-10).padStart(10, '0');
}

function checkFileInput(file: AchFile): string[] {
  const problems: string[] = [];
  if (!isValidRoutingChecksum(file.immediateDestination)) problems.push('immediate destination is not a valid routing number');
  if (!/^[A-Z0-9]$/.test(file.fileIdModifier)) problems.push('file ID modifier must be A–Z or 0–9');
  if (file.batches.length === 0) problems.push('a file needs at least one batch');
  file.batches.forEach((batch, b) => {
    if (!isValidRoutingChecksum(batch.odfiRoutingNumber)) problems.push(`batch ${b + 1}: ODFI routing number is not valid`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(batch.effectiveEntryDate)) problems.push(`batch ${b + 1}: effective entry date must be yyyy-MM-dd`);
    if (batch.entries.length === 0) problems.push(`batch ${b + 1}: a batch needs at least one entry`);
    batch.entries.forEach((entry, e) => {
      const where = `batch ${b + 1} entry ${e + 1}`;
      if (!isValidRoutingChecksum(entry.rdfiRoutingNumber)) problems.push(`${where}: routing number is not valid`);
      if (!CREDIT_CODES.has(entry.transactionCode) && !DEBIT_CODES.has(entry.transactionCode)) {
        problems.push(`${where}: unknown transaction code ${entry.transactionCode}`);
      }
      if (!Number.isInteger(entry.amountCents) || entry.amountCents < 0 || entry.amountCents > 99_999_999_99) {
        problems.push(`${where}: amount must be whole cents from 0 to 9,999,999,999`);
      }
      if (PRENOTE_CODES.has(entry.transactionCode) && entry.amountCents !== 0) problems.push(`${where}: a prenote (code ${entry.transactionCode}) must be zero dollars`);
      if (!/^[A-Za-z0-9 -]{1,17}$/.test(entry.accountNumber)) problems.push(`${where}: account number must be 1–17 characters`);
      if (!entry.receiverName.trim()) problems.push(`${where}: receiver name is required`);
      // NACHA's WEB layout has the payment-type code (R recurring, S single entry) where other entries have discretionary data.
      if (batch.secCode === 'WEB' && !/^[RS] ?$/.test(entry.discretionaryData ?? '')) problems.push(`${where}: a WEB entry needs its payment-type code (R or S)`);
    });
  });
  return problems;
}

/** Writes a complete ACH file (lines joined by \n, ending with \n). Throws AchValidationError on bad input. */
export function writeAchFile(file: AchFile): string {
  return writeAchFileWithTraces(file).text;
}

/** Writes the file and returns the trace number given to each entry, per batch in input order. */
export function writeAchFileWithTraces(file: AchFile): { text: string; traces: string[][] } {
  const problems = checkFileInput(file);
  const entryTotal = file.batches.reduce((n, b) => n + b.entries.length, 0);
  const first = file.firstTraceSequence ?? 1;
  if (!Number.isInteger(first) || first < 1 || first + entryTotal - 1 > MAX_TRACE_SEQUENCE) problems.push('trace numbers of this day are used up');
  for (const direction of [CREDIT_CODES, DEBIT_CODES]) {
    const total = file.batches.reduce((n, b) => n + b.entries.filter((e) => direction.has(e.transactionCode)).reduce((m, e) => m + e.amountCents, 0), 0);
    if (total > MAX_TOTAL_CENTS) problems.push(`the file's ${direction === CREDIT_CODES ? 'credit' : 'debit'} total exceeds its 12-digit field`);
  }
  if (problems.length) throw new AchValidationError(problems);
  const created = utcParts(file.createdAt);
  const lines: string[] = [];
  lines.push(
    '1' +
      '01' +
      ' ' + num(file.immediateDestination, 9) +
      alpha(file.immediateOrigin.length === 9 ? ` ${file.immediateOrigin}` : file.immediateOrigin, 10) +
      created.date +
      created.time +
      file.fileIdModifier +
      '094' +
      num(BLOCKING_FACTOR, 2) +
      '1' +
      alpha(file.immediateDestinationName, 23) +
      alpha(file.immediateOriginName, 23) +
      alpha(file.referenceCode ?? '', 8),
  );

  let fileEntries = 0;
  let fileDebit = 0;
  let fileCredit = 0;
  const fileRoutings: string[] = [];
  let traceSequence = first - 1;
  const traces: string[][] = [];

  file.batches.forEach((batch, index) => {
    const batchNumber = num(index + 1, 7);
    const odfi = batch.odfiRoutingNumber.slice(0, 8);
    const credits = batch.entries.filter((e) => CREDIT_CODES.has(e.transactionCode));
    const debits = batch.entries.filter((e) => DEBIT_CODES.has(e.transactionCode));
    const serviceClass = debits.length === 0 ? '220' : credits.length === 0 ? '225' : '200';
    lines.push(
      '5' +
        serviceClass +
        alpha(batch.companyName, 16) +
        alpha(batch.companyDiscretionaryData ?? '', 20) +
        alpha(batch.companyIdentification, 10) +
        batch.secCode +
        alpha(batch.companyEntryDescription, 10) +
        alpha(batch.companyDescriptiveDate ?? '', 6) +
        yymmdd(batch.effectiveEntryDate) +
        '   ' +
        '1' +
        odfi +
        batchNumber,
    );
    let count = 0;
    const batchTraces: string[] = [];
    traces.push(batchTraces);
    for (const entry of batch.entries) {
      traceSequence++;
      const trace = odfi + num(traceSequence, 7);
      batchTraces.push(trace);
      lines.push(
        '6' +
          entry.transactionCode +
          entry.rdfiRoutingNumber.slice(0, 8) +
          entry.rdfiRoutingNumber.slice(8, 9) +
          alpha(entry.accountNumber, 17) +
          num(entry.amountCents, 10) +
          alpha(entry.identificationNumber, 15) +
          alpha(entry.receiverName, 22) +
          alpha(entry.discretionaryData ?? '', 2) +
          (entry.addenda || entry.returnAddenda ? '1' : '0') +
          trace,
      );
      count++;
      if (entry.returnAddenda) {
        const r = entry.returnAddenda;
        const info = r.type === '99' ? alpha(r.information ?? '', 44) : alpha(r.information ?? '', 29) + ' '.repeat(15);
        lines.push('7' + r.type + alpha(r.code, 3) + num(r.originalTraceNumber, 15) + ' '.repeat(6) + num(r.originalRdfi, 8) + info + trace);
        count++;
      } else if (entry.addenda) {
        lines.push('7' + '05' + alpha(entry.addenda, 80) + num(1, 4) + trace.slice(-7));
        count++;
      }
    }
    const routings = batch.entries.map((e) => e.rdfiRoutingNumber);
    const debitTotal = debits.reduce((s, e) => s + e.amountCents, 0);
    const creditTotal = credits.reduce((s, e) => s + e.amountCents, 0);
    lines.push(
      '8' +
        serviceClass +
        num(count, 6) +
        entryHash(routings) +
        num(debitTotal, 12) +
        num(creditTotal, 12) +
        alpha(batch.companyIdentification, 10) +
        ' '.repeat(19) +
        ' '.repeat(6) +
        odfi +
        batchNumber,
    );
    fileEntries += count;
    fileDebit += debitTotal;
    fileCredit += creditTotal;
    fileRoutings.push(...routings);
  });

  const recordsWithControl = lines.length + 1;
  const blocks = Math.ceil(recordsWithControl / BLOCKING_FACTOR);
  lines.push(
    '9' +
      num(file.batches.length, 6) +
      num(blocks, 6) +
      num(fileEntries, 8) +
      entryHash(fileRoutings) +
      num(fileDebit, 12) +
      num(fileCredit, 12) +
      ' '.repeat(39),
  );
  while (lines.length % BLOCKING_FACTOR !== 0) lines.push('9'.repeat(RECORD_LENGTH));
  const text = lines.join('\n') + '\n';
  const check = readAchFile(text);
  if (check.problems.length) throw new AchValidationError(check.problems);
  return { text, traces };
}

/**
 * Splits items into groups whose credit total and debit total each fit the 12-digit field, in order, so a cutoff
 * too large for one file becomes several files instead of an invalid one.
 */
export function splitByTotals<T>(items: readonly T[], amountOf: (item: T) => number, isDebit: (item: T) => boolean, max = MAX_TOTAL_CENTS): T[][] {
  const groups: { items: T[]; credit: number; debit: number }[] = [];
  for (const item of items) {
    const amount = amountOf(item);
    const debit = isDebit(item);
    let group = groups.find((g) => (debit ? g.debit : g.credit) + amount <= max);
    if (!group) {
      group = { items: [], credit: 0, debit: 0 };
      groups.push(group);
    }
    group.items.push(item);
    if (debit) group.debit += amount;
    else group.credit += amount;
  }
  return groups.map((g) => g.items);
}

/**
 * The day an entry's money settles: its effective entry date when that is a banking day after the day the file
 * was sent (else the next banking day); a stale effective date (on or before the file day) settles on the next
 * banking day after the file day, as the ACH operator does.
 */
export function settlementDate(effectiveEntryDate: string, fileDate: string, calendar: { addBankingDays(iso: string, count: number): string }): string {
  const effective = calendar.addBankingDays(effectiveEntryDate, 0);
  if (effective > fileDate) return effective;
  return calendar.addBankingDays(fileDate, calendar.addBankingDays(fileDate, 0) === fileDate ? 1 : 0);
}

/** An entry as read back from a file: the fields we write, with the trace number the file carries. */
export interface ReadEntry extends AchEntry {
  discretionaryData: string;
  traceNumber: string;
}
export interface ReadBatch {
  serviceClassCode: string;
  companyName: string;
  companyDiscretionaryData: string;
  companyIdentification: string;
  secCode: string;
  companyEntryDescription: string;
  effectiveEntryDate: string;
  /** The 8-digit identification of the bank that originated the batch. */
  odfiIdentification: string;
  batchNumber: number;
  entries: ReadEntry[];
}
export interface ReadFile {
  immediateDestination: string;
  immediateDestinationName: string;
  immediateOrigin: string;
  immediateOriginName: string;
  batches: ReadBatch[];
  totalDebitCents: number;
  totalCreditCents: number;
  /** Every rule the file breaks; empty for a valid file. */
  problems: string[];
}

/**
 * The records of a file as banks send it: LF, CRLF or CR line ends, with or without a final one, blank lines at
 * the end, or no line ends at all (one 94-character record after another).
 */
export function achRecords(text: string): string[] {
  const body = text.replace(/[\r\n]+$/, '');
  if (!body) return [];
  if (!/[\r\n]/.test(body) && body.length > RECORD_LENGTH && body.length % RECORD_LENGTH === 0) return body.match(new RegExp(`.{${RECORD_LENGTH}}`, 'g'))!;
  return body.split(/\r\n|\r|\n/);
}

/**
 * Reads an ACH file back and checks record order, widths, numeric fields, counts, hashes, totals and trace numbers;
 * the 9-filled padding after the file control is read when present and not required (banks send both).
 */
export function readAchFile(text: string): ReadFile {
  const lines = achRecords(text);
  const problems: string[] = [];
  const result: ReadFile = { immediateDestination: '', immediateDestinationName: '', immediateOrigin: '', immediateOriginName: '', batches: [], totalDebitCents: 0, totalCreditCents: 0, problems };
  lines.forEach((line, i) => {
    if (line.length !== RECORD_LENGTH) problems.push(`line ${i + 1} has ${line.length} characters, not 94`);
  });
  /** A numeric field (0-based positions, end excluded); a problem naming the line and field when it is not digits. */
  const digits = (i: number, from: number, to: number, field: string): number => {
    const value = lines[i].slice(from, to);
    if (/^\d+$/.test(value) && value.length === to - from) return Number(value);
    problems.push(`line ${i + 1}, ${field} (positions ${from + 1}-${to}): "${value}" is not a number`);
    return NaN;
  };
  if (!lines[0]?.startsWith('1')) {
    problems.push('the file does not start with a file header (1)');
    return result;
  }
  result.immediateDestination = lines[0].slice(4, 13);
  result.immediateOrigin = lines[0].slice(13, 23).trim();
  result.immediateDestinationName = lines[0].slice(40, 63).trim();
  result.immediateOriginName = lines[0].slice(63, 86).trim();
  digits(0, 4, 13, 'immediate destination');
  const traces = new Set<string>();
  let batch: ReadBatch | null = null;
  let batchRoutings: string[] = [];
  let batchCount = 0;
  let fileControlSeen = false;
  const allRoutings: string[] = [];
  let fileCount = 0;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    const type = line[0];
    if (fileControlSeen) {
      if (line !== '9'.repeat(RECORD_LENGTH)) problems.push(`line ${i + 1}: only 9-filled lines may follow the file control`);
      continue;
    }
    if (type === '5') {
      if (batch) problems.push(`line ${i + 1}: batch header inside an open batch`);
      batch = {
        serviceClassCode: line.slice(1, 4),
        companyName: line.slice(4, 20).trim(),
        companyDiscretionaryData: line.slice(20, 40).trim(),
        companyIdentification: line.slice(40, 50).trim(),
        secCode: line.slice(50, 53),
        companyEntryDescription: line.slice(53, 63).trim(),
        effectiveEntryDate: line.slice(69, 75),
        odfiIdentification: line.slice(79, 87),
        batchNumber: digits(i, 87, 94, 'batch number'),
        entries: [],
      };
      digits(i, 79, 87, 'originating DFI identification');
      batchRoutings = [];
      batchCount = 0;
    } else if (type === '6') {
      if (!batch) {
        problems.push(`line ${i + 1}: entry outside a batch`);
        continue;
      }
      const entry: ReadEntry = {
        transactionCode: line.slice(1, 3),
        rdfiRoutingNumber: line.slice(3, 12),
        accountNumber: line.slice(12, 29).trim(),
        amountCents: digits(i, 29, 39, 'amount'),
        identificationNumber: line.slice(39, 54).trim(),
        receiverName: line.slice(54, 76).trim(),
        discretionaryData: line.slice(76, 78).trim(),
        traceNumber: line.slice(79, 94),
      };
      digits(i, 1, 3, 'transaction code');
      digits(i, 3, 12, 'receiving DFI routing number');
      digits(i, 79, 94, 'trace number');
      if (traces.has(entry.traceNumber)) problems.push(`line ${i + 1}: trace number ${entry.traceNumber} repeats`);
      traces.add(entry.traceNumber);
      batch.entries.push(entry);
      batchRoutings.push(entry.rdfiRoutingNumber);
      batchCount++;
      if (line[78] === '1') {
        const addenda = lines[i + 1];
        if (!addenda?.startsWith('7')) problems.push(`line ${i + 1}: addenda indicator set but no addenda follows`);
      }
    } else if (type === '7') {
      const entry = batch?.entries.at(-1);
      if (!entry) problems.push(`line ${i + 1}: addenda without an entry`);
      else if (line.slice(1, 3) === '99' || line.slice(1, 3) === '98') {
        const type = line.slice(1, 3) as '99' | '98';
        entry.returnAddenda = {
          type,
          code: line.slice(3, 6).trim(),
          originalTraceNumber: line.slice(6, 21),
          originalRdfi: line.slice(27, 35),
          information: (type === '99' ? line.slice(35, 79) : line.slice(35, 64)).trimEnd(),
        };
        digits(i, 6, 21, 'original trace number');
        digits(i, 27, 35, 'original receiving DFI identification');
        if (line.slice(79, 94) !== entry.traceNumber) problems.push(`line ${i + 1}: addenda trace number does not match its entry`);
      } else {
        entry.addenda = line.slice(3, 83).trim();
        if (line.slice(87, 94) !== entry.traceNumber.slice(-7)) problems.push(`line ${i + 1}: addenda sequence does not match its entry`);
      }
      batchCount++;
    } else if (type === '8') {
      if (!batch) {
        problems.push(`line ${i + 1}: batch control without a batch`);
        continue;
      }
      const debit = batch.entries.filter((e) => DEBIT_CODES.has(e.transactionCode)).reduce((s, e) => s + e.amountCents, 0);
      const credit = batch.entries.filter((e) => CREDIT_CODES.has(e.transactionCode)).reduce((s, e) => s + e.amountCents, 0);
      if (Number(line.slice(4, 10)) !== batchCount) problems.push(`batch ${batch.batchNumber}: entry/addenda count is wrong`);
      if (line.slice(10, 20) !== entryHash(batchRoutings)) problems.push(`batch ${batch.batchNumber}: entry hash is wrong`);
      if (Number(line.slice(20, 32)) !== debit) problems.push(`batch ${batch.batchNumber}: debit total is wrong`);
      if (Number(line.slice(32, 44)) !== credit) problems.push(`batch ${batch.batchNumber}: credit total is wrong`);
      if (line.slice(1, 4) !== batch.serviceClassCode) problems.push(`batch ${batch.batchNumber}: service class differs from its header`);
      result.batches.push(batch);
      result.totalDebitCents += debit;
      result.totalCreditCents += credit;
      allRoutings.push(...batchRoutings);
      fileCount += batchCount;
      batch = null;
    } else if (type === '9') {
      fileControlSeen = true;
      if (batch) problems.push('the file control comes before its last batch is closed');
      if (Number(line.slice(1, 7)) !== result.batches.length) problems.push('file control: batch count is wrong');
      const recordsBeforePadding = i + 1;
      if (Number(line.slice(7, 13)) !== Math.ceil(recordsBeforePadding / BLOCKING_FACTOR)) problems.push('file control: block count is wrong');
      if (Number(line.slice(13, 21)) !== fileCount) problems.push('file control: entry/addenda count is wrong');
      if (line.slice(21, 31) !== entryHash(allRoutings)) problems.push('file control: entry hash is wrong');
      if (Number(line.slice(31, 43)) !== result.totalDebitCents) problems.push('file control: debit total is wrong');
      if (Number(line.slice(43, 55)) !== result.totalCreditCents) problems.push('file control: credit total is wrong');
    } else {
      problems.push(`line ${i + 1}: unknown record type ${type}`);
    }
  }
  if (!fileControlSeen) problems.push('the file has no file control (9)');
  return result;
}
