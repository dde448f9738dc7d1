/** The business-setup module's face: what the rest of the services may use of it (business setup and the registration stepper). */
export { businessSetupResolvers } from './resolvers';
export { businessSetupView, hasSuccessfulTestPayment, sharedPaymentMethods } from './service';
