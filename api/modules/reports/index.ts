/** The reports module's face: what the rest of the services may use of it (the payment read model: visibility, report lists and counters, views of a payment, exports). */
export { visibilityOf } from './access';
export { foldPaymentCounts } from './counters';
export type { ReportFilter } from './query';
export { reportsResolvers } from './resolvers';
export { paymentViews, viewFor } from './views';
export { startExportLoop } from './exports/loop';
export { reportExportResolvers } from './exports/resolvers';
export { matchReportExportRest } from './exports/rest';
export { EXPORT_JOB } from './exports/tasks';
export { notifyExportQueued } from './exports/wakeup';
