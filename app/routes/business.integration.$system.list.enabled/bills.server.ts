/**
 * `/business/integration/{system}/list/enabled`: the open bills of a system's enabled payees, read
 * from the accounting system; select one or many, review the count and total, confirm, and each becomes a vendor
 * payment through the payments engine (payAccountingBills).
 */
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { ACCOUNTING_SYSTEMS, type AccountingSystem } from '../../../domain/accounting';
import { isFeatureOn } from '../../../domain/features';
import { Messages } from '../../../domain/messages';
import { href } from '../../../domain/routes';
import { coreGraphql } from '../../graphql/core';
import { ApiError, callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { redirect } from '../../platform/redirect.server';
import { requireViewer } from '../../platform/viewer.server';
import { formActions, FormRefusal, intentForm } from '../../platform/form-action.server';

const BILLS = coreGraphql(`query AccountingSystemBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber dueDate amount currency vendorId vendorName payable hasBankAccount awaitingBankDetails paymentId paymentStatus overdue } }`);
const BILL_PAYMENTS = coreGraphql(
  `query AccountingBillPayments($system: String!) { accountingBillPayments(system: $system) { paymentId billNumber amount paymentStatus writeBackStatus writeBackAttempts writeBackError } }`,
);
const PAYMENT_ACCOUNTS = coreGraphql(`query AccountingPaymentAccounts($system: String!) { accountingPaymentAccounts(system: $system) { id name code chosen } }`);
const CHOOSE_PAYMENT_ACCOUNT = coreGraphql(`mutation SetAccountingPaymentAccount($system: String!, $accountId: ID!) { setAccountingPaymentAccount(system: $system, accountId: $accountId) { id } }`);
const PAY = coreGraphql(`mutation PayAccountingBills($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped awaitingApproval } }`);

export interface BillRow {
  externalId: string;
  billNumber: string;
  dueDate: string;
  amount: number;
  currency: string;
  vendorName: string;
  /** Payable now: its payee has a bank account (or is an invited vendor awaiting one) and the bill has no payment yet (the services decide). */
  payable: boolean;
  hasBankAccount: boolean;
  /** No account yet, but an invited vendor: paying it waits for the vendor's bank details (decision 094). */
  awaitingBankDetails: boolean;
  /** The bill's payment through Payloft and its status, once it has one: a bill is paid once. */
  paymentId: string | null;
  paymentStatus: string | null;
  /** Due before today in the business's zone and not being paid (the services decide). */
  overdue: boolean;
}

export interface BillPaymentRow {
  paymentId: string;
  billNumber: string;
  amount: number;
  paymentStatus: string;
  writeBackStatus: string;
  writeBackAttempts: number;
  writeBackError: string | null;
}

/** An account of the system that bill payments can be recorded against (Xero, QuickBooks); the business picks one. */
export interface PaymentAccountRow {
  id: string;
  name: string;
  code: string | null;
  chosen: boolean;
}

export interface BillsPageData {
  paid: BillPaymentRow[];
  paymentAccounts: PaymentAccountRow[];
  systemName: string;
  systemSlug: string;
  /** This page's address (the route table's): the back link of a payment opened from it. */
  listHref: string;
  bills: BillRow[];
  error: string | null;
}

export interface BillsReview {
  bills: BillRow[];
  total: number;
}

/** The review the page redraws; a refusal answers conform's reply instead (FormActionData). */
export interface BillsActionData {
  intent: 'review';
  review: BillsReview;
}

function systemOf(routeKey: string | undefined): AccountingSystem {
  const system = ACCOUNTING_SYSTEMS.find((s) => s.routeKey === routeKey);
  if (!system || (system.featureFlag && !isFeatureOn(system.featureFlag))) throw new Response('Not found', { status: 404 });
  return system;
}

async function readBills(context: RequestContext, system: AccountingSystem): Promise<{ bills: BillRow[]; error: string | null }> {
  try {
    const { accountingSystemBills } = await callApi(context, { document: BILLS, variables: { system: system.key } });
    return { bills: accountingSystemBills, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { bills: [], error: error.message || Messages.accountingSystemUnreachable };
  }
}

export async function loadBillsPage(request: Request, context: RequestContext, params: { system?: string }): Promise<BillsPageData> {
  await requireViewer(request, context);
  const system = systemOf(params.system);
  const [open, paid, accounts] = await Promise.all([
    readBills(context, system),
    callApi(context, { document: BILL_PAYMENTS, variables: { system: system.key } }),
    // The system unreachable already shows as the bills' error; the choice then simply is not offered.
    callApi(context, { document: PAYMENT_ACCOUNTS, variables: { system: system.key } }).catch((error: unknown) => {
      if (error instanceof ApiError) return { accountingPaymentAccounts: [] };
      throw error;
    }),
  ]);
  return { systemName: system.name, systemSlug: system.slug, listHref: href(`integration.${system.routeKey}`), ...open, paid: paid.accountingBillPayments, paymentAccounts: accounts.accountingPaymentAccounts };
}

/** Which bills the person ticked: none is refused with the page's own words, never the generic form message. */
const billsSchema = z.object({
  bill: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string().min(1)).min(1, Messages.billsNoneSelected)),
});

/**
 * Three forms: the payment account choice, the review (it saves nothing: it reads the bills again and answers the
 * count and total the page redraws) and the confirmation (one vendor payment per bill through the engine).
 */
export function billsAction(args: ActionFunctionArgs) {
  const { context, params } = args;
  // Read in each save, after the guard: a signed-out post is sent to sign in, whatever system it names.
  const systemOfPage = () => systemOf(params.system);
  const listHref = () => href(`integration.${systemOfPage().routeKey}`);
  return formActions(args, {
    paymentAccount: intentForm({
      schema: z.object({ paymentAccount: z.string().optional() }),
      save: ({ paymentAccount }) => callApi(context, { document: CHOOSE_PAYMENT_ACCOUNT, variables: { system: systemOfPage().key, accountId: paymentAccount ?? '' } }),
      success: false,
    }),
    review: intentForm({
      schema: billsSchema,
      formLevel: false,
      save: async ({ bill: chosen }): Promise<BillsReview> => {
        const { bills, error } = await readBills(context, systemOfPage());
        const picked = bills.filter((b) => chosen.includes(b.externalId));
        if (error || picked.length === 0) throw new FormRefusal({ formErrors: [error ?? Messages.billsNoneSelected] });
        return { bills: picked, total: picked.filter((b) => b.payable).reduce((sum, b) => sum + b.amount, 0) };
      },
      success: false,
      answer: (review): BillsActionData => ({ intent: 'review', review }),
    }),
    confirm: intentForm({
      schema: billsSchema,
      formLevel: false,
      save: async ({ bill: chosen }) => {
        const { payAccountingBills } = await callApi(context, { document: PAY, variables: { system: systemOfPage().key, bills: chosen } });
        if (payAccountingBills.paymentIds.length === 0) {
          // Nothing paid is not a form error: the bills show again, with why as a danger toast.
          context.session.flash('danger', Messages.billsSkipped(payAccountingBills.skipped.length));
          throw redirect(listHref());
        }
        return payAccountingBills;
      },
      success: (_value, { paymentIds, skipped, awaitingApproval }) => {
        const initiated = Messages.paymentInitiatedNext(paymentIds.length, awaitingApproval);
        return skipped.length > 0 ? `${initiated} ${Messages.billsSkipped(skipped.length)}` : initiated;
      },
      // Back to the bills: each bill just paid shows its payment's status and link at once.
      redirectTo: () => listHref(),
    }),
  });
}
