/** The payees module's face: what the rest of the services may use of it (payees synced from accounting systems, their connection and write-back). */
export { connectWithoutBrowser } from './connect';
export { payeesResolvers } from './resolvers';
export { choosePaymentAccount, connectSandboxHeadless, markDisconnected, paymentAccounts } from './service';
export { startWriteBackLoop } from './write-back';
