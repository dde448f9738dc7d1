/** The auth module's face: what the rest of the services may use of it (sign-in with MFA, tokens, passwords and password reset). */
export { hashPassword } from './passwords';
export { authResolvers } from './resolvers';
export { issuePair } from './service';
