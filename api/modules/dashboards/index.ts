/** The dashboards module's face: what the rest of the services may use of it (the admin's and a business's home-page figures). */
export { dashboardResolvers } from './resolvers';
