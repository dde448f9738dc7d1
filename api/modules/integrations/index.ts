/** The integrations module's face: what the rest of the services may use of it (the integrations catalogue: accounting systems offered and connected, the CRM entry, contact requests). */
export { integrationsResolvers } from './resolvers';
export { connectedAccountingSystems, isAccountingSystemOffered } from './service';
