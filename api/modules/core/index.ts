/** The core module's face: what the rest of the services may use of it (the shell's viewer, businesses' employees and the product list). */
export { coreResolvers } from './resolvers';
