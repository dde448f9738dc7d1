/**
 * Report exports over the API: a task per file on the job queue, written part by part by keyset, downloaded from
 * /rest/reports/:id/file; the file's rows equal the report list's rows for the same filter and order, for each
 * role's visibility; retries, crashes and day-old files.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, payments, reportFileChunks, reportTasks, vendors } from '../../api/db/schema';
import { SimulatedCrash } from '../../api/db/queue';
import { spreadsheetSafe } from '../../domain/spreadsheet';
import { reportsDirOf } from '../../api/modules/reports/exports/storage';
import { exportJobOf, MAX_OPEN_TASKS_PER_USER } from '../../api/modules/reports/exports/tasks';
import { exportFileStore } from '../../api/modules/reports/exports/file-store';
import { runReportExports, type ExportRunOptions } from '../../api/modules/reports/exports/worker';
import { createApi } from '../../api/app';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { exportColumns, type ReportName, type ReportTransaction } from '../../domain/report-columns';
import { exportHeaders, expectedFileRows, fileRowsOf, readXlsx } from './support/export-rows';
import { codeOf, startTestApi, type TestApi } from './harness';
import { paymentRow } from './support/factories';
import { coreGraphql } from './graphql/core';
import { reportsGraphql } from './graphql/reports';
import type { TestDocument } from './support/graphql';

let t: TestApi;
type As = keyof typeof DEMO_USERS;
const tokens = new Map<As, { token: string; at: number }>();
let reportsDir: string;
const PART_SIZE = 7;

/** A fresh enough access token (the tests move the clock past the 15-minute lifetime). */
async function tokenOf(as: As): Promise<string> {
  const cached = tokens.get(as);
  if (cached && t.clock().getTime() - cached.at < 10 * 60_000) return cached.token;
  const token = (await t.tokensFor(DEMO_USERS[as].email)).accessToken;
  tokens.set(as, { token, at: t.clock().getTime() });
  return token;
}
const reports = async <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: await tokenOf(as) });

reportsGraphql(`fragment ExportsTask on ReportTask { id reportName format status parts rowCount fileName fileAvailable error createdAt finishedParts { index skip } failedParts { index skip } }`);
const CREATE = reportsGraphql(`mutation ExportsCreate($input: CreateReportTaskInput!) { createReportTask(input: $input) { ...ExportsTask } }`);
const READ = reportsGraphql(`query ExportsRead($id: ID!) { reportTask(id: $id) { ...ExportsTask } }`);
const NODE = `id type status purchaseId paymentTransactionId paymentBankStatus paymentProcessStatus paymentErrorMessage returnCode createdBy { id name } payoutHold moneyAmount
  description referenceNumber createdDate dueDateTime { date time timezone } business { id name } vendor { id name } customer { id name }
  contactName recipient { bankName accountHolderName accountNumberLast4 } accountingSystem paymentMethod { bankName routingNumber paymentSystem } reportType sentAt settledAt`;
const LIST_FIELD: Record<ReportName, string> = {
  generalTransfers: 'paymentTransferTransactions',
  pendingApproval: 'pendingApprovalPaymentTransferTransactions',
  test: 'testPaymentTransferTransactions',
  subscription: 'subscriptionPaymentTransferTransactions',
  api: 'apiPaymentTransferTransactions',
  vendor: 'vendorPaymentTransferTransactions',
  instantCollection: 'instantCollectionPaymentTransferTransactions',
  onDemand: 'onDemandPaymentTransferTransactions',
};

interface ExportInput {
  reportName: ReportName;
  format: 'csv' | 'xlsx';
  filter?: Record<string, unknown>;
  orderBy?: string;
}

/** The rows the report list shows the caller for the same filter and order, as the file holds them in the caller's zone. */
async function listRows(as: As, input: ExportInput, format: 'csv' | 'xlsx' = input.format): Promise<string[][]> {
  const field = LIST_FIELD[input.reportName];
  // The list field follows the report: a document built at run time, so untyped.
  const r = await t.gqlUntyped(
    'reports',
    `query($filter: PaymentTransferTransactionFilter, $orderBy: String) { ${field}(filter: $filter, orderBy: $orderBy, skip: 0, limit: 1000) { meta { count } edges { node { ${NODE} } } } }`,
    { filter: input.filter ?? null, orderBy: input.orderBy ?? null },
    { token: await tokenOf(as) },
  );
  expect(r.errors).toBeUndefined();
  const zone = (await t.gql(coreGraphql(`query ExportsViewer { viewer { timeZone } }`), {}, { token: await tokenOf(as) })).data!.viewer.timeZone as string;
  const side = as === 'acmeVendorManager' ? 'payee' : 'payer';
  return expectedFileRows(input.reportName, r.data![field].edges.map((e: { node: ReportTransaction }) => e.node), zone, format, side);
}

async function create(as: As, input: ExportInput) {
  return reports(CREATE, as, { input });
}

/** Creates a task with small parts (so every test spans several) and returns its id. */
async function createTask(as: As, input: ExportInput): Promise<string> {
  const r = await create(as, input);
  expect(r.errors).toBeUndefined();
  const id = r.data!.createReportTask.id as string;
  await t.db.update(reportTasks).set({ partSize: PART_SIZE }).where(eq(reportTasks.id, id));
  return id;
}

const run = (extra: Partial<ExportRunOptions> = {}) => runReportExports(t.db, { clock: t.clock, reportsDir, store: exportFileStore(t.config.exportFiles, t.db, reportsDir), ...extra });

async function download(as: As | null, id: string): Promise<Response> {
  const headers: Record<string, string> = as ? { authorization: `Bearer ${await tokenOf(as)}` } : {};
  return t.api.fetch(new Request(`http://api.test/rest/reports/${id}/file`, { headers }));
}

const fileRows = fileRowsOf;

async function readTask(as: As, id: string) {
  return (await reports(READ, as, { id })).data!.reportTask;
}

/** Payments enough for several parts: Northwind's vendors (Acme among them) and Bayside's API payments, some created in the same instant. */
async function seedPayments() {
  const [northwind] = await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
  const [bayside] = await t.db.select().from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
  const nwVendors = await t.db.select().from(vendors).where(eq(vendors.businessId, northwind.id));
  const statuses = ['success', 'error', 'scheduled', 'pendingApproval', 'success'] as const;
  const base = new Date('2026-11-01T15:00:00Z').getTime();
  const rows: (typeof payments.$inferInsert)[] = [];
  for (let i = 0; i < 40; i++) {
    const vendor = nwVendors[i % nwVendors.length];
    const status = statuses[i % statuses.length];
    rows.push(
      paymentRow({
        businessId: northwind.id,
        amount: 10_000 + i * 137,
        vendorId: vendor.id,
        purchaseId: `PUR-EXP-N${i}`,
        paymentTransactionId: `PTX-EXP-N${i}`,
        status,
        paymentProcessStatus: status === 'success' || status === 'error' ? status : 'pending',
        paymentErrorMessage: status === 'error' ? 'R03 No Account/Unable to Locate Account' : null,
        returnCode: status === 'error' ? 'R03' : null,
        dueDate: '2026-11-03',
        dueTime: i % 2 ? '10:30' : '14:45',
        timezone: 'America/New_York',
        dueAt: new Date(`2026-11-03T${i % 2 ? '15:30' : '19:45'}:00Z`),
        // One description a spreadsheet would run as a formula.
        description: i === 3 ? '=SUM(1,2)' : `Invoice, "quoted" ${i}`,
        idempotencyKey: `exp-n-${i}`,
        destinationBankName: 'Test Bank',
        destinationAccountLast4: String(1000 + i),
        destinationAccountHolderName: vendor.name,
        // Groups of three share an instant, so the order's id tie-break matters.
        createdAt: new Date(base + Math.floor(i / 3) * 3_600_000),
      }),
    );
  }
  for (let i = 0; i < 12; i++) {
    rows.push(
      paymentRow({
        businessId: bayside.id,
        kind: 'api',
        amount: 5_000 + i,
        purchaseId: `PUR-EXP-B${i}`,
        paymentTransactionId: `PTX-EXP-B${i}`,
        status: 'success',
        paymentProcessStatus: 'success',
        dueDate: '2026-11-04',
        dueTime: '10:30',
        dueAt: new Date('2026-11-04T10:30:00Z'),
        referenceNumber: `REF-${i}`,
        idempotencyKey: `exp-b-${i}`,
        destinationAccountLast4: '9999',
        destinationAccountHolderName: 'Consumer',
        createdAt: new Date(base + i * 1_800_000),
      }),
    );
  }
  await t.db.insert(payments).values(rows);
}

beforeAll(async () => {
  t = await startTestApi();
  reportsDir = reportsDirOf(t.config.dataDir);
  await seedPayments();
});
afterAll(async () => {
  await t?.close();
});

describe('report exports', () => {
  it('exports a filtered CSV in parts whose rows equal the report list, with the file name and type', async () => {
    const input: ExportInput = { reportName: 'vendor', format: 'csv', filter: { dateFrom: '2026-11-01T00:00:00Z' }, orderBy: 'dateAsc' };
    const id = await createTask('northwindOwner', input);
    const queued = await readTask('northwindOwner', id);
    expect(queued).toMatchObject({ reportName: 'vendor', format: 'csv', status: 'queued', fileName: 'vendor-2026-11-21.csv', fileAvailable: false });
    expect((await download('northwindOwner', id)).status).toBe(409);

    const report = await run();
    expect(report).toMatchObject({ done: 1, failed: 0, retried: 0 });
    const expected = await listRows('northwindOwner', input);
    expect(expected.length).toBeGreaterThan(PART_SIZE * 2);
    const task = await readTask('northwindOwner', id);
    expect(task).toMatchObject({ status: 'done', rowCount: expected.length, parts: Math.ceil(expected.length / PART_SIZE), failedParts: [], fileAvailable: true });
    expect(task.finishedParts).toEqual(Array.from({ length: task.parts }, (_, index) => ({ index, skip: index * PART_SIZE })));

    const response = await download('northwindOwner', id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="vendor-2026-11-21.csv"');
    const rows = await fileRows(response, 'csv');
    expect(rows[0]).toEqual(exportHeaders('vendor'));
    expect(rows.slice(1)).toEqual(expected);
  });

  it('exports an XLSX of every payment for the admin, in the chosen order', async () => {
    const input: ExportInput = { reportName: 'generalTransfers', format: 'xlsx', orderBy: 'createdAtAsc' };
    const id = await createTask('admin', input);
    await run();
    const response = await download('admin', id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="generalTransfers-2026-11-21.xlsx"');
    // The sheet is named in words, as the Reports page names the report.
    expect((await readXlsx(Buffer.from(await response.clone().arrayBuffer()))).name).toBe('General transfers');
    const rows = await fileRows(response, 'xlsx');
    const expected = await listRows('admin', input);
    expect(expected.length).toBeGreaterThanOrEqual(52);
    expect(rows[0]).toEqual(exportHeaders('generalTransfers'));
    expect(rows.slice(1)).toEqual(expected);
  });

  it('keeps a typed formula as text: quoted in CSV, a text cell in XLSX', async () => {
    const input: ExportInput = { reportName: 'pendingApproval', format: 'csv' };
    const csvId = await createTask('northwindOwner', input);
    const xlsxId = await createTask('northwindOwner', { ...input, format: 'xlsx' });
    await run();
    const expected = await listRows('northwindOwner', input);
    const description = exportColumns('pendingApproval').findIndex((c) => c.key === 'description');
    expect(expected.map((r) => r[description])).toContain(spreadsheetSafe('=SUM(1,2)'));
    const csv = (await fileRows(await download('northwindOwner', csvId), 'csv')).slice(1);
    expect(csv).toEqual(expected);
    expect(csv.map((r) => r[description])).toContain("'=SUM(1,2)");
    const xlsx = (await fileRows(await download('northwindOwner', xlsxId), 'xlsx')).slice(1);
    expect(xlsx).toEqual(await listRows('northwindOwner', input, 'xlsx'));
    expect(xlsx.map((r) => r[description])).toContain("'=SUM(1,2)");
  });

  it('writes a finance-grade XLSX: numeric amounts, date cells in the business zone, frozen header, autofilter; a CSV of plain numbers and ISO dates, named after the list', async () => {
    const input = { reportName: 'vendor' as const, filter: { dateFrom: '2026-11-01T00:00:00Z' }, orderBy: 'createdAtAsc', listName: 'completed-transactions' };
    const xlsxId = (await reports(CREATE, 'northwindOwner', { input: { ...input, format: 'xlsx' } })).data!.createReportTask.id;
    const csvId = (await reports(CREATE, 'northwindOwner', { input: { ...input, format: 'csv' } })).data!.createReportTask.id;
    await run();
    const xlsx = await download('northwindOwner', xlsxId);
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="completed-transactions-2026-11-21.xlsx"');
    const sheet = await readXlsx(Buffer.from(await xlsx.arrayBuffer()));
    const col = (key: string) => exportColumns('vendor').findIndex((c) => c.key === key) + 1;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(col('amount')).width).toBeGreaterThanOrEqual(12);
    const first = sheet.getRow(2);
    expect(typeof first.getCell(col('amount')).value).toBe('number');
    expect(first.getCell(col('amount')).numFmt).toContain('#,##0.00');
    expect(first.getCell(col('created')).value).toBeInstanceOf(Date);
    expect(first.getCell(col('created')).numFmt).toBe('mm-dd-yyyy hh:mm AM/PM');
    expect(first.getCell(col('dueDate')).value).toBeInstanceOf(Date);
    expect(first.getCell(col('dueDate')).numFmt).toBe('mm-dd-yyyy');
    expect(exportColumns('vendor').map((c) => c.key)).toEqual(expect.arrayContaining(['description', 'referenceNumber']));
    // The seeded payments were created at 15:00Z + n minutes: 09:00 in Northwind's zone (America/Chicago), as a wall clock.
    const firstCreated = first.getCell(col('created')).value as Date;
    expect(firstCreated.getUTCHours()).toBe(9);

    const csv = await fileRows(await download('northwindOwner', csvId), 'csv');
    const amount = csv[1][col('amount') - 1];
    expect(amount).toMatch(/^\d+\.\d{2}$/);
    expect(csv[1][col('created') - 1]).toMatch(/^\d{4}-\d{2}-\d{2} 09:00$/);
    expect(csv[1][col('dueDate') - 1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(codeOf(await reports(CREATE, 'northwindOwner', { input: { ...input, format: 'csv', listName: '../etc' } }))).toBe(ErrorCodes.validation);
  });

  it('lets one person have only a few exports in progress', async () => {
    for (let i = 0; i < MAX_OPEN_TASKS_PER_USER; i++) expect((await create('baysideEmployee', { reportName: 'api', format: 'csv' })).errors).toBeUndefined();
    const over = await create('baysideEmployee', { reportName: 'api', format: 'csv' });
    expect(codeOf(over)).toBe(ErrorCodes.validation);
    expect(over.errors![0].message).toBe(`You already have ${MAX_OPEN_TASKS_PER_USER} exports in progress; wait for one to finish`);
    expect(await run()).toMatchObject({ done: MAX_OPEN_TASKS_PER_USER });
    expect((await create('baysideEmployee', { reportName: 'api', format: 'csv' })).errors).toBeUndefined();
    await run();
  });

  it('gives a vendor manager only the payments to their vendor, and no sender-only reports', async () => {
    const input: ExportInput = { reportName: 'generalTransfers', format: 'csv' };
    const id = await createTask('acmeVendorManager', input);
    await run();
    const rows = (await fileRows(await download('acmeVendorManager', id), 'csv')).slice(1);
    const expected = await listRows('acmeVendorManager', input);
    expect(rows).toEqual(expected.map((r) => r.map(spreadsheetSafe)));
    expect(rows.length).toBeGreaterThan(0);
    // The vendor's file reads as its list does: who pays them, never its own name on every row (decision 084).
    const payeeColumns = exportColumns('generalTransfers', 'payee');
    expect(payeeColumns.some((c) => c.key === 'contactName')).toBe(false);
    const payerColumn = payeeColumns.findIndex((c) => c.key === 'payerBusiness');
    expect(new Set(rows.map((r) => r[payerColumn]))).toEqual(new Set(['Northwind Supply Co.']));
    const all = await listRows('admin', input);
    expect(rows.length).toBeLessThan(all.length);
    expect(codeOf(await create('acmeVendorManager', { reportName: 'pendingApproval', format: 'csv' }))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await create('banker', { reportName: 'vendor', format: 'csv' }))).toBe(ErrorCodes.forbidden);
  });

  it('lets only the creator or an admin read a task or download its file', async () => {
    const id = await createTask('northwindEmployee', { reportName: 'vendor', format: 'csv' });
    await run();
    expect((await download('northwindEmployee', id)).status).toBe(200);
    expect((await download('admin', id)).status).toBe(200);
    expect((await readTask('admin', id)).status).toBe('done');
    for (const who of ['baysideOwner', 'northwindOwner', 'acmeVendorManager'] as As[]) {
      expect(codeOf(await reports(READ, who, { id }))).toBe(ErrorCodes.notFound);
      expect((await download(who, id)).status).toBe(404);
    }
    expect((await download(null, id)).status).toBe(401);
    expect(codeOf(await t.gql(READ, { id }))).toBe(ErrorCodes.unauthenticated);
    expect(codeOf(await t.gql(CREATE, { input: { reportName: 'vendor', format: 'csv' } }))).toBe(ErrorCodes.unauthenticated);
    expect((await download('admin', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await download('admin', 'not-an-id')).status).toBe(404);
  });

  it('rejects an unknown report, format or order with a clear validation error', async () => {
    const bad = await create('northwindOwner', { reportName: 'everything' as ReportName, format: 'pdf' as 'csv' });
    expect(codeOf(bad)).toBe(ErrorCodes.validation);
    expect(bad.errors![0].extensions!.fieldErrors).toEqual({
      reportName: expect.stringContaining('reportName must be one of generalTransfers'),
      format: 'format must be one of csv, xlsx',
    });
    expect(codeOf(await create('northwindOwner', { reportName: 'vendor', format: 'csv', orderBy: 'amountSideways' }))).toBe(ErrorCodes.validation);
    expect(codeOf(await create('northwindOwner', { reportName: 'vendor', format: 'csv', filter: { dateFrom: 'yesterday' } }))).toBe(ErrorCodes.validation);
  });

  it('retries a failed part with the queue backoff and still writes every row once', async () => {
    const input: ExportInput = { reportName: 'generalTransfers', format: 'csv', orderBy: 'createdAtDesc' };
    const id = await createTask('admin', input);
    const failSecondPartOnce = (index: number, attempt: number) => {
      if (index === 1 && attempt === 1) throw new Error('disk hiccup');
    };
    const first = await run({ beforePart: failSecondPartOnce });
    expect(first).toMatchObject({ retried: 1, done: 0 });
    expect(first.errors).toEqual(['disk hiccup']);
    const waiting = await readTask('admin', id);
    expect(waiting).toMatchObject({ status: 'running', finishedParts: [{ index: 0, skip: 0 }], failedParts: [{ index: 1, skip: PART_SIZE }] });
    const job = (await exportJobOf(t.db, id))!;
    expect(job).toMatchObject({ status: 'queued', lastError: 'Part 2: disk hiccup' });
    expect(job.runAt.getTime() - t.clock().getTime()).toBe(30_000);
    // Not due yet: nothing happens.
    expect(await run({ beforePart: failSecondPartOnce })).toMatchObject({ retried: 0, done: 0 });
    t.clock.advance(30_000);
    expect(await run({ beforePart: failSecondPartOnce })).toMatchObject({ done: 1 });
    const task = await readTask('admin', id);
    expect(task).toMatchObject({ status: 'done', failedParts: [] });
    const rows = (await fileRows(await download('admin', id), 'csv')).slice(1);
    expect(rows).toEqual(await listRows('admin', input));
    const ptx = exportColumns('generalTransfers').findIndex((c) => c.key === 'paymentTransactionId');
    expect(new Set(rows.map((r) => r[ptx])).size).toBe(rows.length);
  });

  it('gives up after the job attempts, with the error on the task', async () => {
    const id = await createTask('northwindOwner', { reportName: 'vendor', format: 'xlsx' });
    const alwaysFail = () => {
      throw new Error('no space left on device');
    };
    for (let i = 0; i < 5; i++) {
      await run({ beforePart: alwaysFail });
      t.clock.advance(60 * 60_000);
    }
    const task = await readTask('northwindOwner', id);
    expect(task).toMatchObject({ status: 'failed', error: 'Part 1: no space left on device', failedParts: [{ index: 0, skip: 0 }], fileAvailable: false });
    expect((await exportJobOf(t.db, id))!.status).toBe('failed');
    expect((await download('northwindOwner', id)).status).toBe(409);
  });

  it.each(['afterPartFile', 'afterPartCommit', 'afterAssemble'] as const)('resumes after a crash %s without duplicating a part', async (point) => {
    const input: ExportInput = { reportName: 'generalTransfers', format: 'csv', orderBy: 'dateDesc' };
    const id = await createTask('admin', input);
    await expect(
      run({
        crashPoint: (at, index) => {
          if (at === point && (point === 'afterAssemble' || index === 2)) throw new SimulatedCrash(point);
        },
      }),
    ).rejects.toThrow(SimulatedCrash);
    expect((await exportJobOf(t.db, id))!.status).toBe('running');
    // The lock goes stale, another run takes the job over and finishes it.
    t.clock.advance(6 * 60_000);
    expect(await run()).toMatchObject({ done: 1 });
    const rows = (await fileRows(await download('admin', id), 'csv')).slice(1);
    expect(rows).toEqual((await listRows('admin', input)).map((r) => r.map(spreadsheetSafe)));
    expect((await readTask('admin', id)).rowCount).toBe(rows.length);
  });

  it('stops between parts when the process shuts down and hands the job back, uncounted, for another copy to finish', async () => {
    const input: ExportInput = { reportName: 'generalTransfers', format: 'csv', orderBy: 'dateDesc' };
    const id = await createTask('admin', input);
    const stopping = new AbortController();
    // SIGTERM arrives while the second part is being written: that part is finished, the third is never started.
    const report = await run({ workerId: 'copy-a', stopping: stopping.signal, beforePart: (index) => index === 1 && stopping.abort() });
    expect(report).toMatchObject({ done: 0, failed: 0, retried: 0, partsWritten: 2 });
    const job = (await exportJobOf(t.db, id))!;
    expect(job).toMatchObject({ status: 'queued', lockedBy: null, lockedAt: null, attempts: 0, lastError: null });
    expect(await readTask('admin', id)).toMatchObject({ status: 'running', finishedParts: [{ index: 0 }, { index: 1 }] });
    // At once, not after the stale-lock wait: another copy takes it and finishes the whole file.
    expect(await run({ workerId: 'copy-b' })).toMatchObject({ done: 1 });
    const rows = (await fileRows(await download('admin', id), 'csv')).slice(1);
    expect(rows).toEqual((await listRows('admin', input)).map((r) => r.map(spreadsheetSafe)));
  });

  it('claims nothing once the process is shutting down', async () => {
    const id = await createTask('northwindOwner', { reportName: 'vendor', format: 'csv' });
    const stopping = new AbortController();
    stopping.abort();
    expect(await run({ stopping: stopping.signal })).toMatchObject({ done: 0, partsWritten: 0 });
    expect((await exportJobOf(t.db, id))!).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await run()).toMatchObject({ done: 1 });
  });

  it('deletes the files of tasks older than a day on the next run', async () => {
    const id = await createTask('northwindOwner', { reportName: 'vendor', format: 'csv' });
    await run();
    expect((await download('northwindOwner', id)).status).toBe(200);
    t.clock.advance(25 * 60 * 60_000);
    const report = await run();
    expect(report.filesDeleted).toBeGreaterThanOrEqual(1);
    expect(await readTask('northwindOwner', id)).toMatchObject({ status: 'done', fileAvailable: false });
    expect((await download('northwindOwner', id)).status).toBe(410);
  });
});

describe('export files kept in the database (EXPORT_FILES=database, several copies)', () => {
  /** Another copy of the services on the same database: its own DATA_DIR, so nothing on this copy's disk helps it. */
  async function otherCopy() {
    const dataDir = await mkdtemp(join(tmpdir(), 'payloft-other-copy-'));
    const api = createApi({ db: t.db, config: { ...t.config, dataDir, exportFiles: 'database' }, clock: t.clock });
    return { dataDir, api, close: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const fileBytesOf = async (id: string) => (await t.db.select({ bytes: reportTasks.fileBytes }).from(reportTasks).where(eq(reportTasks.id, id)))[0].bytes;
  const writerDir = () => mkdtemp(join(tmpdir(), 'payloft-writer-copy-'));

  it('serves on one copy, streamed whole, the file another copy wrote, and leaves nothing on the writer\'s disk', async () => {
    const id = await createTask('northwindOwner', { reportName: 'vendor', format: 'csv' });
    const dir = await writerDir();
    const other = await otherCopy();
    try {
      expect(await run({ reportsDir: dir, store: exportFileStore('database', t.db, dir) })).toMatchObject({ done: 1, failed: 0 });
      expect(await readdir(dir)).toEqual([]);
      const response = await other.api.fetch(new Request(`http://api.test/rest/reports/${id}/file`, { headers: { authorization: `Bearer ${await tokenOf('northwindOwner')}` } }));
      expect(response.status).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(body.length);
      expect(await fileBytesOf(id)).toBe(body.length);
      const rows = (await fileRows(new Response(body), 'csv')).slice(1);
      expect(rows.length).toBe((await readTask('northwindOwner', id)).rowCount);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await other.close();
    }
  });

  it('keeps one whole copy when the writer dies after storing the file and the job is run again', async () => {
    const id = await createTask('admin', { reportName: 'generalTransfers', format: 'xlsx' });
    const dir = await writerDir();
    const store = exportFileStore('database', t.db, dir);
    try {
      await expect(
        run({
          reportsDir: dir,
          store,
          crashPoint: (point) => {
            if (point === 'afterAssemble') throw new SimulatedCrash(point);
          },
        }),
      ).rejects.toBeInstanceOf(SimulatedCrash);
      t.clock.advance(6 * 60_000);
      expect(await run({ reportsDir: dir, store })).toMatchObject({ done: 1 });
      const chunks = await t.db.select({ seq: reportFileChunks.seq }).from(reportFileChunks).where(eq(reportFileChunks.taskId, id));
      expect(chunks.map((c) => c.seq)).toEqual(chunks.map((_, i) => i));
      const file = await store.open(id);
      const body = Buffer.concat(await file!.stream.toArray());
      expect(body.length).toBe(await fileBytesOf(id));
      expect(body.subarray(0, 2).toString()).toBe('PK');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('deletes a day-old file from the database, whichever copy runs the clean-up', async () => {
    const id = await createTask('northwindOwner', { reportName: 'vendor', format: 'csv' });
    const dir = await writerDir();
    const other = await writerDir();
    try {
      await run({ reportsDir: dir, store: exportFileStore('database', t.db, dir) });
      t.clock.advance(25 * 60 * 60_000);
      await run({ reportsDir: other, store: exportFileStore('database', t.db, other) });
      expect(await t.db.select().from(reportFileChunks).where(eq(reportFileChunks.taskId, id))).toEqual([]);
      expect(await exportFileStore('database', t.db, dir).open(id)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
      await rm(other, { recursive: true, force: true });
    }
  });
});
