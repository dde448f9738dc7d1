/**
 * The vendor send-payment flow (/transactions/send-payment): the vendors that can be paid, the review shown
 * before money moves (vendor, bank last4, amount, processing date from `paymentDueDate`, approval) and the
 * send itself with the idempotency key minted at step 1, so a double submit or a reload pays once.
 */
import { randomUUID } from 'node:crypto';
import { viewerZoneFormat } from '../../platform/time-zone.server';
import { ErrorCodes } from '../../../domain/errors';
import { href } from '../../../domain/routes';
import type { VendorPaymentForm } from '../../../domain/payment-forms';
import { ApiError, callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import type { Viewer } from '../../platform/viewer.server';
import { coreGraphql } from '../../graphql/core';
import type { SendPaymentOptionsQuery, VendorPaymentDueDateQuery } from '../../graphql/core/graphql';

export type PayableVendor = SendPaymentOptionsQuery['payableVendors'][number];
export type DueDateTime = VendorPaymentDueDateQuery['businessPaymentDueDate'];
export type PayingAccount = NonNullable<SendPaymentOptionsQuery['paymentSystemsSettings']['payingAccount']>;

export interface PaymentReview {
  vendor: PayableVendor;
  amountCents: number;
  dueDate: string;
  description: string | null;
  /** The vendor's invoice or bill number, carried as the payment's reference. */
  referenceNumber: string | null;
  processing: DueDateTime;
  /** The day (YYYY-MM-DD) the money is expected in the vendor's bank, as the services' banking calendar says. */
  expectedArrival: string;
  /** The business's own account the payment is debited from. */
  payingAccount: PayingAccount | null;
  awaitsApproval: boolean;
  /** Sent as Same Day ACH: processed at once, in today's window (decision 068). */
  sameDayAch: boolean;
}

const OPTIONS_QUERY = coreGraphql(`
  query SendPaymentOptions {
    payableVendors {
      id
      name
      bankName
      accountNumberLast4
      payoutChangeHeld
      awaitingBankDetails
    }
    paymentSystemsSettings {
      connectedPaymentSystems
      payingAccount {
        bankName
        last4
      }
    }
  }
`);

const DUE_DATE_QUERY = coreGraphql(`
  query VendorPaymentDueDate($dueDate: String, $sameDayAch: Boolean) {
    businessPaymentDueDate(paymentType: "vendor", dueDate: $dueDate) {
      date
      time
      timezone
    }
    expectedArrivalDate(paymentType: "vendor", dueDate: $dueDate, sameDayAch: $sameDayAch)
  }
`);

const SAME_DAY_QUERY = coreGraphql(`
  query SameDayAchCutoff($timeZone: String!) {
    sameDayAchCutoff(timeZone: $timeZone) {
      open
      text
      closedMessage
    }
  }
`);

const CREATE_MUTATION = coreGraphql(`
  mutation CreateVendorPayment($input: CreateVendorPaymentInput!) {
    createVendorPayment(input: $input) {
      id
      status
      purchaseId
    }
  }
`);


export interface SendPaymentOptions {
  vendors: PayableVendor[];
  /** The business's own account its payments are debited from (null until it has one). */
  payingAccount: PayingAccount | null;
  /** The business's payment system (its first connected one), which picks the processing rule. */
  bank: string | null;
  /** The viewer's one zone (decision 032): the due date is a day of it. */
  timeZone: string;
  /** Today in that zone (YYYY-MM-DD): the earliest due date. */
  today: string;
  /** Whether Same Day ACH is open now and its cutoff, in that zone. */
  sameDay: { open: boolean; text: string; closedMessage?: string | null };
}

export async function loadSendPaymentOptions(context: RequestContext, now = new Date()): Promise<SendPaymentOptions> {
  const zoneOfViewer = viewerZoneFormat(context);
  // The cutoff needs the viewer's zone, not the options: it is asked for beside them, not after them.
  const [result, zone, { sameDayAchCutoff }] = await Promise.all([
    callApi(context, { document: OPTIONS_QUERY }),
    zoneOfViewer,
    zoneOfViewer.then((z) => callApi(context, { document: SAME_DAY_QUERY, variables: { timeZone: z.timeZone } })),
  ]);
  const bank = result.paymentSystemsSettings.connectedPaymentSystems[0] ?? null;
  return { vendors: result.payableVendors, payingAccount: result.paymentSystemsSettings.payingAccount ?? null, bank, timeZone: zone.timeZone, today: zone.isoDate(now), sameDay: sameDayAchCutoff };
}

/** A new idempotency key for one payment (minted when step 1 is shown). */
export function mintIdempotencyKey(): string {
  return randomUUID();
}

/** Approval applies when the business holds the Approval product and has approval switched on (as the engine). */
export function awaitsApproval(viewer: Viewer): boolean {
  return viewer.products.includes('Approval') && viewer.isPaymentsApproved;
}

/** The review of step 2; null when the vendor is not one the business can pay. */
export async function reviewVendorPayment(
  context: RequestContext,
  viewer: Viewer,
  options: SendPaymentOptions,
  form: VendorPaymentForm,
): Promise<PaymentReview | null> {
  const vendor = options.vendors.find((v) => v.id === form.vendorId);
  if (!vendor) return null;
  // The services schedule it as they will schedule the payment itself: the business's Payment Time, cutoffs, holidays.
  const { businessPaymentDueDate: paymentDueDate, expectedArrivalDate } = await callApi(context, {
    document: DUE_DATE_QUERY,
    variables: { dueDate: form.dueDate, sameDayAch: form.sameDayAch },
  });
  return {
    vendor,
    amountCents: form.amount,
    dueDate: form.dueDate,
    description: form.description ?? null,
    referenceNumber: form.referenceNumber ?? null,
    processing: paymentDueDate,
    expectedArrival: expectedArrivalDate,
    payingAccount: options.payingAccount,
    awaitsApproval: awaitsApproval(viewer) || vendor.payoutChangeHeld,
    sameDayAch: form.sameDayAch,
  };
}

export type SendOutcome = { ok: true; awaitsApproval: boolean; awaitingBankDetails?: boolean; paymentId?: string } | { ok: false; message: string };

/**
 * Sends the payment. A repeat of the same key (a double submit, a reload of the confirm POST) answers
 * requestIsDuplicatedAPIError: the first request created the payment, so the repeat is its success too.
 */
export async function sendVendorPayment(context: RequestContext, viewer: Viewer, form: VendorPaymentForm, idempotencyKey: string): Promise<SendOutcome> {
  try {
    const { createVendorPayment } = await callApi(context, {
      document: CREATE_MUTATION,
      variables: {
        input: form.sameDayAch
          ? { vendorId: form.vendorId, amount: form.amount, sameDayAch: true, description: form.description ?? null, referenceNumber: form.referenceNumber ?? null, idempotencyKey }
          : { vendorId: form.vendorId, amount: form.amount, dueDate: form.dueDate, description: form.description ?? null, referenceNumber: form.referenceNumber ?? null, idempotencyKey },
      },
    });
    return { ok: true, awaitsApproval: createVendorPayment.status === 'pendingApproval', awaitingBankDetails: createVendorPayment.status === 'awaitingBankDetails', paymentId: createVendorPayment.id };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === ErrorCodes.requestDuplicated) return { ok: true, awaitsApproval: awaitsApproval(viewer) };
    return { ok: false, message: error.message };
  }
}

/** Where the owner goes after sending: For Approval when the payment waits for it, else Upcoming. */
export function afterSendPath(waitsForApproval: boolean): string {
  return href(waitsForApproval ? 'transactions.forApproval' : 'transactions.upcoming');
}
