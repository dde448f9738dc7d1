/**
 * Service levels, products and subscriptions.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
export const SubscriptionMessages = {
  // Service levels, products and subscriptions.
  serviceLevelCreated: 'Service level created successfully',
  serviceLevelDeleted: 'Service level delete successfully',
  serviceLevelUpdated: 'Service level updated successfully',
  productCreated: 'Product created successfully',
  productUpdated: 'Product updated successfully',
  productAdded: (product: string, level: string) => `${product} added to ${level}`,
  productRemoved: (product: string, level: string) => `${product} removed from ${level}`,
  serviceLevelsEmpty: 'No service levels yet.',
  invoicesEmpty: 'No invoices yet: the first term is billed when registration is complete, by a debit of the account you authorized on the Bank Account step.',
  noServiceLevelChosen: 'No service level chosen yet.',
  confirmDeleteServiceLevel: (name: string) => `Delete the service level “${name}”? This cannot be undone.`,
  subscriptionChosen: (name: string) => `Your service level is now ${name}.`,
  invoiceStatus: {
    awaitingPaymentMethod: 'Awaiting bank account',
    scheduled: 'Scheduled',
    processing: 'Processing',
    paid: 'Paid',
    failed: 'Failed',
    canceled: 'Canceled',
  } as Record<string, string>,
} as const;
