"use strict";Object.defineProperty(exports, "__esModule", { value: true });exports.ENDPOINT_SDL = void 0; /**
 * Which SDL files make each GraphQL endpoint's schema (paths relative to api/). The services load them
 * (endpoint.ts loadSdl) and the web's code generator types its documents against them (codegen.ts), so a
 * new SDL file is listed here once.
 */


const ENDPOINT_SDL = exports.ENDPOINT_SDL = {
  auth: ['modules/auth/schema.graphql'],
  core: [
  'modules/core/schema.graphql',
  'modules/payments/types.graphql',
  'modules/payments/schema.graphql',
  'modules/dashboards/schema.graphql',
  'modules/subscriptions/schema.graphql',
  'modules/business-setup/schema.graphql',
  'modules/ach-returns/schema.graphql',
  'modules/api-clients/schema.graphql',
  'modules/admin/schema.graphql',
  'modules/network/schema.graphql',
  'modules/institutions/schema.graphql',
  'modules/integrations/schema.graphql',
  'modules/errors/schema.graphql',
  'modules/payees/schema.graphql'],

  reports: ['modules/reports/schema.graphql', 'modules/payments/types.graphql'],
  notifications: ['modules/notifications/schema.graphql']
}; /* v9-e2bbcf5e3444f15e */
