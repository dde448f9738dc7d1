/**
 * The export's one-statement parts (decision 035) against the API's transaction views: for every report, several
 * orders and zones, the cells and the CSV bytes of the demo data are the same whichever way the rows were read, and
 * the CSV writer matches csv-stringify's bytes. A column that starts reading a field the flat statement does not
 * fill fails here.
 */
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../api/db/schema';
import { csvRows } from '../../api/modules/reports/exports/formats';
import { readExportPart } from '../../api/modules/reports/exports/rows';
import { cursorOf, EXPORT_REPORT_NAMES, paymentViews, reportCondition, reportOrder, seekAfter, type ExportReportName } from '../../api/modules/reports/query';
import { and, eq } from 'drizzle-orm';
import { zoneFormat } from '../../domain/dates';
import { csvCells, xlsxCells } from '../../domain/export-cells';
import { COLUMN, exportColumns, type ReportColumn, type ReportTransaction } from '../../domain/report-columns';
import { spreadsheetSafe } from '../../domain/spreadsheet';
import { startTestApi, type TestApi } from './harness';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
  // The demo has no bill synced from an accounting system; one payment gets one so that column is compared too.
  const [first] = await t.db.select({ id: payments.id }).from(payments).orderBy(payments.createdAt).limit(1);
  await t.db.update(payments).set({ accountingSystem: 'quickBooks' }).where(eq(payments.id, first.id));
});
afterAll(async () => {
  await t.close();
});

/** Every column there is, so a column no report uses yet is checked too. */
const ALL_COLUMNS: readonly ReportColumn[] = Object.values(COLUMN);

/** The rows as the worker read them before decision 035: payment rows by keyset, then the API's views. */
async function viewsOf(report: ExportReportName, orderBy: string): Promise<ReportTransaction[]> {
  const order = reportOrder(orderBy);
  const cond = reportCondition(report, report === 'history' ? { purchaseId: await somePurchase() } : {}, undefined);
  const out: ReportTransaction[] = [];
  let cursor: string | null = null;
  for (;;) {
    const rows = await t.db
      .select({ payment: payments, key: order.key })
      .from(payments)
      .where(cursor ? and(cond, seekAfter(order, cursor)) : cond)
      .orderBy(...order.sql)
      .limit(50);
    out.push(...(await paymentViews(t.db, rows.map((r) => r.payment))));
    if (rows.length < 50) return out;
    cursor = cursorOf(order, rows[rows.length - 1].key);
  }
}

/** The same rows through the one-statement parts, `partSize` at a time. */
async function partsOf(report: ExportReportName, orderBy: string, columns: readonly ReportColumn[], partSize: number): Promise<ReportTransaction[]> {
  const order = reportOrder(orderBy);
  const condition = reportCondition(report, report === 'history' ? { purchaseId: await somePurchase() } : {}, undefined);
  const out: ReportTransaction[] = [];
  let cursor: string | null = null;
  for (;;) {
    const part = await readExportPart(t.db, { condition, order, cursor, partSize, columns });
    out.push(...part.transactions);
    if (!part.more) return out;
    cursor = cursorOf(order, part.lastKey!);
  }
}

let purchase: string | undefined;
async function somePurchase(): Promise<string> {
  purchase ??= (await t.db.select({ purchaseId: payments.purchaseId }).from(payments).limit(1))[0].purchaseId;
  return purchase;
}

/** The CSV bytes of a part as csv-stringify wrote them before decision 035. */
const stringifiedPart = (rows: string[][]) => stringify(rows.map((cells) => cells.map((cell) => (/^-?\d+\.\d{2}$/.test(cell) ? cell : spreadsheetSafe(cell)))));

describe('export parts from one statement (decision 035)', () => {
  it('gives every report the same cells and CSV bytes as the API views, in several orders, zones and part sizes', async () => {
    let compared = 0;
    for (const report of EXPORT_REPORT_NAMES) {
      for (const orderBy of ['createdAtDesc', 'amountAsc', 'counterpartyAsc', 'statusDesc']) {
        const views = await viewsOf(report, orderBy);
        for (const [columns, label] of [
          [exportColumns(report), report],
          [ALL_COLUMNS, `${report} (all columns)`],
        ] as const) {
          const flat = await partsOf(report, orderBy, columns, 7);
          expect(flat.map((tx) => tx.id), `${label} ${orderBy}`).toEqual(views.map((v) => v.id));
          for (const zoneName of ['America/Chicago', 'UTC', 'Asia/Kolkata']) {
            const zone = zoneFormat(zoneName);
            const before = views.map((v) => csvCells(columns, v, zone));
            const after = flat.map((tx) => csvCells(columns, tx, zone));
            expect(after, `${label} ${orderBy} ${zoneName}`).toEqual(before);
            expect(csvRows(after)).toBe(stringifiedPart(before));
            expect(flat.map((tx) => xlsxCells(columns, tx, zone)), `${label} ${orderBy} ${zoneName} xlsx`).toEqual(views.map((v) => xlsxCells(columns, v, zone)));
            compared += after.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('is checked on data that fills every optional column', async () => {
    const flat = await partsOf('generalTransfers', 'createdAtDesc', ALL_COLUMNS, 1000);
    const zone = zoneFormat('UTC');
    const filled = ALL_COLUMNS.filter((column) => flat.some((tx) => column.value(tx, zone) !== ''));
    // Every column holds something for some demo payment, so a field the statement stopped filling shows above.
    expect(filled.map((c) => c.key)).toEqual(ALL_COLUMNS.map((c) => c.key));
  });

  it('writes CSV exactly as csv-stringify does, awkward cells included', () => {
    const awkward = ['', 'plain', 'a,b', 'say "hi"', 'line\nbreak', 'cr\rhere', '=SUM(A1)', '-5', '-0.05', '1234.56', '+1', '@x', '\tx', '＝1', 'ünïcødé, ok', '"', ',', "'=x", ' lead'];
    const rows = [awkward, [...awkward].reverse(), [''], ['', ''], awkward.map((a) => `${a}${a}`)];
    expect(csvRows(rows)).toBe(stringifiedPart(rows));
  });
});
