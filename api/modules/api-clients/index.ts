/** The api-clients module's face: what the rest of the services may use of it (the API product's credentials and webhooks, and how a client is authenticated). */
export { apiClientsResolvers } from './resolvers';
export { API_PRODUCT, authenticateClient, isExpired, secretGenerationIsValid } from './service';
