import { describe, expect, it } from 'vitest';
import { zoneFormat } from './dates';
import { csvCells, exportListName, plainAmount, xlsxCells, xlsxColumns } from './export-cells';
import { exportColumns, type ReportTransaction } from './report-columns';

const tx: ReportTransaction = {
  id: 'p1',
  type: 'vendor',
  status: 'success',
  purchaseId: 'PUR-1',
  paymentTransactionId: 'PTX-1',
  moneyAmount: 123456,
  description: '=HYPERLINK("http://evil")',
  referenceNumber: '+REF-1',
  createdDate: '2026-11-23T18:05:00.000Z',
  dueDateTime: { date: '2026-11-23', time: '10:00', timezone: 'America/Chicago' },
  business: { id: 'b1', name: 'Northwind' },
  vendor: { id: 'v1', name: '@Acme' },
};
const chicago = zoneFormat('America/Chicago');
const columns = exportColumns('vendor');
const at = (key: string) => columns.findIndex((c) => c.key === key);

describe('export cells', () => {
  it('writes CSV amounts as plain numbers and dates and times as ISO, in the zone', () => {
    const row = csvCells(columns, tx, chicago);
    expect(row[at('amount')]).toBe('1234.56');
    expect(row[at('created')]).toBe('2026-11-23 12:05');
    expect(row[at('dueDate')]).toBe('2026-11-23');
    expect(plainAmount(5)).toBe('0.05');
    expect(plainAmount(-123456)).toBe('-1234.56');
    expect(plainAmount(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('neutralises every formula-looking text cell in both formats, and adds description and reference columns', () => {
    const csv = csvCells(columns, tx, chicago);
    const xlsx = xlsxCells(columns, tx, chicago);
    for (const row of [csv, xlsx]) {
      expect(row[at('description')]).toBe('\'=HYPERLINK("http://evil")');
      expect(row[at('referenceNumber')]).toBe("'+REF-1");
      expect(row[at('vendor')]).toBe("'@Acme");
    }
  });

  it('writes XLSX amounts as numbers and dates as the zone wall clock, with formats and widths', () => {
    const row = xlsxCells(columns, tx, chicago);
    expect(row[at('amount')]).toBe(1234.56);
    expect(row[at('created')]).toEqual({ date: Date.UTC(2026, 10, 23, 12, 5) });
    const formats = xlsxColumns(columns);
    expect(formats[at('amount')].numFmt).toContain('#,##0.00');
    expect(formats[at('created')].numFmt).toBe('mm-dd-yyyy hh:mm AM/PM');
    expect(formats[at('dueDate')].numFmt).toBe('mm-dd-yyyy');
    for (const f of formats) expect(f.width).toBeGreaterThanOrEqual(f.header.length);
  });

  it('names the file after the list the user was on', () => {
    expect(exportListName('Completed Transactions', '/transactions/completed')).toBe('completed-transactions');
    expect(exportListName('Completed', '/on-demand/completed')).toBe('on-demand-completed');
    expect(exportListName('Test Payments', '/pa/transactions/test-payments')).toBe('test-payments');
  });
});
