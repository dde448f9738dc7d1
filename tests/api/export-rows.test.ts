/**
 * The export's one-statement parts (decision 035) against the API's transaction views: for every report, several
 * orders and zones, the cells and the CSV bytes of the demo data are the same whichever way the rows were read, and
 * the CSV writer matches csv-stringify's bytes. A column that starts reading a field the flat statement does not
 * fill fails here.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../api/db/schema';
import { copyExportPart, postgresPool } from '../../api/modules/reports/exports/copy';
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

/** The CSV bytes PostgreSQL writes for a report through COPY (decision 042), `partSize` rows a part. */
async function copiedOf(report: ExportReportName, orderBy: string, columns: readonly ReportColumn[], timeZone: string, partSize: number): Promise<string> {
  const pool = postgresPool(t.db);
  const order = reportOrder(orderBy);
  const condition = reportCondition(report, report === 'history' ? { purchaseId: await somePurchase() } : {}, undefined);
  const dir = await mkdtemp(path.join(tmpdir(), 'copy-part-'));
  let text = '';
  let cursor: string | null = null;
  try {
    for (let index = 0; ; index++) {
      const file = path.join(dir, `part-${index}`);
      const part = await copyExportPart(pool, { condition, order, cursor, partSize, columns, timeZone }, file);
      text += await readFile(file, 'utf8');
      if (!part.more) return text;
      cursor = cursorOf(order, part.lastKey!);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!process.env.DATABASE_URL)('CSV parts written by PostgreSQL (decision 042)', () => {
  it('writes every report byte for byte as csvCells and csvLine do, in several orders, zones and part sizes', async () => {
    let compared = 0;
    for (const report of EXPORT_REPORT_NAMES) {
      for (const orderBy of ['createdAtDesc', 'amountAsc', 'counterpartyAsc', 'statusDesc']) {
        for (const [columns, label] of [
          [exportColumns(report), report],
          [ALL_COLUMNS, `${report} (all columns)`],
        ] as const) {
          const flat = await partsOf(report, orderBy, columns, 7);
          for (const zoneName of ['America/Chicago', 'UTC', 'Asia/Kolkata']) {
            const zone = zoneFormat(zoneName);
            const expected = csvRows(flat.map((tx) => csvCells(columns, tx, zone)));
            // Part boundaries depend on neither the zone nor the columns: parts of 7 once, whole reports otherwise.
            const partSize = zoneName === 'America/Chicago' && columns !== ALL_COLUMNS ? 7 : 1000;
            expect(await copiedOf(report, orderBy, columns, zone.timeZone, partSize), `${label} ${orderBy} ${zoneName}`).toBe(expected);
            compared += flat.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  }, 120_000);

  it('writes awkward text, daylight-saving edges and odd amounts as the JavaScript path does', async () => {
    const some = await t.db.select({ id: payments.id }).from(payments).orderBy(payments.createdAt).limit(12);
    const awkward = ['a,b', 'say "hi"', 'line\nbreak', 'cr\rhere', '=SUM(A1)', '-5', '+1', '@x', '\tx', '＝1', '＋1', '－1', '＠x', '\nx', '\rx', ' lead', ''];
    const edges: { createdAt: string; dueDate: string; dueTime: string; timezone: string }[] = [
      // Chicago: 02:30 does not exist on 2026-03-08, 01:30 happens twice on 2026-11-01; Kolkata has no DST; London does.
      { createdAt: '2026-03-08T08:00:00.000Z', dueDate: '2026-03-08', dueTime: '02:30', timezone: 'America/Chicago' },
      { createdAt: '2026-03-08T07:59:59.999Z', dueDate: '2026-11-01', dueTime: '01:30', timezone: 'America/Chicago' },
      { createdAt: '2026-11-01T06:59:00.000Z', dueDate: '2026-11-01', dueTime: '00:59', timezone: 'America/Chicago' },
      { createdAt: '2026-11-01T07:00:00.000Z', dueDate: '2026-03-29', dueTime: '01:30', timezone: 'Europe/London' },
      { createdAt: '2026-10-25T01:30:00.000Z', dueDate: '2026-10-25', dueTime: '01:30', timezone: 'Europe/London' },
      { createdAt: '2026-12-31T18:29:00.000Z', dueDate: '2026-12-31', dueTime: '23:59', timezone: 'Asia/Kolkata' },
      { createdAt: '2026-12-31T18:30:00.000Z', dueDate: '2027-01-01', dueTime: '00:00', timezone: '' },
      { createdAt: '2026-06-30T12:00:00.000Z', dueDate: '2026-06-30', dueTime: '12:00', timezone: 'UTC' },
    ];
    const amounts = [5, 1, 7, 100, 12345, 99, 2 ** 40];
    for (const [i, { id }] of some.entries()) {
      const edge = edges[i % edges.length];
      await t.db
        .update(payments)
        .set({
          description: awkward[i % awkward.length],
          referenceNumber: awkward[(i + 3) % awkward.length],
          destinationAccountHolderName: awkward[(i + 5) % awkward.length],
          amount: amounts[i % amounts.length],
          createdAt: new Date(edge.createdAt),
          dueDate: edge.dueDate,
          dueTime: edge.dueTime,
          timezone: edge.timezone,
        })
        .where(eq(payments.id, id));
    }
    for (const report of EXPORT_REPORT_NAMES) {
      for (const zoneName of ['America/Chicago', 'UTC', 'Asia/Kolkata', 'Europe/London']) {
        const zone = zoneFormat(zoneName);
        const flat = await partsOf(report, 'createdAtAsc', ALL_COLUMNS, 5);
        const expected = csvRows(flat.map((tx) => csvCells(ALL_COLUMNS, tx, zone)));
        expect(await copiedOf(report, 'createdAtAsc', ALL_COLUMNS, zone.timeZone, 5), `${report} ${zoneName}`).toBe(expected);
      }
    }
  }, 120_000);
});
