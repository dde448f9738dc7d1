/** The subscriptions module's face: what the rest of the services may use of it (service levels and products, a business's subscription, its debit authorization and invoices). */
export { subscriptionAuthorizationState } from './authorization';
export { termsDue, utcDay } from './billing';
export { findBusiness, productsOfServiceLevel } from './business';
export { invoiceOfTerm, runInvoicesJobAtOnce, runSubscriptionInvoiceJobs, startBillingAtGoLive } from './invoices';
export { subscriptionsResolvers } from './resolvers';
export { planOf, productView } from './service';
