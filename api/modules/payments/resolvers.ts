/**
 * Resolvers of the payments engine on the core and reports endpoints; each authorises its caller (role, business
 * scope, rights, product). One topic over 400 lines: the one resolver map of the payments SDL, each entry a guard and a
 * call into the module's services, which are split by topic (service, approvals, destinations, payment-test, ...).
 */
// The rails this module's mutations reach ask it back through their port (api/rails/payments-port.ts).
import './rail-port';
import { PAYLOFT_BANK } from '../../../domain/product';
import { DUE_DATE_MAX_DAYS_AHEAD, dueDateWithinReach, isIsoDay, parseIsoInstant } from '../../../domain/input-limits';
import { Messages } from '../../../domain/messages';
import { referenceNumberField } from '../../../domain/payment-forms';
import { firstFieldErrors } from '../../../domain/field-errors';
import { checkAccess } from '../../../domain/guard';
import { isProduct, isRole, Roles } from '../../../domain/roles';
import { routeById, userContext } from '../../../domain/routes';
import { isValidRoutingChecksum } from '../../../domain/validation';
import { isTimeZone } from '../../../domain/dates';
import { SameDayMessages, nextSameDayWindowText, sameDayCutoffText, standardEffectiveDate } from '../../../domain/same-day-ach';
import { isDevelopmentLike, outboxNeedsAdmin } from '../../../domain/environment';
import type { ApiContext } from '../../graphql/context';
import type { bankAccounts, UserRow } from '../../db/schema';
import { submitPaymentNow } from './processing/submit';

/** Where the sandbox settles a test payment at once. */
const SANDBOX_ENVIRONMENTS: readonly string[] = ['local', 'dev', 'demo'];
import { writeAudit, type AuditAction } from '../../db/audit';
import { decryptSecret } from '../../lib/crypto';
import { forbidden, notFound, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { INSTANT_NETWORK_LABELS, RECALL_REASONS, isRecallReason, recallRefusalSentence } from '../../../domain/instant-payments';
import { instantConnectorFor } from '../../rails/instant/rail';
import { recallInstantPayment } from '../../rails/instant/inbox';
import { recallOf, type InstantRecallRow } from '../../rails/instant/recalls';
import { requestOf, type InstantRequestRow } from '../../rails/instant/requests';
import { callerWithScope, isAdminUser, requireAdminCaller, callerWithRights } from '../../graphql/access';
import * as calendar from './calendar';
import * as svc from './service';
import * as destinations from './destinations';
import { approvePayments, cancelPayment, isApprover, rejectPayments } from './approvals';
import { listAchFiles, listOriginatingAccounts } from './ach-files';
import { saveBankAccount as saveBankAccountOf } from './bank-accounts';
import { listConsumers } from './consumers';
import { viewFor } from '../reports';
import { collectPayments, connectedCustomers } from './collections';
import { authorizationOfPayment } from './consumer-debits';
import { vendorById, vendorIdManagedBy } from './vendors';
import { confirmMicroDepositTest, openMicroDepositTest, openPrenoteTest, paymentTestStatus, startMicroDepositTest } from './payment-test';
import { PRENOTE_TEST_CENTS } from '../../../domain/payment-test';
import type { BankAccountInput, Resolvers } from '../../graphql/generated/core';
import { pageArgs } from '../../graphql/validation';
import { sandboxStatementLines } from './account-validation';

/** The Payment Test as the page reads it, with whether a test sent now goes at once (decision 136). */
async function paymentTestView(ctx: ApiContext, businessId: string) {
  const status = await paymentTestStatus(ctx.db, businessId, ctx.clock());
  return { ...status, goesNow: status.proof !== 'prenote' && SANDBOX_ENVIRONMENTS.includes(ctx.config.appEnv) };
}

const MAX_LIMIT = 10_000;

const page = (args: { skip?: number | null; limit?: number | null }, fallback = 10) => pageArgs(args, { max: MAX_LIMIT, fallback });

function requireId(id: string, what: string) {
  if (!isUuid(id)) throw notFound(what);
  return id;
}

async function viewOne(ctx: ApiContext, row: Parameters<typeof svc.paymentViews>[1][number]) {
  return (await svc.paymentViews(ctx.db, [row]))[0];
}

/** The banks settings (holiday schedules, processing-time rules) decide when money moves: every change is audited with who made it. */
async function auditBankSettings(ctx: ApiContext, admin: UserRow, action: AuditAction, details: Record<string, unknown>) {
  await writeAudit(ctx.db, { at: ctx.clock(), userId: admin.id, address: ctx.address, action, outcome: 'success', details });
}

function bankAccountView(a: typeof bankAccounts.$inferSelect) {
  return { id: a.id, bankName: a.bankName, routingNumber: a.routingNumber, last4: a.last4, accountHolderName: a.accountHolderName, accountType: a.accountType, status: a.status };
}

/** Vendor bank details: the owner or a rights employee of the vendor's business, or the vendor's own manager. */
async function canManageVendor(ctx: ApiContext, vendorId: string) {
  const { user, scope } = await callerWithScope(ctx);
  const vendor = await vendorById(ctx.db, vendorId);
  if (!vendor) return { vendor: null, allowed: isAdminUser(user) };
  if (isAdminUser(user)) return { vendor, allowed: true };
  if (scope.businessId === vendor.businessId && scope.hasRights) return { vendor, allowed: true };
  if (user.role === Roles.vendorManager) {
    return { vendor, allowed: (await vendorIdManagedBy(ctx.db, user.id)) === vendorId };
  }
  return { vendor, allowed: false };
}

/** The pages that list consumers: Instant Collections (Enabled and Pending share one rule) and On Demand's Active Payments. */
const CONSUMER_PAGES = ['instantCollections.enabled', 'onDemand.consumers'] as const;

/**
 * May the caller open one of these pages by the route table's role, rights and product rules? A resolver that serves
 * exactly those pages asks this, so the API refuses whom the web's guard keeps out (decision 038).
 */
async function mayOpenAnyPage(ctx: ApiContext, user: UserRow, scope: { businessId: string | null; hasRights: boolean }, routeIds: readonly string[]) {
  if (!isRole(user.role)) return false;
  const held = scope.businessId ? (await svc.businessProducts(ctx.db, scope.businessId)).filter(isProduct) : [];
  const viewer = userContext(user.role, held, { isBusinessRightsAvailable: scope.hasRights });
  return routeIds.some((id) => checkAccess(routeById(id), viewer).kind === 'allow');
}

function recallView(r: InstantRecallRow) {
  return {
    state: r.state,
    reasonCode: r.reasonCode,
    reason: isRecallReason(r.reasonCode) ? RECALL_REASONS[r.reasonCode] : r.reasonCode,
    refusalCode: r.refusalCode,
    refusal: r.state === 'rejected' ? recallRefusalSentence(r.refusalCode) : null,
    requestedAt: r.requestedAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
  };
}

function requestView(r: InstantRequestRow) {
  return { state: r.state, network: INSTANT_NETWORK_LABELS[r.network], expiresAt: r.expiresAt.toISOString(), reasonCode: r.reasonCode };
}

export const paymentsCoreResolvers = {
  Query: {
    paymentTest: async (_, __, ctx) => {
      const { scope } = await callerWithRights(ctx);
      return paymentTestView(ctx, scope.businessId);
    },
    // The demo's consumers cannot read a real statement; staging and prod never expose the amounts (decision 136).
    sandboxBankStatement: async (_, { limit }, ctx) => {
      if (!isDevelopmentLike(ctx.config.appEnv)) throw notFound('Statement');
      if (outboxNeedsAdmin(ctx.config.appEnv)) await requireAdminCaller(ctx);
      const lines = await sandboxStatementLines(ctx.db, ctx.config.encryptionKey, ctx.config.appEnv, Math.min(Math.max(limit ?? 25, 1), 100));
      return lines;
    },
    consumers: async (_, args, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      if (!(await mayOpenAnyPage(ctx, user, scope, CONSUMER_PAGES))) throw forbidden();
      const { skip, limit } = page(args);
      let businessId: string | null = null;
      if (!isAdminUser(user)) {
        if (!scope.businessId) throw forbidden();
        businessId = scope.businessId;
      }
      const list = await listConsumers(ctx.db, { businessId, filter: args.filter, skip, limit });
      return { meta: { count: list.count }, edges: list.consumers.map((node) => ({ node })) };
    },
    businessBankAccount: async (_, __, ctx) => {
      const { scope } = await callerWithRights(ctx);
      const account = await destinations.businessBankAccount(ctx.db, scope.businessId);
      return account ? bankAccountView(account) : null;
    },
    holidaySchedules: async (_, args, ctx) => {
      await ctx.viewer();
      return calendar.listHolidaySchedules(ctx.db, { ...page(args), filter: args.filter, orderBy: args.orderBy });
    },
    getPaymentNetworks: async (_, __, ctx) => {
      await ctx.viewer();
      return Object.entries(calendar.PAYMENT_NETWORKS).map(([country, paymentNetworks]) => ({ country, paymentNetworks: [...paymentNetworks] }));
    },
    paymentProcessingTimeRules: async (_, args, ctx) => {
      await ctx.viewer();
      return calendar.listProcessingTimeRules(ctx.db, { ...page(args), filter: args.filter });
    },
    bankHolidays: async (_, args, ctx) => {
      await ctx.viewer();
      return calendar.bankHolidays(ctx.db, args.country, args.paymentNetwork, args.year);
    },
    paymentDueDate: async (_, args, ctx) => {
      await ctx.viewer();
      if (!parseIsoInstant(args.initiatedAt)) throw validationError('initiatedAt must be an ISO instant', { initiatedAt: 'initiatedAt must be an ISO instant' });
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: args.timeZone });
      } catch {
        throw validationError('Unknown time zone', { timeZone: 'Unknown time zone' });
      }
      return calendar.computeDueDate(ctx.db, args);
    },
    businessPaymentDueDate: async (_, { paymentType, dueDate }, ctx) => {
      const { scope } = await callerWithScope(ctx);
      if (!scope.businessId) throw forbidden();
      if (dueDate && !isIsoDay(dueDate)) throw validationError(Messages.dateFormat, { dueDate: Messages.dateFormat });
      const { due } = await calendar.dueForPayment(ctx.db, paymentType, await destinations.businessPaymentSystem(ctx.db, scope.businessId), ctx.clock(), dueDate ?? null, scope.businessId);
      return due;
    },
    expectedArrivalDate: async (_, { paymentType, dueDate, sameDayAch }, ctx) => {
      const { scope } = await callerWithScope(ctx);
      if (!scope.businessId) throw forbidden();
      if (dueDate && !isIsoDay(dueDate)) throw validationError(Messages.dateFormat, { dueDate: Messages.dateFormat });
      const ach = await calendar.loadCalendar(ctx.db, 'USA', 'ACH');
      if (sameDayAch) return ach.addBankingDays(dueDate ?? ctx.clock().toISOString().slice(0, 10), 0);
      const { due } = await calendar.dueForPayment(ctx.db, paymentType, await destinations.businessPaymentSystem(ctx.db, scope.businessId), ctx.clock(), dueDate ?? null, scope.businessId);
      return standardEffectiveDate(due.date, ach);
    },
    sameDayAchCutoff: async (_, { timeZone }, ctx) => {
      const { scope } = await callerWithScope(ctx);
      if (!scope.businessId) throw forbidden();
      if (!isTimeZone(timeZone)) throw validationError('Unknown time zone', { timeZone: 'Unknown time zone' });
      const [now, days] = [ctx.clock(), await calendar.loadCalendar(ctx.db, 'USA', 'ACH')];
      const cutoff = sameDayCutoffText(now, days, timeZone);
      return { ...cutoff, closedMessage: cutoff.open ? null : SameDayMessages.closed(nextSameDayWindowText(now, days, timeZone)) };
    },
    paymentTransferTransaction: async (_, { id }, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      const visible = await svc.visibilityOf(ctx.db, user, scope);
      if (visible === null || !isUuid(id)) return null;
      const row = await svc.paymentById(ctx.db, id, visible);
      if (!row) return null;
      const authorization = await authorizationOfPayment(ctx.db, row);
      // A recall is the paying business's own affair: its payee does not see it.
      const own = scope.businessId === row.businessId;
      const recall = own ? await recallOf(ctx.db, row.id) : null;
      // So is a collection's request for payment (only a collection has one).
      const paymentRequest = own && row.kind === 'instantCollection' && row.instantNetwork ? await requestOf(ctx.db, row.id) : null;
      return {
        ...viewFor(await viewOne(ctx, row), user.role),
        debitAuthorization: authorization && { ...authorization, acceptedAt: authorization.acceptedAt.toISOString() },
        instantRecall: recall && recallView(recall),
        instantPaymentRequest: paymentRequest && requestView(paymentRequest),
      };
    },
    approvingState: async (_, __, ctx) => {
      const { scope } = await callerWithScope(ctx);
      if (!scope.businessId) throw forbidden();
      return svc.approvingState(ctx.db, scope.businessId);
    },
    vendorBankAccount: async (_, { vendorId }, ctx) => {
      if (!isUuid(vendorId)) throw forbidden();
      const { vendor, allowed } = await canManageVendor(ctx, vendorId);
      if (!allowed) throw forbidden();
      if (!vendor) return null;
      const a = await destinations.activeVendorAccount(ctx.db, vendorId);
      return a ? bankAccountView(a) : null;
    },
    collectableCustomers: async (_, __, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      if (!isApprover(user, scope)) throw forbidden();
      if (!(await svc.businessProducts(ctx.db, scope.businessId!)).includes('InstantCollectionForCustomer')) throw forbidden();
      const rows = await connectedCustomers(ctx.db, scope.businessId!);
      return Promise.all(
        rows.map(async (r) => ({
          businessId: r.businessId,
          name: r.name,
          email: r.email,
          hasBankAccount: Boolean(await destinations.businessBankAccount(ctx.db, r.businessId)),
          connectedAt: (r.connectedAt ?? new Date(0)).toISOString(),
        })),
      );
    },
    originatingAccounts: async (_, __, ctx) => {
      await requireAdminCaller(ctx);
      const rows = await listOriginatingAccounts(ctx.db);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
    achFiles: async (_, args, ctx) => {
      await requireAdminCaller(ctx);
      const { count: n, rows } = await listAchFiles(ctx.db, page(args));
      return {
        meta: { count: n },
        edges: rows.map(({ file, account }) => ({
          node: {
            id: file.id,
            fileName: file.fileName,
            createdAt: file.createdAt.toISOString(),
            batchCutoff: file.batchCutoff.toISOString(),
            entries: file.entryCount,
            batches: file.batchCount,
            totalCreditAmount: file.totalCreditCents,
            totalDebitAmount: file.totalDebitCents,
            originatingAccount: { ...account, createdAt: account.createdAt.toISOString() },
            downloadPath: `/rest/ach-files/${file.id}`,
          },
        })),
      };
    },
  },
  Mutation: {
    collectPayments: async (_, { input }, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      const result = await collectPayments(ctx.db, ctx.config.encryptionKey, { kind: 'person', user, scope, address: ctx.address }, input, ctx.clock(), instantConnectorFor(ctx.config.appEnv));
      return { payments: await svc.paymentViews(ctx.db, result.payments), replayed: result.replayed };
    },
    createHolidaySchedule: async (_, { input }, ctx) => {
      const admin = await requireAdminCaller(ctx);
      const row = await calendar.createHolidaySchedule(ctx.db, input, ctx.clock());
      await auditBankSettings(ctx, admin, 'holidayScheduleCreated', { id: row.id, scheduleName: row.scheduleName, year: row.year });
      return row;
    },
    updateHolidaySchedule: async (_, { id, input }, ctx) => {
      const admin = await requireAdminCaller(ctx);
      const row = await calendar.updateHolidaySchedule(ctx.db, requireId(id, 'Holiday schedule'), input, ctx.clock());
      if (!row) throw notFound('Holiday schedule');
      await auditBankSettings(ctx, admin, 'holidayScheduleUpdated', { id: row.id, scheduleName: row.scheduleName, year: row.year });
      return row;
    },
    deleteHolidaySchedule: async (_, { id }, ctx) => {
      const admin = await requireAdminCaller(ctx);
      if (!(await calendar.deleteHolidaySchedule(ctx.db, requireId(id, 'Holiday schedule')))) throw notFound('Holiday schedule');
      await auditBankSettings(ctx, admin, 'holidayScheduleDeleted', { id });
      return true;
    },
    createPaymentProcessingTimeRule: async (_, { input }, ctx) => {
      const admin = await requireAdminCaller(ctx);
      const row = await calendar.createProcessingTimeRule(ctx.db, input, ctx.clock());
      await auditBankSettings(ctx, admin, 'processingRuleCreated', { id: row.id, input });
      return row;
    },
    updatePaymentProcessingTimeRule: async (_, { id, input }, ctx) => {
      const admin = await requireAdminCaller(ctx);
      const row = await calendar.updateProcessingTimeRule(ctx.db, requireId(id, 'Processing time rule'), input, ctx.clock());
      if (!row) throw notFound('Processing time rule');
      await auditBankSettings(ctx, admin, 'processingRuleUpdated', { id: row.id, input });
      return row;
    },
    deletePaymentProcessingTimeRule: async (_, { id }, ctx) => {
      const admin = await requireAdminCaller(ctx);
      if (!(await calendar.deleteProcessingTimeRule(ctx.db, requireId(id, 'Processing time rule')))) throw notFound('Processing time rule');
      await auditBankSettings(ctx, admin, 'processingRuleDeleted', { id });
      return true;
    },

    createVendorPayment: async (_, { input }, ctx) => {
      const { user, scope } = await callerWithRights(ctx);
      const vendor = isUuid(input.vendorId) ? await vendorById(ctx.db, input.vendorId) : null;
      if (!vendor || vendor.businessId !== scope.businessId) throw notFound('Vendor');
      // A payee synced from an accounting system is paid only while the business has it enabled (Manage Payees).
      if (vendor.accountingSystem && vendor.payeeStatus !== 'enabled') throw validationError(Messages.payeeDisabled, { vendorId: Messages.payeeDisabled });
      // No account yet: the engine accepts it only for an invited vendor, and the payment waits for its details (decision 094).
      const destination = await destinations.vendorDestination(ctx.db, vendor.id);
      const bank = await destinations.businessPaymentSystem(ctx.db, scope.businessId);
      if (input.dueDate && !isIsoDay(input.dueDate)) throw validationError(Messages.dateFormat, { dueDate: Messages.dateFormat });
      if (input.dueDate && !dueDateWithinReach(input.dueDate, ctx.clock()))
        throw validationError(Messages.dueDateTooFar(DUE_DATE_MAX_DAYS_AHEAD), { dueDate: Messages.dueDateTooFar(DUE_DATE_MAX_DAYS_AHEAD) });
      const reference = referenceNumberField.safeParse(input.referenceNumber ?? undefined);
      if (!reference.success) {
        const fieldErrors = firstFieldErrors(reference.error, 'referenceNumber');
        throw validationError(fieldErrors.referenceNumber!, fieldErrors);
      }
      const row = await svc.createPayment(
        ctx.db,
        ctx.config.encryptionKey,
        {
          businessId: scope.businessId,
          kind: 'vendor',
          amount: input.amount,
          idempotencyKey: input.idempotencyKey,
          vendorId: vendor.id,
          description: input.description,
          referenceNumber: reference.data ?? null,
          destination: destination && { ...destination, accountNumber: decryptSecret(destination.encrypted, ctx.config.encryptionKey) },
          bank,
          createdByUserId: user.id,
          dueDate: input.dueDate ?? null,
          sameDayAch: input.sameDayAch ?? false,
        },
        ctx.clock(),
      );
      return viewOne(ctx, row);
    },
    approvePayments: async (_, { ids }, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      const result = await approvePayments(ctx.db, user, scope, ids, ctx.clock());
      return { payments: await svc.paymentViews(ctx.db, result.payments), skippedIds: result.skippedIds };
    },
    rejectPayments: async (_, { ids, reason }, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      const result = await rejectPayments(ctx.db, user, scope, ids, ctx.clock(), reason);
      return { payments: await svc.paymentViews(ctx.db, result.payments), skippedIds: result.skippedIds };
    },
    recallInstantPayment: async (_, { id, reasonCode }, ctx) => {
      const { user, scope } = await callerWithRights(ctx);
      if (!isUuid(id)) throw notFound('Payment');
      if (!isRecallReason(reasonCode)) throw validationError('Choose why the payment is recalled', { reasonCode: 'Choose why the payment is recalled' });
      const connector = instantConnectorFor(ctx.config.appEnv);
      const recall = await recallInstantPayment(ctx.db, connector, { user, businessId: scope.businessId, hasRights: scope.hasRights, paymentId: id, reason: reasonCode, address: ctx.address }, ctx.clock());
      return recallView(recall);
    },
    cancelPayment: async (_, { id }, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      return viewOne(ctx, await cancelPayment(ctx.db, user, scope, id, ctx.clock()));
    },
    setVendorBankAccount: async (_, { vendorId, input }, ctx) => {
      if (!isUuid(vendorId)) throw forbidden();
      // The vendor's own side changes its account through changeVendorPayoutAccount, which holds the next payment (decision 029).
      if ((await ctx.viewer()).user.role === Roles.vendorManager) throw forbidden();
      const { vendor, allowed } = await canManageVendor(ctx, vendorId);
      if (!allowed) throw forbidden();
      if (!vendor) throw notFound('Vendor');
      const saved = await saveBankAccount(ctx, { vendorId }, input, (await ctx.viewer()).user);
      return bankAccountView(saved);
    },
    setBusinessBankAccount: async (_, { input }, ctx) => {
      const { scope } = await callerWithRights(ctx);
      return bankAccountView(await saveBankAccount(ctx, { businessId: scope.businessId }, input));
    },
    sendTestPayment: async (_, { input }, ctx) => {
      const { user, scope } = await callerWithRights(ctx);
      // A connected bank API is optional (decision 078): without one the test goes through the business's rail, as its payments do.
      const bank = await destinations.businessPaymentSystem(ctx.db, scope.businessId);
      const through = bank ?? PAYLOFT_BANK;
      const account = await destinations.businessBankAccount(ctx.db, scope.businessId);
      if (!account) throw validationError('Add the business bank account before sending a test payment', {});
      // The business's rail decides the proof (decision 070): a bank that takes files gets a prenote, the sandbox a dollar.
      const { proof } = await paymentTestStatus(ctx.db, scope.businessId, ctx.clock());
      const prenote = proof === 'prenote';
      // One prenote at a time: a second would only race the first's answer (a repeat of the same key is answered below).
      const waiting = prenote ? await openPrenoteTest(ctx.db, scope.businessId) : null;
      // Local, dev and demo: the sandbox settles the test payment at once, so it is due when it goes (decision 136).
      const goesNow = !prenote && SANDBOX_ENVIRONMENTS.includes(ctx.config.appEnv);
      if (waiting && waiting.idempotencyKey !== input.idempotencyKey) throw validationError(Messages.paymentTestAlreadyWaiting, {});
      if (prenote && (await openMicroDepositTest(ctx.db, scope.businessId))) throw validationError(Messages.paymentTestAlreadyWaiting, {});
      const row = await svc.createPayment(
        ctx.db,
        ctx.config.encryptionKey,
        {
          businessId: scope.businessId,
          kind: 'test',
          amount: prenote ? PRENOTE_TEST_CENTS : TEST_PAYMENT_CENTS,
          prenote,
          idempotencyKey: input.idempotencyKey,
          description: prenote ? `Prenote (zero-dollar test entry) through ${through}` : `Test payment through ${through}`,
          destination: destinations.destinationOf(account, ctx.config.encryptionKey),
          bank,
          createdByUserId: user.id,
          skipApproval: true,
          goesNow,
        },
        ctx.clock(),
      );
      if (goesNow) {
        await submitPaymentNow(ctx.db, row.id, { at: ctx.clock(), encryptionKey: ctx.config.encryptionKey });
        const settled = await svc.paymentById(ctx.db, row.id);
        return viewOne(ctx, settled ?? row);
      }
      return viewOne(ctx, row);
    },
    sendPaymentTestMicroDeposits: async (_, __, ctx) => {
      const { scope } = await callerWithRights(ctx);
      const account = await destinations.businessBankAccount(ctx.db, scope.businessId);
      if (!account) throw validationError('Add the business bank account before sending a test payment', {});
      const status = await paymentTestStatus(ctx.db, scope.businessId, ctx.clock());
      // Only a bank that takes files receives them; the sandbox proves the account with its dollar.
      if (status.proof !== 'prenote') throw validationError(Messages.paymentTestNoDeposits, {});
      if (status.waiting) throw validationError(Messages.paymentTestAlreadyWaiting, {});
      await startMicroDepositTest(ctx.db, ctx.config.encryptionKey, scope.businessId, account.id, ctx.clock());
      return paymentTestView(ctx, scope.businessId);
    },
    confirmPaymentTestMicroDeposits: async (_, { input }, ctx) => {
      const { user, scope } = await callerWithRights(ctx);
      const bank = await destinations.businessPaymentSystem(ctx.db, scope.businessId);
      const account = await destinations.businessBankAccount(ctx.db, scope.businessId);
      if (!bank || !account) throw validationError(Messages.paymentTestNoDeposits, {});
      const destination = destinations.destinationOf(account, ctx.config.encryptionKey);
      await confirmMicroDepositTest(ctx.db, ctx.config.encryptionKey, scope.businessId, [input.firstAmount, input.secondAmount], { destination, bank, createdByUserId: user.id, description: `Micro-deposits confirmed through ${bank}` }, ctx.clock());
      return paymentTestView(ctx, scope.businessId);
    },
  },
} satisfies Resolvers;

/** A test payment moves one dollar to the business's own account. */
export const TEST_PAYMENT_CENTS = 100;

/** A business's own account, or a vendor's (through changePayoutAccount, which audits, tells and holds as decision 050 says). */
async function saveBankAccount(ctx: ApiContext, owner: { vendorId: string; businessId?: never } | { businessId: string; vendorId?: never }, input: BankAccountInput, user?: UserRow) {
  const errors: Record<string, string> = {};
  const routing = input.routingNumber?.trim() ?? '';
  if (!routing) errors.routingNumber = Messages.required;
  else if (routing.length !== 9) errors.routingNumber = Messages.routingNumberLength;
  else if (!isValidRoutingChecksum(routing)) errors.routingNumber = Messages.routingNumberChecksum;
  const account = input.accountNumber?.trim() ?? '';
  if (!/^[A-Za-z0-9]{4,17}$/.test(account)) errors.accountNumber = 'Account number must be 4 to 17 letters or digits';
  if (!input.bankName?.trim()) errors.bankName = Messages.required;
  if (!input.accountHolderName?.trim()) errors.accountHolderName = Messages.required;
  const accountType = input.accountType ?? 'checking';
  if (!['checking', 'savings'].includes(accountType)) errors.accountType = 'Account type is checking or savings';
  if (Object.keys(errors).length) throw validationError(Messages.formIncorrect, errors);
  const details = { bankName: input.bankName.trim(), routingNumber: routing, accountNumber: account, accountHolderName: input.accountHolderName.trim(), accountType };
  return saveBankAccountOf(ctx.db, owner, details, { key: ctx.config.encryptionKey, address: ctx.address, now: ctx.clock(), user });
}
