/** The ach-channels module's face: what the rest of the services may use of it (the originating accounts' file channels to their banks (SFTP delivery of ACH files, bank files fetched back)). */
export { achChannelsResolvers } from './resolvers';
export { fetchBankFiles } from './bank-files';
export { deliverAchFiles } from './sftp-channel';
