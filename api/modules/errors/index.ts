/** The errors module's face: what the rest of the services may use of it (the admin's Errors page). */
export { errorsResolvers } from './resolvers';
