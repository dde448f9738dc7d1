/**
 * Drizzle schema of the platform's PostgreSQL database: the one source the migrations are generated from. Only
 * re-exports the files under schema/, which import each other directly (never this index), so no import circle forms.
 */
export * from './schema/core';
export * from './schema/sign-in-security';
export * from './schema/payments';
export * from './schema/identity';
export * from './schema/subscriptions';
export * from './schema/report-tasks';
export * from './schema/business-setup';
export * from './schema/api-clients';
export * from './schema/admin';
export * from './schema/reconciliation';
export * from './schema/network';
export * from './schema/directory';
export * from './schema/errors';
export * from './schema/accounting';
export * from './schema/accounting-sandbox';
export * from './schema/ach-channels';
export * from './schema/instant';
export * from './schema/banking-calendar';
export * from './schema/consumer-debits';
