/** The institutions module's face: what the rest of the services may use of it (the financial-institution directory and its import route). */
export { institutionsResolvers } from './resolvers';
export { INSTITUTION_IMPORT_MAX_BYTES, INSTITUTION_IMPORT_PATH, matchInstitutionsRest } from './rest';
