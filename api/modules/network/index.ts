/** The network module's face: what the rest of the services may use of it (the business network: connections, invitation links, registration of invited parties). */
export { createConnection } from './invitations';
export { networkResolvers } from './resolvers';
