/**
 * The outbox page's GraphQL documents, kept out of its browser bundle (decision 144: a document built at a route
 * module's top level stays there with every other document of the endpoint).
 */
import { coreGraphql } from '../../graphql/core';
import { notificationsGraphql } from '../../graphql/notifications';

export const OUTBOX_QUERY = notificationsGraphql(`
  query DevOutbox($limit: Int) {
    devOutbox(limit: $limit) {
      id
      channel
      recipient
      subject
      body
      status
      createdAt
    }
  }
`);

export const STATEMENT_QUERY = coreGraphql(`
  query DevSandboxStatement($limit: Int) {
    sandboxBankStatement(limit: $limit) {
      id
      date
      accountHolderName
      accountLast4
      descriptor
      amountCents
    }
  }
`);
