/** The reconciliation module's face: what the rest of the services may use of it (review items: what a bank's message could not settle waits for a person). */
export { raiseReviewItem, resolveReviewItems } from './review-items';
