/** Payments engine over the API: lifecycle, idempotency, approvals, scope, calendar, rails, processing cycles, REST. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessRails, consumers, jobs, originatingAccounts, payments, railSubmissions, vendors } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { readAchFile } from '../../domain/nacha';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { reportsGraphql } from './graphql/reports';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
const vendorId: Record<string, string> = {};
const consumerId: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi();
  for (const [key, user] of Object.entries(DEMO_USERS)) token[key] = (await t.tokensFor(user.email)).accessToken;
  for (const v of await t.db.select().from(vendors)) vendorId[v.name] = v.id;
  for (const c of await t.db.select().from(consumers)) consumerId[c.firstName] = c.id;
});
afterAll(async () => {
  await t?.close();
});

type As = keyof typeof DEMO_USERS;
const core = <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: token[as] });
const reports = <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: token[as] });

coreGraphql(`fragment PaymentsPayment on PaymentTransferTransaction { id type status purchaseId paymentTransactionId paymentBankStatus paymentProcessStatus paymentErrorMessage returnCode
  moneyAmount dueDateTime { date time timezone } vendor { id name } recipient { accountNumberLast4 } rail achFileId
  statusDetails { status code datetime description } }`);
reportsGraphql(`fragment PaymentsPayment on PaymentTransferTransaction { id type status purchaseId paymentTransactionId paymentBankStatus paymentProcessStatus paymentErrorMessage returnCode
  moneyAmount dueDateTime { date time timezone } vendor { id name } recipient { accountNumberLast4 } rail achFileId
  statusDetails { status code datetime description } }`);
const CREATE = coreGraphql(`mutation PaymentsCreate2($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { ...PaymentsPayment } }`);
const CYCLE = coreGraphql(`mutation PaymentsCycle($at: String) { runProcessingCycle(at: $at) { at achFiles filedPayments succeeded failed retried } }`);
const LIST = reportsGraphql(`query PaymentsList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {
  paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...PaymentsPayment business { id name } } } } }`);

let keySeq = 0;
const newKey = () => `test-key-${++keySeq}`;

async function createVendorPayment(as: As, vendor: string, amount: number, idempotencyKey = newKey()) {
  return core(CREATE, as, { input: { vendorId: vendorId[vendor], amount, description: `Test ${amount}`, idempotencyKey } });
}
async function setVendorAccount(as: As, vendor: string, accountNumber: string, routingNumber = '122000247') {
  return core(coreGraphql(`mutation PaymentsSetVendorBankAccount($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id last4 routingNumber } }`),
    as,
    { vendorId: vendorId[vendor], input: { bankName: 'Test Bank', routingNumber, accountNumber, accountHolderName: vendor } },
  );
}
const cycle = (at: string) => core(CYCLE, 'admin', { at });
const payment = async (id: string) => (await core(coreGraphql(`query PaymentsPaymentTransferTransaction($id: ID!) { paymentTransferTransaction(id: $id) { ...PaymentsPayment } }`), 'admin', { id })).data!.paymentTransferTransaction!;

// The test clock starts Saturday 2026-11-21 12:00 UTC: new payments fall due Monday 23rd at the demo businesses'
// Payment Time, 10:00 Chicago (decision 032), before FedACH's 14:45 Eastern window.
const MONDAY_CUTOFF = '2026-11-23T16:00:00Z';

describe('banking calendar API', () => {
  it('lists the seeded Federal Reserve schedules with meta.count and filters', async () => {
    const r = await core(coreGraphql(`query PaymentsHolidaySchedules($filter: HolidayScheduleFilter) { holidaySchedules(skip: 0, limit: 10000, filter: $filter, orderBy: "dateAsc") { meta { count } edges { node { id scheduleName year paymentNetwork holidays { holidayName staticDate dynamicRule { nthOccurrence dayOfWeek month } } } } } }`),
      'northwindOwner',
      { filter: { country: 'USA', paymentNetwork: 'ACH' } },
    );
    const list = r.data!.holidaySchedules;
    expect(list.meta.count).toBe(3);
    expect(list.edges.map((e: any) => e.node.year)).toEqual([2025, 2026, 2027]);
    const holidays = list.edges[1].node.holidays;
    expect(holidays).toHaveLength(11);
    expect(holidays).toContainEqual({ holidayName: 'Juneteenth National Independence Day', staticDate: '2026-06-19', dynamicRule: null });
    expect(holidays).toContainEqual({ holidayName: 'Memorial Day', staticDate: null, dynamicRule: { nthOccurrence: 'last', dayOfWeek: 1, month: 5 } });
  });

  it('answers bankHolidays with the Federal Reserve observance', async () => {
    const q = coreGraphql(`query PaymentsQ($year: Int!) { bankHolidays(country: "USA", paymentNetwork: "ACH", year: $year) { date holidayName } }`);
    expect(codeOf(await t.gql(q, { year: 2026 }))).toBe(ErrorCodes.unauthenticated);
    const d2026 = (await core(q, 'northwindClerk', { year: 2026 })).data!.bankHolidays.map((h: any) => h.date);
    expect(d2026).not.toContain('2026-07-03');
    expect(d2026).not.toContain('2026-07-04');
    expect(d2026).toContain('2026-11-26');
    expect(d2026).toHaveLength(10);
    const d2027 = (await core(q, 'northwindClerk', { year: 2027 })).data!.bankHolidays;
    expect(d2027).toContainEqual({ date: '2027-07-05', holidayName: 'Independence Day' });
    // Juneteenth and Christmas 2027 fall on Saturdays: the Friday before stays open.
    expect(d2027.map((h: any) => h.date)).not.toContain('2027-12-24');
    expect(d2027.map((h: any) => h.date)).not.toContain('2027-06-18');
    expect(d2027).toHaveLength(9);
  });

  it('computes paymentDueDate from the stored FedACH windows and holidays', async () => {
    const q = coreGraphql(`query PaymentsQ2($at: String!, $tz: String!, $type: String!, $net: String!) { paymentDueDate(paymentType: $type, paymentNetwork: $net, initiatedAt: $at, timeZone: $tz) { date time timezone } }`);
    const due = async (at: string, tz = 'America/New_York', type = 'vendor', net = 'ACH') => (await core(q, 'northwindOwner', { at, tz, type, net })).data!.paymentDueDate;
    expect(await due('2026-07-03T13:00:00Z')).toEqual({ date: '2026-07-03', time: '10:30', timezone: 'America/New_York' });
    expect(await due('2026-07-03T15:00:00Z')).toEqual({ date: '2026-07-03', time: '14:45', timezone: 'America/New_York' });
    expect(await due('2026-07-03T21:00:00Z')).toEqual({ date: '2026-07-06', time: '10:30', timezone: 'America/New_York' });
    expect(await due('2027-07-02T21:00:00Z')).toEqual({ date: '2027-07-06', time: '10:30', timezone: 'America/New_York' });
    expect(await due('2026-11-25T22:00:00Z')).toEqual({ date: '2026-11-27', time: '10:30', timezone: 'America/New_York' });
    expect(await due('2026-11-26T18:00:00Z', 'UTC', 'vendor', 'RTP')).toEqual({ date: '2026-11-26', time: '18:00', timezone: 'UTC' });
    const bad = await core(q, 'northwindOwner', { at: 'yesterday', tz: 'UTC', type: 'vendor', net: 'ACH' });
    expect(codeOf(bad)).toBe(ErrorCodes.validation);
  });

  it('lists networks and processing rules with filters', async () => {
    const nets = (await core(coreGraphql(`query PaymentsGetPaymentNetworks { getPaymentNetworks { country paymentNetworks } }`), 'admin')).data!.getPaymentNetworks;
    expect(nets).toContainEqual({ country: 'USA', paymentNetworks: ['ACH', 'RTP', 'Wire'] });
    const rules = await core(coreGraphql(`query PaymentsPaymentProcessingTimeRules($filter: PaymentProcessingTimeRuleFilter) { paymentProcessingTimeRules(skip: 0, limit: 10000, filter: $filter) { meta { count } edges { node { paymentType providerInfo { banks } processingSchedules { cutoffTime weekdays daysToProcess description } } } } }`),
      'northwindOwner',
      { filter: { paymentType: 'vendor' } },
    );
    expect(rules.data!.paymentProcessingTimeRules.meta.count).toBe(1);
    expect(rules.data!.paymentProcessingTimeRules.edges[0].node.processingSchedules.map((s: any) => s.cutoffTime)).toEqual(['10:30', '14:45', '16:45']);
  });

  it('lets only the admin create, update and delete holiday schedules and rules', async () => {
    const input = { scheduleName: 'Test closures', country: 'USA', paymentNetwork: 'RTP', year: 2026, holidays: [{ holidayName: 'Founders Day', staticDate: '2026-03-02' }] };
    const create = coreGraphql(`mutation PaymentsCreate($input: HolidayScheduleInput!) { createHolidaySchedule(input: $input) { id scheduleName holidays { holidayName staticDate } } }`);
    for (const who of ['northwindOwner', 'northwindEmployee', 'acmeVendorManager', 'banker'] as As[]) {
      expect(codeOf(await core(create, who, { input }))).toBe(ErrorCodes.forbidden);
    }
    const created = (await core(create, 'admin', { input })).data!.createHolidaySchedule;
    expect(created.holidays).toEqual([{ holidayName: 'Founders Day', staticDate: '2026-03-02' }]);
    expect(codeOf(await core(create, 'admin', { input }))).toBe(ErrorCodes.validation);
    const invalid = await core(create, 'admin', { input: { ...input, scheduleName: 'x', holidays: [{ holidayName: 'Both', staticDate: '2026-01-01', dynamicRule: { nthOccurrence: '1', dayOfWeek: 1, month: 1 } }] } });
    expect(codeOf(invalid)).toBe(ErrorCodes.validation);
    const update = coreGraphql(`mutation PaymentsUpdate($id: ID!, $input: HolidayScheduleInput!) { updateHolidaySchedule(id: $id, input: $input) { scheduleName holidays { holidayName dynamicRule { nthOccurrence } } } }`);
    const newInput = { ...input, scheduleName: 'Renamed', holidays: [{ holidayName: 'Second Monday', dynamicRule: { nthOccurrence: '2', dayOfWeek: 1, month: 3 } }] };
    expect(codeOf(await core(update, 'northwindOwner', { id: created.id, input: newInput }))).toBe(ErrorCodes.forbidden);
    expect((await core(update, 'admin', { id: created.id, input: newInput })).data!.updateHolidaySchedule).toEqual({
      scheduleName: 'Renamed',
      holidays: [{ holidayName: 'Second Monday', dynamicRule: { nthOccurrence: '2' } }],
    });
    const del = coreGraphql(`mutation PaymentsDel($id: ID!) { deleteHolidaySchedule(id: $id) }`);
    expect(codeOf(await core(del, 'northwindOwner', { id: created.id }))).toBe(ErrorCodes.forbidden);
    expect((await core(del, 'admin', { id: created.id })).data!.deleteHolidaySchedule).toBe(true);
    expect(codeOf(await core(del, 'admin', { id: created.id }))).toBe(ErrorCodes.notFound);

    const ruleInput = { paymentType: 'api', banks: ['wellsFargo'], processingSchedules: [{ cutoffTime: '09:00', weekdays: [1, 2, 3, 4, 5], daysToProcess: 1, description: 'Wells batch' }] };
    const createRule = coreGraphql(`mutation PaymentsCreateRule($input: PaymentProcessingTimeRuleInput!) { createPaymentProcessingTimeRule(input: $input) { id providerInfo { banks } } }`);
    expect(codeOf(await core(createRule, 'northwindOwner', { input: ruleInput }))).toBe(ErrorCodes.forbidden);
    const rule = (await core(createRule, 'admin', { input: ruleInput })).data!.createPaymentProcessingTimeRule;
    expect(rule.providerInfo.banks).toEqual(['wellsFargo']);
    const byBank = await core(coreGraphql(`query PaymentsPaymentProcessingTimeRules2 { paymentProcessingTimeRules(skip: 0, limit: 100, filter: { banks: ["wellsFargo"] }) { meta { count } } }`), 'admin');
    expect(byBank.data!.paymentProcessingTimeRules.meta.count).toBe(1);
    const dueQ = coreGraphql(`query PaymentsDueQ($bank: String) { paymentDueDate(paymentType: "api", paymentNetwork: "ACH", bank: $bank, initiatedAt: "2026-11-24T12:00:00Z", timeZone: "America/New_York") { date time } }`);
    expect((await core(dueQ, 'admin', { bank: 'wellsFargo' })).data!.paymentDueDate).toEqual({ date: '2026-11-25', time: '09:00' });
    expect((await core(dueQ, 'admin', { bank: 'usBank' })).data!.paymentDueDate).toEqual({ date: '2026-11-24', time: '10:30' });
    const badRule = await core(createRule, 'admin', { input: { ...ruleInput, processingSchedules: [{ cutoffTime: '25:00', weekdays: [9], daysToProcess: -1 }] } });
    expect(codeOf(badRule)).toBe(ErrorCodes.validation);
    expect((await core(coreGraphql(`mutation PaymentsDeletePaymentProcessingTimeRule($id: ID!) { deletePaymentProcessingTimeRule(id: $id) }`), 'admin', { id: rule.id })).data!.deletePaymentProcessingTimeRule).toBe(true);
  });
});

describe('bank details', () => {
  it('checks routing numbers, encrypts account numbers and shows only last4', async () => {
    const short = await setVendorAccount('baysideOwner', 'Pacific Auto Parts', '5561200934', '12200024');
    expect(short.errors?.[0].extensions?.fieldErrors).toEqual({ routingNumber: Messages.routingNumberLength });
    const checksum = await setVendorAccount('baysideOwner', 'Pacific Auto Parts', '5561200934', '122000248');
    expect(checksum.errors?.[0].extensions?.fieldErrors).toEqual({ routingNumber: Messages.routingNumberChecksum });
    const ok = await setVendorAccount('baysideOwner', 'Pacific Auto Parts', '5561200934');
    expect(ok.data!.setVendorBankAccount).toMatchObject({ last4: '0934', routingNumber: '122000247' });
    expect(codeOf(await setVendorAccount('northwindOwner', 'Pacific Auto Parts', '5561200934'))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await setVendorAccount('northwindClerk', 'Acme Paper', '5561200934'))).toBe(ErrorCodes.forbidden);
    const mine = await core(coreGraphql(`query PaymentsVendorBankAccount($id: ID!) { vendorBankAccount(vendorId: $id) { last4 } }`), 'acmeVendorManager', { id: vendorId['Acme Paper'] });
    expect(mine.data!.vendorBankAccount).toEqual({ last4: '2018' });
    const stored = await t.db.select().from(payments).limit(1);
    expect(stored[0].destinationAccountEncrypted).toMatch(/^v1\./);
  });
});

describe('consumers and the business bank account', () => {
  it('lists a business its own consumers with last4 only', async () => {
    const q = coreGraphql(`query PaymentsQ3($filter: ConsumerFilter) { consumers(skip: 0, limit: 100, filter: $filter) { meta { count } edges { node { consumerId firstName businessName processStatus registrationStatus initialPayment accountNumberLast4 } } } }`);
    const all = (await core(q, 'baysideEmployee')).data!.consumers;
    // Four seeded consumers and the pending consumer invitation of the network demo (api/seed/network.ts).
    expect(all.meta.count).toBe(5);
    expect(new Set(all.edges.map((e: any) => e.node.businessName))).toEqual(new Set(['Bayside Auto Care']));
    expect(all.edges.find((e) => e.node.firstName === 'Kevin')!.node).toMatchObject({ accountNumberLast4: '0003', initialPayment: 0, processStatus: 'active' });
    const pending = (await core(q, 'baysideOwner', { filter: { registrationStatus: 'pending' } })).data!.consumers;
    expect(pending.edges.map((e: any) => e.node.firstName).sort()).toEqual(['Aisha', 'Sam']);
    expect((await core(q, 'northwindOwner')).data!.consumers.meta.count).toBe(0);
    expect((await core(q, 'admin')).data!.consumers.meta.count).toBe(5);
    expect(codeOf(await core(q, 'acmeVendorManager'))).toBe(ErrorCodes.forbidden);
  });

  it('lets the owner and rights employees set the business account, shown as last4', async () => {
    const m = coreGraphql(`mutation PaymentsM($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { last4 routingNumber accountType } }`);
    const input = { bankName: 'Bank of America', routingNumber: '026009593', accountNumber: '9988776655', accountHolderName: 'Lakeside Dental', accountType: 'savings' };
    expect(codeOf(await core(m, 'northwindClerk', { input }))).toBe(ErrorCodes.forbidden);
    expect((await core(m, 'lakesideEmployee', { input })).data!.setBusinessBankAccount).toEqual({ last4: '6655', routingNumber: '026009593', accountType: 'savings' });
    expect((await core(coreGraphql(`query PaymentsBusinessBankAccount { businessBankAccount { last4 } }`), 'lakesideEmployee')).data!.businessBankAccount).toEqual({ last4: '6655' });
    expect((await core(coreGraphql(`query PaymentsBusinessBankAccount2 { businessBankAccount { last4 } }`), 'northwindOwner')).data!.businessBankAccount).toEqual({ last4: '4821' });
  });
});

describe('payment lifecycle (Bayside, sandbox rail, no approval product)', () => {
  it('creates a scheduled payment with its history and a job, and cancels it before processing', async () => {
    await setVendorAccount('baysideOwner', 'Pacific Auto Parts', '5561200934');
    const created = (await createVendorPayment('baysideEmployee', 'Pacific Auto Parts', 12_345)).data!.createVendorPayment;
    expect(created).toMatchObject({ type: 'vendor', status: 'scheduled', moneyAmount: 12_345, dueDateTime: { date: '2026-11-23', time: '10:00', timezone: 'America/Chicago' } });
    expect(created.statusDetails.map((d: any) => d.status)).toEqual(['created', 'scheduled']);
    expect(created.purchaseId).toMatch(/^PUR-/);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.paymentId, created.id));
    expect(job).toMatchObject({ status: 'queued', runAt: new Date(MONDAY_CUTOFF) });

    const cancel = coreGraphql(`mutation PaymentsCancel($id: ID!) { cancelPayment(id: $id) { status statusDetails { status code } } }`);
    expect(codeOf(await core(cancel, 'northwindOwner', { id: created.id }))).toBe(ErrorCodes.notFound);
    const canceled = (await core(cancel, 'baysideOwner', { id: created.id })).data!.cancelPayment;
    expect(canceled.status).toBe('canceled');
    expect(canceled.statusDetails.at(-1)).toEqual({ status: 'canceled', code: 'canceled' });
    expect(codeOf(await core(cancel, 'baysideOwner', { id: created.id }))).toBe(ErrorCodes.validation);
    const [after] = await t.db.select().from(jobs).where(eq(jobs.paymentId, created.id));
    expect(after.status).toBe('canceled');
  });

  it('rejects bad input and callers without rights', async () => {
    expect(codeOf(await createVendorPayment('baysideOwner', 'Pacific Auto Parts', 0))).toBe(ErrorCodes.validation);
    const fractional = await createVendorPayment('baysideOwner', 'Pacific Auto Parts', 10.5);
    expect(fractional.errors?.length).toBe(1);
    expect(fractional.data ?? null).toBeNull();
    expect(codeOf(await createVendorPayment('baysideOwner', 'Acme Paper', 100))).toBe(ErrorCodes.notFound);
    expect(codeOf(await createVendorPayment('northwindClerk', 'Acme Paper', 100))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await createVendorPayment('acmeVendorManager', 'Acme Paper', 100))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await createVendorPayment('admin', 'Acme Paper', 100))).toBe(ErrorCodes.forbidden);
  });

  it.each([
    ['000000000001', 'R01', 'Insufficient Funds'],
    ['000000000003', 'R03', 'No Account/Unable to Locate Account'],
    ['000000000004', 'R04', 'Invalid Account Number'],
    ['5561200934', null, null],
  ])('sandbox account %s ends with %s', async (account, code, message) => {
    await setVendorAccount('baysideOwner', 'Pacific Auto Parts', account);
    const created = (await createVendorPayment('baysideOwner', 'Pacific Auto Parts', 5_000)).data!.createVendorPayment;
    // A minute before Bayside's payment time (10:00 Chicago) the payment is not touched.
    await cycle('2026-11-23T15:59:00Z');
    expect((await payment(created.id)).status).toBe('scheduled');
    await cycle(MONDAY_CUTOFF);
    const done = await payment(created.id);
    if (code) {
      expect(done).toMatchObject({ status: 'error', paymentProcessStatus: 'error', returnCode: code, paymentErrorMessage: `${code} ${message}`, paymentBankStatus: 'returned', rail: 'sandbox' });
      expect(done.statusDetails.at(-1)).toMatchObject({ status: 'error', code, description: message });
    } else {
      expect(done).toMatchObject({ status: 'success', paymentProcessStatus: 'success', paymentBankStatus: 'settled', paymentErrorMessage: null });
    }
    expect(done.statusDetails.map((d: any) => d.status)).toEqual(['created', 'scheduled', 'processing', code ? 'error' : 'success']);
    // A second cycle (at-least-once delivery) changes nothing.
    await cycle('2026-11-23T16:00:00Z');
    expect((await payment(created.id)).statusDetails).toHaveLength(4);
    const subs = await t.db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, created.id));
    expect(subs).toHaveLength(1);
  });

  it('cannot cancel once processing has started', async () => {
    await setVendorAccount('baysideOwner', 'Pacific Auto Parts', '5561200934');
    const created = (await createVendorPayment('baysideOwner', 'Pacific Auto Parts', 700)).data!.createVendorPayment;
    await cycle(MONDAY_CUTOFF);
    expect(codeOf(await core(coreGraphql(`mutation PaymentsCancelPayment($id: ID!) { cancelPayment(id: $id) { status } }`), 'baysideOwner', { id: created.id }))).toBe(ErrorCodes.validation);
  });
});

describe('idempotency', () => {
  it('answers a repeated key with requestIsDuplicatedAPIError and creates once', async () => {
    await setVendorAccount('baysideOwner', 'Pacific Auto Parts', '5561200934');
    const key = newKey();
    expect((await createVendorPayment('baysideOwner', 'Pacific Auto Parts', 1_000, key)).data!.createVendorPayment.status).toBe('scheduled');
    expect(codeOf(await createVendorPayment('baysideEmployee', 'Pacific Auto Parts', 1_000, key))).toBe(ErrorCodes.requestDuplicated);
    expect(await t.db.select().from(payments).where(eq(payments.idempotencyKey, key))).toHaveLength(1);
  });

  it('creates once when ten requests with one key race', async () => {
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 10 }, () => createVendorPayment('baysideOwner', 'Pacific Auto Parts', 2_500, key)));
    expect(results.filter((r) => r.data?.createVendorPayment)).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === ErrorCodes.requestDuplicated)).toHaveLength(9);
    const rows = await t.db.select().from(payments).where(eq(payments.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(jobs).where(eq(jobs.paymentId, rows[0].id))).toHaveLength(1);
  });

  it('scopes keys per business', async () => {
    const key = newKey();
    expect((await createVendorPayment('baysideOwner', 'Pacific Auto Parts', 100, key)).data).toBeTruthy();
    expect((await createVendorPayment('northwindOwner', 'Acme Paper', 100, key)).data).toBeTruthy();
  });
});

describe('approvals (Northwind: Approval product, approval on)', () => {
  const APPROVE = coreGraphql(`mutation PaymentsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status statusDetails { status code } } skippedIds } }`);
  const REJECT = coreGraphql(`mutation PaymentsReject($ids: [ID!]!, $reason: String) { rejectPayments(ids: $ids, reason: $reason) { payments { id status statusDetails { status code description } } skippedIds } }`);
  const PENDING = reportsGraphql(`query PaymentsPending($skip: Int, $limit: Int) { pendingApprovalPaymentTransferTransactions(skip: $skip, limit: $limit) { meta { count } edges { node { id status createdDate } } } }`);

  it('puts new payments in For Approval; owner and rights employees approve, one or many', async () => {
    const a = (await createVendorPayment('northwindEmployee', 'Acme Paper', 10_000)).data!.createVendorPayment;
    const b = (await createVendorPayment('northwindOwner', 'Delta Packaging', 20_000)).data!.createVendorPayment;
    const c = (await createVendorPayment('northwindOwner', 'Delta Packaging', 30_000)).data!.createVendorPayment;
    expect([a.status, b.status, c.status]).toEqual(['pendingApproval', 'pendingApproval', 'pendingApproval']);
    const pending = (await reports(PENDING, 'northwindOwner', { skip: 0, limit: 100 })).data!.pendingApprovalPaymentTransferTransactions;
    expect(pending.edges.map((e: any) => e.node.id)).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    expect(pending.edges.every((e: any) => e.node.status === 'pendingApproval')).toBe(true);
    const dates = pending.edges.map((e: any) => e.node.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const state = (await core(coreGraphql(`query PaymentsApprovingState { approvingState { isPaymentsApproved transactionsApprovingCount } }`), 'northwindEmployee')).data!.approvingState;
    expect(state).toEqual({ isPaymentsApproved: true, transactionsApprovingCount: pending.meta.count });

    for (const who of ['northwindClerk', 'acmeVendorManager', 'banker', 'admin'] as As[]) {
      expect(codeOf(await core(APPROVE, who, { ids: [a.id] }))).toBe(ErrorCodes.forbidden);
    }
    expect(codeOf(await core(APPROVE, 'baysideOwner', { ids: [a.id] }))).toBe(ErrorCodes.forbidden); // Bayside has no approval
    const approved = (await core(APPROVE, 'northwindEmployee', { ids: [a.id, b.id, 'not-an-id'] })).data!.approvePayments;
    expect(approved.payments.map((p: any) => p.status)).toEqual(['scheduled', 'scheduled']);
    expect(approved.payments[0].statusDetails.map((d: any) => d.status)).toEqual(['created', 'pendingApproval', 'scheduled']);
    expect(approved.skippedIds).toEqual(['not-an-id']);
    expect((await core(APPROVE, 'northwindOwner', { ids: [a.id] })).data!.approvePayments.skippedIds).toEqual([a.id]);

    const rejected = (await core(REJECT, 'northwindOwner', { ids: [c.id], reason: 'Duplicate invoice' })).data!.rejectPayments;
    expect(rejected.payments[0]).toMatchObject({ status: 'canceled' });
    expect(rejected.payments[0].statusDetails.at(-1)).toEqual({ status: 'canceled', code: 'rejected', description: 'Duplicate invoice' });
    expect(codeOf(await core(REJECT, 'northwindClerk', { ids: [c.id] }))).toBe(ErrorCodes.forbidden);
    expect((await core(REJECT, 'northwindOwner', { ids: [a.id] })).data!.rejectPayments.skippedIds).toEqual([a.id]);
  });

  it('never processes a payment waiting for approval', async () => {
    const p = (await createVendorPayment('northwindOwner', 'Acme Paper', 4_200)).data!.createVendorPayment;
    await cycle('2026-11-24T15:30:00Z');
    expect((await payment(p.id)).status).toBe('pendingApproval');
  });
});

describe('scope', () => {
  it('keeps every business to its own payments and vendor managers to their vendor', async () => {
    const all = async (as: As) => (await reports(LIST, as, { skip: 0, limit: 1000 })).data!.paymentTransferTransactions;
    const admin = await all('admin');
    const names = new Set(admin.edges.map((e: any) => e.node.business.name));
    expect(names).toEqual(new Set(['Northwind Supply Co.', 'Bayside Auto Care']));
    const bayside = await all('baysideEmployee');
    expect(bayside.meta.count).toBeGreaterThan(0);
    expect(bayside.edges.every((e: any) => e.node.business.name === 'Bayside Auto Care')).toBe(true);
    const northwind = await all('northwindClerk');
    expect(northwind.edges.every((e: any) => e.node.business.name === 'Northwind Supply Co.')).toBe(true);
    expect(bayside.meta.count + northwind.meta.count).toBe(admin.meta.count);
    const acme = await all('acmeVendorManager');
    expect(acme.meta.count).toBeGreaterThan(0);
    expect(acme.edges.every((e: any) => e.node.vendor?.name === 'Acme Paper')).toBe(true);
    expect((await all('banker')).meta.count).toBe(0);
    expect((await all('harborOwner')).meta.count).toBe(0);

    const northwindId = northwind.edges[0].node.id;
    const q = coreGraphql(`query PaymentsQ4($id: ID!) { paymentTransferTransaction(id: $id) { id } }`);
    expect((await core(q, 'baysideOwner', { id: northwindId })).data!.paymentTransferTransaction).toBeNull();
    expect((await core(q, 'northwindClerk', { id: northwindId })).data!.paymentTransferTransaction).toEqual({ id: northwindId });
    // A filter cannot widen the scope.
    const widened = await reports(LIST, 'baysideOwner', { filter: { businessId: northwind.edges[0].node.business.id }, skip: 0, limit: 10 });
    expect(widened.data!.paymentTransferTransactions.meta.count).toBe(0);
    expect(codeOf(await reports(reportsGraphql(`query PaymentsPendingApprovalPaymentTransferTransactions { pendingApprovalPaymentTransferTransactions { meta { count } } }`), 'acmeVendorManager'))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await t.gql(LIST, {}))).toBe(ErrorCodes.unauthenticated);
  });

  it('filters by purchaseId, status and paymentProcessStatus', async () => {
    const failed = (await reports(LIST, 'baysideOwner', { filter: { paymentProcessStatus: 'error' }, skip: 0, limit: 100 })).data!.paymentTransferTransactions;
    expect(failed.edges.some((e: any) => e.node.returnCode === 'R03')).toBe(true);
    const one = failed.edges[0].node;
    const byPurchase = (await reports(LIST, 'baysideOwner', { filter: { purchaseId: one.purchaseId }, skip: 0, limit: 10 })).data!.paymentTransferTransactions;
    expect(byPurchase.edges.map((e: any) => e.node.id)).toEqual([one.id]);
  });
});

describe('NACHA rail (Northwind) and ACH files', () => {
  it('starts with valid seeded ACH files, listed for the admin only', async () => {
    const q = coreGraphql(`query PaymentsQ5 { originatingAccounts { odfiRoutingNumber companyId companyName } achFiles(skip: 0, limit: 100) { meta { count } edges { node { id fileName entries batches totalCreditAmount totalDebitAmount downloadPath createdAt } } } }`);
    expect(codeOf(await core(q, 'northwindOwner'))).toBe(ErrorCodes.forbidden);
    const data = (await core(q, 'admin')).data!;
    expect(data.originatingAccounts).toEqual([{ odfiRoutingNumber: '071000013', companyId: '1872043196', companyName: 'Payloft Inc.' }]);
    expect(data.achFiles.meta.count).toBeGreaterThanOrEqual(2);
    const seeded = data.achFiles.edges.find((e) => e.node.fileName === 'ACH-202611021600-A.ach')!.node;
    expect(seeded).toMatchObject({ entries: 3, totalCreditAmount: 1_284_50 + 4_615_00 + 932_75, totalDebitAmount: 0 });

    const download = await t.api.fetch(new Request(`http://api.test${seeded.downloadPath}`, { headers: { authorization: `Bearer ${token.admin}` } }));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="ACH-202611021600-A.ach"');
    const file = readAchFile(await download.text());
    expect(file.problems).toEqual([]);
    expect(file.batches).toHaveLength(1);
    expect(file.batches[0]).toMatchObject({ secCode: 'CCD', companyName: 'NORTHWIND SUPPLY', companyIdentification: '1364821907', effectiveEntryDate: '261103' }); // a standard entry: the banking day after the file (decision 068)
    expect(file.totalCreditCents).toBe(seeded.totalCreditAmount);

    for (const who of ['northwindOwner', 'banker'] as As[]) {
      const denied = await t.api.fetch(new Request(`http://api.test${seeded.downloadPath}`, { headers: { authorization: `Bearer ${token[who]}` } }));
      expect(denied.status).toBe(403);
    }
    expect((await t.api.fetch(new Request(`http://api.test${seeded.downloadPath}`))).status).toBe(401);
    expect((await t.api.fetch(new Request(`http://api.test/rest/ach-files/nope`, { headers: { authorization: `Bearer ${token.admin}` } }))).status).toBe(404);
  });

  it('writes the cutoff batch into one new file, and never files a payment twice', async () => {
    const a = (await createVendorPayment('northwindOwner', 'Acme Paper', 11_111)).data!.createVendorPayment;
    const b = (await createVendorPayment('northwindOwner', 'Cedar Office Furniture', 22_222)).data!.createVendorPayment;
    await core(coreGraphql(`mutation PaymentsApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }`), 'northwindOwner', { ids: [a.id, b.id] });
    const at = '2026-11-25T15:30:00Z';
    const report = (await cycle(at)).data!.runProcessingCycle;
    expect(report.achFiles).toBe(1);
    const [pa, pb] = [await payment(a.id), await payment(b.id)];
    expect(pa).toMatchObject({ status: 'processing', rail: 'nacha', paymentBankStatus: 'sentToBank' });
    expect(pb.achFileId).toBe(pa.achFileId);
    const again = (await cycle('2026-11-25T15:31:00Z')).data!.runProcessingCycle;
    expect(again.achFiles).toBe(0);
    const res = await t.api.fetch(new Request(`http://api.test/rest/ach-files/${pa.achFileId}`, { headers: { authorization: `Bearer ${token.admin}` } }));
    const file = readAchFile(await res.text());
    expect(file.problems).toEqual([]);
    const entries = file.batches.flatMap((batch) => batch.entries);
    expect(entries.filter((e) => e.amountCents === 11_111 || e.amountCents === 22_222)).toHaveLength(2);
    expect(new Set(entries.map((e) => e.traceNumber)).size).toBe(entries.length);
  });
});

describe('processing: retries, crashes and the cycle mutation', () => {
  it('retries a transient outage with backoff and pays once when the rail is back', async () => {
    await setVendorAccount('baysideOwner', 'Pacific Auto Parts', '5561200934');
    const p = (await createVendorPayment('baysideOwner', 'Pacific Auto Parts', 3_333)).data!.createVendorPayment;
    process.env.SANDBOX_RAIL_OUTAGE = '1';
    try {
      const first = (await cycle(MONDAY_CUTOFF)).data!.runProcessingCycle;
      expect(first.retried).toBeGreaterThanOrEqual(1);
      expect((await payment(p.id)).status).toBe('processing');
      const [job] = await t.db.select().from(jobs).where(eq(jobs.paymentId, p.id));
      expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('SANDBOX_RAIL_OUTAGE') });
      expect(job.runAt.toISOString()).toBe('2026-11-23T16:00:30.000Z');
      await cycle('2026-11-23T16:00:10Z'); // before the backoff: not retried yet
      expect((await t.db.select().from(jobs).where(eq(jobs.paymentId, p.id)))[0].attempts).toBe(1);
    } finally {
      delete process.env.SANDBOX_RAIL_OUTAGE;
    }
    await cycle('2026-11-23T16:01:00Z');
    const done = await payment(p.id);
    expect(done.status).toBe('success');
    expect(done.statusDetails.map((d: any) => d.status)).toEqual(['created', 'scheduled', 'processing', 'success']);
    expect(await t.db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, p.id))).toHaveLength(1);
  });

  it('after the last attempt, fails the payment as not submitted only once the rail says it never received it', async () => {
    const p = (await createVendorPayment('baysideOwner', 'Pacific Auto Parts', 4_444)).data!.createVendorPayment;
    let at = new Date(MONDAY_CUTOFF).getTime();
    process.env.SANDBOX_RAIL_OUTAGE = '1';
    try {
      for (let i = 0; i < 5; i++) {
        await cycle(new Date(at).toISOString());
        at += 2 * 60 * 60_000;
      }
      // The rail cannot say whether it received the payment: it may have been paid, so it is not failed.
      expect(await payment(p.id)).toMatchObject({ status: 'processing', paymentBankStatus: 'awaitingConfirmation' });
    } finally {
      delete process.env.SANDBOX_RAIL_OUTAGE;
    }
    await cycle(new Date(at).toISOString());
    const done = await payment(p.id);
    expect(done).toMatchObject({ status: 'error', paymentBankStatus: 'notSubmitted' });
    expect(done.statusDetails.at(-1)!.code).toBe('railUnavailable');
    const [job] = await t.db.select().from(jobs).where(eq(jobs.paymentId, p.id));
    expect(job).toMatchObject({ status: 'failed', attempts: 6 });
  });

  it('parks a job that fails unexpectedly after its attempts, without touching the money', async () => {
    const p = (await createVendorPayment('baysideOwner', 'Pacific Auto Parts', 5_555)).data!.createVendorPayment;
    await t.db.update(payments).set({ destinationAccountEncrypted: 'v1.broken' }).where(eq(payments.id, p.id));
    let at = new Date(MONDAY_CUTOFF).getTime();
    for (let i = 0; i < 5; i++) {
      await cycle(new Date(at).toISOString());
      at += 2 * 60 * 60_000;
    }
    const [job] = await t.db.select().from(jobs).where(eq(jobs.paymentId, p.id));
    expect(job).toMatchObject({ status: 'failed', attempts: 5 });
    expect(job.lastError).toBeTruthy();
    expect((await payment(p.id)).status).toBe('processing');
    expect(await t.db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, p.id))).toHaveLength(0);
  });

  it('is admin only and refused outside local, dev and demo', async () => {
    expect(codeOf(await core(CYCLE, 'northwindOwner', { at: MONDAY_CUTOFF }))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await core(CYCLE, 'admin', { at: 'soon' }))).toBe(ErrorCodes.validation);
    const prod = await startTestApi({ config: { appEnv: 'prod' }, seed: true });
    try {
      const admin = (await prod.tokensFor(DEMO_USERS.admin.email)).accessToken;
      expect(codeOf(await prod.gql(CYCLE, { at: MONDAY_CUTOFF }, { token: admin }))).toBe(ErrorCodes.forbidden);
    } finally {
      await prod.close();
    }
  });
});

describe('POST /rest/sendFundsToCustomer', () => {
  const send = (as: As | null, body: unknown, key: string | null = newKey()) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (as) headers.authorization = `Bearer ${token[as]}`;
    if (key) headers['idempotency-key'] = key;
    return t.api.fetch(new Request('http://api.test/rest/sendFundsToCustomer', { method: 'POST', headers, body: JSON.stringify(body) }));
  };

  it('asks for ACH confirmation, then initiates the payment once', async () => {
    const body = { consumerId: consumerId.Maria, amount: 15_000, description: 'Refund', referenceNumber: 'RO-1', needACHConfirmation: true, isACHPayment: false };
    const ask = await send('baysideEmployee', body);
    expect(ask.status).toBe(200);
    expect(await ask.json()).toMatchObject({ paymentError: false, needACHConfirmation: true });
    const key = newKey();
    const ok = await send('baysideEmployee', { ...body, isACHPayment: true }, key);
    const json = await ok.json();
    expect(json).toMatchObject({ paymentError: false, message: 'Payment initiated', needACHConfirmation: false, status: 'scheduled' });
    const again = await send('baysideOwner', { ...body, isACHPayment: true }, key);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ paymentError: true, code: ErrorCodes.requestDuplicated });
    const rows = await t.db.select().from(payments).where(and(eq(payments.idempotencyKey, key)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'onDemand', amount: 15_000, consumerId: consumerId.Maria, referenceNumber: 'RO-1' });
    await cycle(MONDAY_CUTOFF);
    expect((await t.db.select().from(payments).where(eq(payments.id, rows[0].id)))[0].status).toBe('success');
  });

  it('refuses strangers, other businesses and incomplete consumers', async () => {
    const body = { consumerId: consumerId.Maria, amount: 100, needACHConfirmation: false, isACHPayment: true };
    expect((await send(null, body)).status).toBe(401);
    expect((await send('acmeVendorManager', body)).status).toBe(403);
    expect((await send('admin', body)).status).toBe(403);
    expect((await send('northwindOwner', body)).status).toBe(404);
    expect((await send('baysideOwner', body, null)).status).toBe(400);
    expect((await send('baysideOwner', { ...body, amount: -5 })).status).toBe(400);
    expect((await send('baysideOwner', { ...body, consumerId: consumerId.Aisha })).status).toBe(422);
    const r03 = await send('baysideOwner', { ...body, consumerId: consumerId.Kevin });
    expect(r03.status).toBe(200);
  });
});

describe('test payments', () => {
  it('sends a test payment through the connected payment system and finds it with the onboarding filter', async () => {
    const TEST_LIST = reportsGraphql(`query PaymentsTestList($filter: PaymentTransferTransactionFilter) { testPaymentTransferTransactions(filter: $filter, skip: 0, limit: 1) { meta { count } edges { node { type status paymentProcessStatus } } } }`);
    expect((await reports(TEST_LIST, 'northwindOwner', { filter: { paymentProcessStatus: 'success' } })).data!.testPaymentTransferTransactions.meta.count).toBe(0);
    const SEND = coreGraphql(`mutation PaymentsSend($key: String!) { sendTestPayment(input: { idempotencyKey: $key }) { type status moneyAmount recipient { accountNumberLast4 } } }`);
    expect(codeOf(await core(SEND, 'northwindClerk', { key: newKey() }))).toBe(ErrorCodes.forbidden);
    const sent = (await core(SEND, 'northwindOwner', { key: newKey() })).data!.sendTestPayment;
    // Northwind's bank takes ACH files: the test is a zero-dollar prenote (decision 070, tests/api/payment-test.test.ts).
    expect(sent).toEqual({ type: 'test', status: 'scheduled', moneyAmount: 0, recipient: { accountNumberLast4: '4821' } });
    await cycle('2026-11-23T15:30:00Z');
    expect((await reports(TEST_LIST, 'northwindOwner', { filter: { paymentProcessStatus: 'success' } })).data!.testPaymentTransferTransactions.meta.count).toBe(0);
    // Settled on the next banking day, it still waits for the bank's silence through NACHA's window.
    await cycle('2026-11-24T15:30:00Z');
    const found = (await reports(TEST_LIST, 'northwindOwner', { filter: { paymentProcessStatus: 'processing' } })).data!.testPaymentTransferTransactions;
    expect(found.meta.count).toBe(1);
    expect(found.edges[0].node).toEqual({ type: 'test', status: 'processing', paymentProcessStatus: 'processing' });
    expect((await reports(TEST_LIST, 'northwindOwner', { filter: { paymentProcessStatus: 'success' } })).data!.testPaymentTransferTransactions.meta.count).toBe(0);
    expect((await reports(TEST_LIST, 'baysideOwner', { filter: {} })).data!.testPaymentTransferTransactions.meta.count).toBe(0);
  });
});

describe('NACHA rail for consumers', () => {
  it('writes consumer payments as a PPD batch', async () => {
    const [account] = await t.db.select().from(originatingAccounts);
    const [bayside] = await t.db.select().from(payments).where(eq(payments.consumerId, consumerId.Maria)).limit(1);
    await t.db.update(businessRails).set({ rail: 'nacha', originatingAccountId: account.id }).where(eq(businessRails.businessId, bayside.businessId));
    const res = await t.api.fetch(
      new Request('http://api.test/rest/sendFundsToCustomer', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token.baysideOwner}`, 'idempotency-key': newKey() },
        body: JSON.stringify({ consumerId: consumerId.Maria, amount: 7_777, needACHConfirmation: false, isACHPayment: true }),
      }),
    );
    const { paymentTransactionId } = await res.json();
    await cycle('2026-11-30T15:30:00Z');
    const [row] = await t.db.select().from(payments).where(eq(payments.paymentTransactionId, paymentTransactionId));
    expect(row).toMatchObject({ status: 'processing', rail: 'nacha' });
    const file = await t.api.fetch(new Request(`http://api.test/rest/ach-files/${row.achFileId}`, { headers: { authorization: `Bearer ${token.admin}` } }));
    const read = readAchFile(await file.text());
    expect(read.problems).toEqual([]);
    const ppd = read.batches.find((b) => b.secCode === 'PPD')!;
    expect(ppd.companyName).toBe('BAYSIDE AUTO CAR');
    expect(ppd.entries).toContainEqual(expect.objectContaining({ amountCents: 7_777, receiverName: 'MARIA LOPEZ', transactionCode: '22' }));
  });
});
