/** The ach-returns module's face: what the rest of the services may use of it (ACH returns and notifications of change: the bank's return files read and applied). */
export { achReturnsResolvers } from './resolvers';
export { ingestAchReturnFile, readReturnsInbox, sha256 } from './service';
