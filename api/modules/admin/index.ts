/** The admin module's face: what the rest of the services may use of it (the admin console and the bank network). */
export { adminResolvers } from './resolvers';
