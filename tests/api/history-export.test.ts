/**
 * The history-by-purchaseId export (spec §3 report types): the same report task as the lists' exports,
 * its rows the transaction history of one purchase, and only for someone who may see a payment of that purchase.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, payments, vendors } from '../../api/db/schema';
import { reportsDirOf } from '../../api/modules/reports/exports/storage';
import { exportFileStore } from '../../api/modules/reports/exports/file-store';
import { runReportExports } from '../../api/modules/reports/exports/worker';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import type { ReportTransaction } from '../../domain/report-columns';
import { exportHeaders, expectedFileRows, fileRowsOf } from './support/export-rows';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { reportsGraphql } from './graphql/reports';
import type { TestDocument } from './support/graphql';
import { paymentRow } from './support/factories';

let t: TestApi;
type As = keyof typeof DEMO_USERS;
let reportsDir: string;

const reports = async <R, V>(query: TestDocument<R, V>, as: As, variables?: V) =>
  t.gql(query, variables, { token: (await t.tokensFor(DEMO_USERS[as].email)).accessToken });

const CREATE = reportsGraphql(`mutation HistoryExportCreate($input: CreateReportTaskInput!) { createReportTask(input: $input) { id reportName format status fileName } }`);
const NODE = `id type status purchaseId paymentTransactionId paymentBankStatus paymentProcessStatus paymentErrorMessage returnCode moneyAmount
  description referenceNumber createdDate dueDateTime { date time timezone } business { id name } vendor { id name } customer { id name }
  contactName recipient { bankName accountHolderName accountNumberLast4 } accountingSystem paymentMethod { bankName routingNumber paymentSystem } reportType`;

/** A payment to Acme Paper (its vendor manager sees it) and one to another Northwind vendor (he does not). */
const ACME_PURCHASE = 'PUR-HIST-ACME';
const OTHER_PURCHASE = 'PUR-HIST-OTHER';

const history = (purchaseId: string | null, format: 'csv' | 'xlsx' = 'csv') => ({
  reportName: 'history',
  format,
  filter: purchaseId === null ? null : { purchaseId },
  orderBy: 'createdAtAsc',
});

async function seed() {
  const [northwind] = await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
  const nwVendors = await t.db.select().from(vendors).where(eq(vendors.businessId, northwind.id));
  const acme = nwVendors.find((v) => v.name === 'Acme Paper')!;
  const other = nwVendors.find((v) => v.name !== 'Acme Paper')!;
  const row = (purchaseId: string, vendorId: string, i: number): typeof payments.$inferInsert =>
    paymentRow({
      businessId: northwind.id,
      amount: 12_345 + i,
      vendorId,
      purchaseId,
      paymentTransactionId: `PTX-${purchaseId}`,
      status: 'success',
      paymentProcessStatus: 'success',
      dueDate: '2026-11-03',
      dueTime: '10:30',
      timezone: 'America/Chicago',
      dueAt: new Date('2026-11-03T16:30:00Z'),
      idempotencyKey: `hist-${i}`,
      destinationBankName: 'Test Bank',
      destinationAccountLast4: '4321',
      destinationAccountHolderName: 'Holder',
      createdAt: new Date(`2026-11-02T1${i}:00:00Z`),
      });
  await t.db.insert(payments).values([row(ACME_PURCHASE, acme.id, 1), row(OTHER_PURCHASE, other.id, 2)]);
}

async function download(as: As, id: string): Promise<Response> {
  const token = (await t.tokensFor(DEMO_USERS[as].email)).accessToken;
  return t.api.fetch(new Request(`http://api.test/rest/reports/${id}/file`, { headers: { authorization: `Bearer ${token}` } }));
}

const fileRows = fileRowsOf;

/** The purchase's payments as the general-transfers list shows them to `as`, as cells of the history report. */
async function expectedRows(as: As, purchaseId: string, format: 'csv' | 'xlsx'): Promise<string[][]> {
  const r = await t.gqlUntyped('reports',
    `query($filter: PaymentTransferTransactionFilter) { paymentTransferTransactions(filter: $filter, orderBy: "createdAtAsc", limit: 100) { edges { node { ${NODE} } } } }`,
    { filter: { purchaseId } },
    { token: (await t.tokensFor(DEMO_USERS[as].email)).accessToken },
  );
  expect(r.errors).toBeUndefined();
  const token = (await t.tokensFor(DEMO_USERS[as].email)).accessToken;
  const zone = (await t.gql(coreGraphql(`query HistoryExportViewer { viewer { timeZone } }`), {}, { token })).data!.viewer.timeZone as string;
  return expectedFileRows('history', r.data!.paymentTransferTransactions.edges.map((e: { node: ReportTransaction }) => e.node), zone, format);
}

beforeAll(async () => {
  t = await startTestApi();
  reportsDir = reportsDirOf(t.config.dataDir);
  await seed();
});
afterAll(async () => {
  await t?.close();
});

describe('history by purchaseId export', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`writes the purchase's history as ${format.toUpperCase()} through a report task`, async () => {
      const created = await reports(CREATE, 'northwindOwner', { input: history(ACME_PURCHASE, format) });
      expect(created.errors).toBeUndefined();
      const task = created.data!.createReportTask;
      expect(task).toMatchObject({ reportName: 'history', format, status: 'queued' });
      expect(task.fileName).toMatch(new RegExp(`^history-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
      expect(await runReportExports(t.db, { clock: t.clock, reportsDir, store: exportFileStore(t.config.exportFiles, t.db, reportsDir) })).toMatchObject({ done: 1, failed: 0 });
      const response = await download('northwindOwner', task.id);
      expect(response.status).toBe(200);
      const rows = await fileRows(response, format);
      expect(rows[0]).toEqual(exportHeaders('history'));
      const expected = await expectedRows('northwindOwner', ACME_PURCHASE, format);
      expect(expected).toHaveLength(1);
      expect(rows.slice(1)).toEqual(expected);
      expect(rows[1]).toContain(ACME_PURCHASE);
    });
  }

  it('is for those who may see a payment of the purchase: its business, the admin and the vendor paid', async () => {
    for (const as of ['northwindEmployee', 'admin', 'acmeVendorManager'] as const) {
      const r = await reports(CREATE, as, { input: history(ACME_PURCHASE) });
      expect(r.errors, as).toBeUndefined();
    }
    await runReportExports(t.db, { clock: t.clock, reportsDir, store: exportFileStore(t.config.exportFiles, t.db, reportsDir) });
  });

  it('answers "not found" to anyone else, and "forbidden" to a bank user', async () => {
    // Another business, and a vendor manager whose vendor was not paid in this purchase: the purchase does not exist for them.
    for (const [as, purchaseId] of [
      ['baysideOwner', ACME_PURCHASE],
      ['lakesideEmployee', OTHER_PURCHASE],
      ['acmeVendorManager', OTHER_PURCHASE],
    ] as const) {
      const r = await reports(CREATE, as, { input: history(purchaseId) });
      expect(codeOf(r), `${as} ${purchaseId}`).toBe(ErrorCodes.notFound);
    }
    expect(codeOf(await reports(CREATE, 'banker', { input: history(ACME_PURCHASE) }))).toBe(ErrorCodes.forbidden);
  });

  it('needs a purchaseId', async () => {
    for (const filter of [null, '  ']) {
      const r = await reports(CREATE, 'northwindOwner', { input: history(filter) });
      expect(codeOf(r)).toBe(ErrorCodes.validation);
    }
  });
});
