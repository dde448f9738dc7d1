import { describe, expect, it } from 'vitest';
import {
  REPORT_COLUMNS,
  REPORT_NAMES,
  counterpartyFor,
  counterpartyName,
  exportColumns,
  isReportName,
  paymentSideOf,
  listColumns,
  listRowFields,
  listRowOf,
  paymentMethodLabel,
  paymentTypeLabel,
  processStatusLabel,
  returnLabel,
  nextSortOrder,
  recordTimeZone,
  reportColumns,
  reportRow,
  sortDirection,
  statusLabel,
  displayStatus,
  exportSheetName,
  EXPORT_REPORT_NAMES,
  timelineStatus,
  type ReportTransaction,
} from './report-columns';
import { zoneFormat } from './dates';

const NEW_YORK = zoneFormat('America/New_York');

function tx(over: Partial<ReportTransaction> = {}): ReportTransaction {
  return {
    id: 'p1',
    type: 'vendor',
    status: 'error',
    purchaseId: 'PUR-1',
    paymentTransactionId: 'PTX-1',
    paymentProcessStatus: 'error',
    paymentErrorMessage: 'No Account/Unable to Locate Account',
    returnCode: 'R03',
    moneyAmount: 123456,
    createdDate: '2026-03-02T01:30:00.000Z',
    dueDateTime: { date: '2026-03-03', time: '14:45', timezone: 'America/New_York' },
    business: { id: 'b1', name: 'Northwind' },
    vendor: { id: 'v1', name: 'Acme Supplies' },
    contactName: 'Acme Supplies',
    recipient: { bankName: 'First Bank', accountHolderName: 'Acme', accountNumberLast4: '0003' },
    accountingSystem: 'quickBooks',
    ...over,
  };
}

function byHeader(report: (typeof REPORT_NAMES)[number], t: ReportTransaction, zone = NEW_YORK): Record<string, string> {
  const row = reportRow(report, t, zone);
  return Object.fromEntries(reportColumns(report).map((c, i) => [c.header, row[i]]));
}

describe('report columns', () => {
  it('defines columns with unique keys for every report', () => {
    for (const name of REPORT_NAMES) {
      const keys = REPORT_COLUMNS[name].map((c) => c.key);
      expect(keys.length).toBeGreaterThan(3);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(isReportName('vendor')).toBe(true);
    expect(isReportName('nope')).toBe(false);
  });

  it('shows the creation instant in the viewer zone in one Created column (LL-dd-yyyy hh:mm a)', () => {
    // 01:30 UTC on March 2 is 08:30 PM on March 1 in New York.
    const row = byHeader('vendor', tx());
    expect(row.Created).toBe('03-01-2026 08:30 PM');
    expect(row['Created Date']).toBeUndefined();
  });

  it('shows Sent and Settled with their dates in the viewer zone, empty until they happen', () => {
    for (const report of ['generalTransfers', 'vendor', 'api', 'instantCollection', 'onDemand', 'subscription'] as const) {
      const headers = reportColumns(report).map((c) => c.header);
      expect(headers, report).toEqual(expect.arrayContaining(['Sent', 'Settled']));
    }
    const filed = byHeader('generalTransfers', tx({ sentAt: '2026-03-02T15:00:00Z', settledAt: null }));
    expect([filed.Sent, filed.Settled]).toEqual(['03-02-2026', '']);
    const settled = byHeader('vendor', tx({ sentAt: '2026-03-02T15:00:00Z', settledAt: '2026-03-04T02:00:00Z' }));
    // 02:00 UTC on March 4 is March 3 in New York.
    expect([settled.Sent, settled.Settled]).toEqual(['03-02-2026', '03-03-2026']);
  });

  it('uses UTC when no viewer zone is given, and reads a due time without a zone as UTC', () => {
    const t = tx({ dueDateTime: { date: '2026-03-03', time: '14:45', timezone: null } });
    expect(recordTimeZone(t)).toBe('UTC');
    const row = byHeader('vendor', t, zoneFormat('UTC'));
    expect(row.Created).toBe('03-02-2026 01:30 AM');
  });

  it('shows the due date and time in the viewer zone, whatever zone it was stored in (decision 032)', () => {
    const row = byHeader('pendingApproval', tx());
    expect(row['Due Date']).toBe('03-03-2026');
    expect(row['Due Time']).toBe('02:45 PM');
    // The same payment seen from Chicago: one hour earlier, and never before its creation.
    const chicago = byHeader('pendingApproval', tx(), zoneFormat('America/Chicago'));
    expect([chicago.Created, chicago['Due Time']]).toEqual(['03-01-2026 07:30 PM', '01:45 PM']);
  });

  it('shows money in dollars, statuses by label, accounts masked and failures with their code', () => {
    const row = byHeader('vendor', tx());
    expect(row.Amount).toBe('$1,234.56');
    // Sent back by the bank with a code: Returned, even where the engine failed it before settlement.
    expect(row.Status).toBe('Returned');
    expect(byHeader('vendor', tx({ returnCode: null })).Status).toBe('Failed');
    expect(row['Recipient Account']).toBe('****0003');
    expect(row['Accounting System']).toBe('QuickBooks');
    expect(row['Return Code']).toBe('R03');
    // The reason in words, the code in its own column: "R03" once.
    expect(row.Reason).toBe('No account / unable to locate account');
    expect(Object.values(row).filter((v) => v.includes('R03'))).toEqual(['R03']);
  });

  it('leaves missing optional fields empty instead of failing', () => {
    const t = tx({ vendor: null, contactName: null, recipient: null, accountingSystem: null, returnCode: null });
    for (const name of REPORT_NAMES) expect(() => reportRow(name, t)).not.toThrow();
    const row = byHeader('vendor', t);
    expect([row.Vendor, row['Recipient Account'], row['Accounting System'], row['Return Code']]).toEqual(['', '', '', '']);
  });

  it('sorts by amount, counterparty, status, due date, creation and accounting system', () => {
    const sorts = Object.fromEntries(reportColumns('pendingApproval').filter((c) => c.sort).map((c) => [c.key, c.sort]));
    expect(sorts).toEqual({ amount: 'amount', vendor: 'counterparty', status: 'status', created: 'createdAt', dueDate: 'date', accountingSystem: 'accountingSystem' });
  });

  it('labels every lifecycle status in plain words: Sent to bank is not Paid', () => {
    expect(['created', 'pendingApproval', 'scheduled', 'processing', 'success', 'error', 'returned', 'canceled'].map(statusLabel)).toEqual([
      'Created', 'Awaiting approval', 'Scheduled', 'Sent to bank', 'Paid', 'Failed', 'Returned', 'Canceled',
    ]);
    expect(statusLabel('onHold')).toBe('onHold');
    expect(statusLabel(null)).toBe('');
  });

  it('names every XLSX sheet in words Excel accepts: 31 characters at most, no key', () => {
    for (const report of EXPORT_REPORT_NAMES) {
      const name = exportSheetName(report);
      expect(name.length, report).toBeLessThanOrEqual(31);
      expect(name, report).not.toMatch(/[[\]:*?/\\]/);
      expect(name, report).not.toBe(report);
    }
    expect(exportSheetName('generalTransfers')).toBe('General transfers');
  });

  it("a timeline entry of a file written but not delivered reads the bank's truth, not its lifecycle status", () => {
    expect(statusLabel(timelineStatus({ status: 'processing', code: 'achFileWritten' }))).toBe('Not delivered to the bank');
    expect(statusLabel(timelineStatus({ status: 'processing', code: 'sentToBank' }))).toBe('Sent to bank');
    expect(statusLabel(timelineStatus({ status: 'success', code: null }))).toBe('Paid');
  });

  it('a payment whose ACH file has not reached the bank reads "Not delivered to the bank", on its page and in every list', () => {
    const undelivered = tx({ status: 'processing', paymentBankStatus: 'notDelivered' });
    expect(statusLabel(displayStatus(undelivered))).toBe('Not delivered to the bank');
    expect(statusLabel(displayStatus(tx({ status: 'processing', paymentBankStatus: 'sentToBank' })))).toBe('Sent to bank');
    for (const name of REPORT_NAMES) {
      const columns = listColumns(name, { showBusiness: true, showFailure: true });
      const status = columns.find((c) => c.key === 'status');
      if (!status) continue;
      // The list's rows carry the bank status the status cell reads.
      const row = listRowOf(undelivered, listRowFields(columns));
      expect(status.value(row, undefined as never), name).toBe('Not delivered to the bank');
    }
  });

  it('names kinds, process statuses, report types and payment systems in words, never by their enum', () => {
    expect(['vendor', 'api', 'onDemand', 'instantCollection', 'subscription', 'test'].map(paymentTypeLabel)).toEqual([
      'Vendor payment', 'API payment', 'On-demand payment', 'Instant collection', 'Subscription', 'Test payment',
    ]);
    expect(processStatusLabel('success')).toBe('Paid');
    expect(paymentMethodLabel({ paymentSystem: 'bankOfAmerica', bankName: 'Bank of America' })).toBe('Bank of America');
    expect(paymentMethodLabel({ paymentSystem: 'wellsFargo', bankName: 'Acme Bank' })).toBe('Wells Fargo · Acme Bank');
    for (const name of REPORT_NAMES) {
      const row = reportRow(name, tx({ type: 'instantCollection', status: 'processing', paymentProcessStatus: 'processing', paymentMethod: { paymentSystem: 'bankOfAmerica' } }));
      for (const cell of row) expect(cell, name).not.toMatch(/^(instantCollection|InstantCollectionForCustomer|bankOfAmerica|processing|sentToBank|vendor)$/);
    }
  });

  it('prints a return once: the code, then the reason', () => {
    expect(returnLabel('R03')).toBe('R03 No account / unable to locate account');
    expect(returnLabel(null)).toBe('');
  });

  it('names the counterparty: the vendor, the customer, else the account holder', () => {
    expect(counterpartyName(tx())).toBe('Acme Supplies');
    expect(counterpartyName(tx({ vendor: null, contactName: null, customer: { id: 'c', name: 'Maria Lopez' } }))).toBe('Maria Lopez');
    expect(counterpartyName(tx({ vendor: null, contactName: null }))).toBe('Acme');
  });

  it("lists lead with amount, counterparty, status, due date and reference; Business only for the admin; failures only where they are", () => {
    const headers = (showBusiness: boolean, showFailure: boolean) => listColumns('generalTransfers', { showBusiness, showFailure }).map((c) => c.header);
    expect(headers(false, false).slice(0, 6)).toEqual(['Amount', 'Recipient', 'Status', 'Due Date', 'Reference Number', 'Created']);
    expect(headers(false, false)).not.toContain('Business');
    expect(headers(true, false)).toContain('Business');
    expect(headers(false, false)).not.toContain('Reason');
    expect(headers(false, true)).toEqual(expect.arrayContaining(['Reason', 'Return Code']));
    expect(headers(false, false)).not.toContain('Payment Transaction ID');
    expect(listColumns('pendingApproval', { showBusiness: false, showFailure: false }).map((c) => c.header)).toContain('Created By');
  });

  it('sorts a column descending first, then flips it', () => {
    expect(nextSortOrder('date', 'createdAtDesc')).toBe('dateDesc');
    expect(nextSortOrder('date', 'dateDesc')).toBe('dateAsc');
    expect(nextSortOrder('date', 'dateAsc')).toBe('dateDesc');
    expect(sortDirection('createdAt', 'createdAtDesc')).toBe('descending');
    expect(sortDirection('createdAt', 'dateAsc')).toBeUndefined();
    expect(nextSortOrder('amount', 'createdAtDesc')).toBe('amountDesc');
    // Names and statuses start A to Z (lifecycle order).
    expect(nextSortOrder('counterparty', 'createdAtDesc')).toBe('counterpartyAsc');
    expect(nextSortOrder('counterparty', 'counterpartyAsc')).toBe('counterpartyDesc');
    expect(nextSortOrder('status', 'amountDesc')).toBe('statusAsc');
  });
});

describe('the collections list', () => {
  const collection = (over: Partial<ReportTransaction>) =>
    tx({ type: 'instantCollection', vendor: null, customer: { id: 'c1', name: 'Coastal Fleet Services' }, contactName: 'Coastal Fleet Services', collectionType: 'instantCollectionForCustomer', ...over });
  it('reads amount first, then the payer, the collection type in words and the status', () => {
    expect(REPORT_COLUMNS.instantCollection.slice(0, 4).map((c) => c.header)).toEqual(['Amount', 'Payer', 'Collected From', 'Status']);
    const row = byHeader('instantCollection', collection({ status: 'success', returnCode: null, paymentErrorMessage: null }));
    expect([row.Amount, row.Payer, row['Collected From'], row.Status, row.Reason]).toEqual(['$1,234.56', 'Coastal Fleet Services', 'From a customer business', 'Paid', '']);
    expect(byHeader('instantCollection', collection({ collectionType: 'instantCollection' }))['Collected From']).toBe('From a consumer');
  });
  it("gives a failure's reason in plain words, not the bank's code text", () => {
    expect(byHeader('instantCollection', collection({}))['Reason']).toBe('No account / unable to locate account');
    expect(byHeader('instantCollection', collection({ returnCode: null, paymentErrorMessage: 'Not submitted: the sandbox rail never received it' }))['Reason']).toBe(
      'Not submitted: the sandbox rail never received it',
    );
  });
  it('Upcoming says when each collection is expected, or until when it waits for the account check', () => {
    const columns = listColumns('instantCollection', { showBusiness: false, showFailure: false, collectionExpected: true });
    expect(columns.slice(0, 5).map((c) => c.header)).toEqual(['Amount', 'Payer', 'Collected From', 'Status', 'Expected']);
    expect(listColumns('instantCollection', { showBusiness: false, showFailure: false }).map((c) => c.header)).not.toContain('Expected');
    const expected = columns[4];
    const due = { dueDateTime: { date: '2026-12-04', time: '10:00', timezone: 'America/Chicago' } };
    expect(expected.value(collection({ status: 'scheduled', ...due }), NEW_YORK)).toBe('12-04-2026');
    expect(expected.value(collection({ status: 'scheduled', ...due, accountCheck: { method: 'prenote', until: '2026-12-07' } }), NEW_YORK)).toBe(
      'Waiting for the account check until 12-07-2026',
    );
    expect(expected.value(collection({ status: 'scheduled', ...due, accountCheck: { method: 'prenote', until: null } }), NEW_YORK)).toMatch(/^Waiting for the account check: it starts/);
    expect(expected.value(collection({ status: 'scheduled', ...due, accountCheck: { method: 'microDeposits' } }), NEW_YORK)).toBe(
      'Waiting for the consumer to confirm the two small deposits in their bank account',
    );
    // The list's rows carry what the column reads.
    expect(listRowFields(columns)).toContain('accountCheck');
  });
});

describe('the payee reads who pays them (decision 084)', () => {
  const headers = (cols: readonly { header: string }[]) => cols.map((c) => c.header);

  it('gives a vendor manager the payee side and everyone else the payer side', () => {
    expect(paymentSideOf('vendorManager')).toBe('payee');
    for (const role of ['businessOwner', 'businessEmployee', 'payloftAdmin']) expect(paymentSideOf(role)).toBe('payer');
    expect(counterpartyFor(tx(), 'payer')).toBe('Acme Supplies');
    expect(counterpartyFor(tx(), 'payee')).toBe('Northwind');
  });

  it("names the payer where the payee's own name was, leaves out the payer's own facts and adds when it is expected", () => {
    const payer = listColumns('generalTransfers', { showBusiness: false, showFailure: false });
    const payee = listColumns('generalTransfers', { showBusiness: false, showFailure: false, side: 'payee' });
    expect(headers(payer)).toContain('Recipient');
    expect(headers(payee)).not.toContain('Recipient');
    expect(headers(payee).slice(0, 5)).toEqual(['Amount', 'Payer', 'Status', 'Due Date', 'Expected']);
    // A list of settled payments (Completed) says when the money arrived, not when it is expected.
    expect(headers(listColumns('generalTransfers', { showBusiness: false, showFailure: false, side: 'payee', arrival: 'settled' })).slice(0, 5)).toEqual(['Amount', 'Payer', 'Status', 'Due Date', 'Settled']);
    expect(headers(listColumns('vendor', { showBusiness: true, showFailure: false, side: 'payee' }))).not.toEqual(
      expect.arrayContaining(['Vendor', 'Business', 'Accounting System', 'Created By']),
    );
    const payeeRow = Object.fromEntries(payee.map((c) => [c.header, c.value(tx({ status: 'scheduled', returnCode: null }), NEW_YORK)]));
    expect(payeeRow.Payer).toBe('Northwind');
    // Before the bank dates it, the money is expected on its due date; then on the bank's settlement day; then when it settled.
    expect(payeeRow.Expected).toBe('03-03-2026');
    const expected = payee.find((c) => c.key === 'expected')!;
    expect(expected.value(tx({ status: 'processing', settlementDate: '2026-03-05' }), NEW_YORK)).toBe('03-05-2026');
    expect(expected.value(tx({ status: 'success', settledAt: '2026-03-04T15:00:00Z', settlementDate: '2026-03-05' }), NEW_YORK)).toBe('03-04-2026');
  });

  it("exports the payee's file with the payer named and the payer's side unchanged", () => {
    expect(headers(exportColumns('generalTransfers'))).toEqual(headers(REPORT_COLUMNS.generalTransfers).concat([]));
    const payee = headers(exportColumns('generalTransfers', 'payee'));
    expect(payee).toContain('Payer');
    expect(payee).not.toContain('Recipient');
    expect(payee).not.toContain('Business');
  });
});

describe("a list page's rows carry only what its table reads (decision 111)", () => {
  const whole: ReportTransaction = {
    ...tx(),
    paymentBankStatus: 'settled',
    description: 'Parts order',
    referenceNumber: 'INV-7',
    customer: { id: 'c1', name: 'Bayside' },
    paymentMethod: { bankName: 'Bank of America', routingNumber: '026009593', paymentSystem: 'bankOfAmerica' },
    paymentParticipants: { buyer: 'Northwind', recipient: 'Acme Supplies' },
    reportType: 'vendor',
    collectionType: 'instantCollection',
    sentAt: '2026-03-03T20:00:00.000Z',
    settledAt: '2026-03-04T15:00:00.000Z',
    settlementDate: '2026-03-04',
    createdBy: { id: 'u1', name: 'Olivia Bennett' },
    payoutHold: true,
  };
  // Each optional field left out in turn, so every fallback a cell takes (the vendor, else the customer, else ...) is read.
  const optional = Object.keys(whole).filter((k) => !['id', 'type', 'status', 'purchaseId', 'paymentTransactionId', 'moneyAmount', 'createdDate', 'dueDateTime', 'business'].includes(k));
  const variants: ReportTransaction[] = [
    whole,
    { ...whole, status: 'success', returnCode: null },
    ...optional.map((k) => ({ ...whole, [k]: null })),
    { ...whole, vendor: null, customer: null, contactName: null },
    { ...whole, settledAt: null, settlementDate: null },
  ];

  it('renders every list cell of every report, option and side the same from the sent row as from the whole one', () => {
    for (const report of REPORT_NAMES) {
      for (const showBusiness of [false, true]) {
        for (const showFailure of [false, true]) {
          for (const side of ['payer', 'payee'] as const) {
            const columns = listColumns(report, { showBusiness, showFailure, side });
            const fields = listRowFields(columns);
            for (const t of variants) {
              const sent = listRowOf(t, fields);
              for (const col of columns) {
                expect(col.value(sent, NEW_YORK), `${report} ${col.key}`).toBe(col.value(t, NEW_YORK));
                expect(col.raw?.(sent), `${report} ${col.key} raw`).toEqual(col.raw?.(t));
              }
              expect([sent.id, sent.purchaseId, sent.status, sent.returnCode, sent.payoutHold]).toEqual([t.id, t.purchaseId, t.status, t.returnCode, t.payoutHold]);
            }
          }
        }
      }
    }
  });

  it("leaves out what the owner's completed list does not show", () => {
    const fields = listRowFields(listColumns('generalTransfers', { showBusiness: false, showFailure: false, side: 'payer' }));
    const sent = listRowOf(whole, fields);
    for (const absent of ['paymentTransactionId', 'paymentParticipants', 'paymentMethod', 'rail', 'sentAt', 'settledAt', 'business', 'paymentErrorMessage'] as const) {
      expect(sent).not.toHaveProperty(absent);
    }
    expect(listRowOf(whole, listRowFields([], ['business', 'vendor']))).toMatchObject({ business: whole.business, vendor: whole.vendor });
  });
});
