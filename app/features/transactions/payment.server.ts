/** One payment: its details and history, and what its page may do to it (cancel, recall an instant payment). */
import { callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { coreGraphql } from '../../graphql/core';
import type { PaymentDetailQuery } from '../../graphql/core/graphql';
import { reportsGraphql } from '../../graphql/reports';
import type { TransactionHistoryQuery } from '../../graphql/reports/graphql';

export type PaymentDetail = NonNullable<PaymentDetailQuery['paymentTransferTransaction']>;
export type HistoryItem = TransactionHistoryQuery['transactionHistory'][number];

const PAYMENT_QUERY = coreGraphql(`
  query PaymentDetail($id: ID!) {
    paymentTransferTransaction(id: $id) {
      ...TransactionFields
      achFileId
      payerPhoneNumber
      accountingSystemBillInfo
      statusDetails {
        status
        code
        datetime
        description
      }
      debitAuthorization {
        textVersion
        text
        textSha256
        acceptedAt
        ipAddress
        userAgent
        accountLast4
        amount
      }
      instantRecall {
        state
        reasonCode
        reason
        refusalCode
        refusal
        requestedAt
        resolvedAt
      }
      instantPaymentRequest {
        state
        network
        expiresAt
        reasonCode
      }
    }
  }
`);

const HISTORY_QUERY = reportsGraphql(`
  query TransactionHistory($purchaseId: String!) {
    transactionHistory(purchaseId: $purchaseId) {
      paymentTransferTransactionId
      createdDate
      dueDateTime {
        date
        time
        timezone
      }
      moneyAmount
      paymentProcessStatus
      status
      returnCode
      paymentBankStatus
    }
  }
`);

/** One payment (core service) and the history of its purchase (reports service); null when not visible. */
export async function fetchPaymentDetail(
  context: RequestContext,
  id: string,
): Promise<{ payment: PaymentDetail; history: HistoryItem[] } | null> {
  const { paymentTransferTransaction: payment } = await callApi(context, {
    document: PAYMENT_QUERY,
    variables: { id },
  });
  if (!payment) return null;
  const { transactionHistory } = await callApi(context, {
    document: HISTORY_QUERY,
    variables: { purchaseId: payment.purchaseId },
  });
  return { payment, history: transactionHistory };
}

const CANCEL_MUTATION = coreGraphql(`
  mutation CancelPayment($id: ID!) {
    cancelPayment(id: $id) {
      id
      status
    }
  }
`);

/** Cancels a payment that has not gone to the bank (the API checks who may and which states allow it). */
export async function cancelPayment(context: RequestContext, id: string): Promise<void> {
  await callApi(context, { document: CANCEL_MUTATION, variables: { id } });
}

const RECALL_MUTATION = coreGraphql(`
  mutation RecallInstantPayment($id: ID!, $reasonCode: String!) {
    recallInstantPayment(id: $id, reasonCode: $reasonCode) {
      state
      refusal
    }
  }
`);

/** Asks the receiving bank to send back a settled instant payment (the API checks who may, which payment, and once). */
export async function recallInstantPayment(context: RequestContext, id: string, reasonCode: string): Promise<{ state: string; refusal: string | null | undefined }> {
  const { recallInstantPayment: r } = await callApi(context, { document: RECALL_MUTATION, variables: { id, reasonCode } });
  return r;
}
