/** GraphQL resolvers of the API keys page (core endpoint): API clients, their webhook endpoints and delivery logs. */
import type { ApiClientRow, WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers, WebhookDelivery } from '../../graphql/generated/core';
import type { ApiClientParent, WebhookEndpointParent } from './parents';
import * as svc from './service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);


function clientView(row: ApiClientRow, ctx: ApiContext): ApiClientParent {
  // Date, time and zone are written together (the form's schema defaults time and zone).
  const expiry = row.expiredAt && row.expiredDate && row.expiredTime && row.expiredTimeZone;
  return {
    id: row.id,
    name: row.name,
    applicationName: row.applicationName,
    clientId: row.clientId,
    expiredAt: expiry ? { date: row.expiredDate!, time: row.expiredTime!, timezone: row.expiredTimeZone!, at: row.expiredAt!.toISOString() } : null,
    isExpired: svc.isExpired(row, ctx.clock()),
    createdAt: row.createdAt.toISOString(),
    secretRotatedAt: iso(row.secretRotatedAt),
    previousSecretExpiresAt: row.previousSecretExpiresAt && row.previousSecretExpiresAt > ctx.clock() ? row.previousSecretExpiresAt.toISOString() : null,
  };
}

function endpointView(row: WebhookEndpointRow): WebhookEndpointParent {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

function deliveryView(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    paymentId: row.paymentId,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    deliveredAt: iso(row.deliveredAt),
  };
}

export const apiClientsResolvers = {
  Query: {
    apiClients: async (_, __, ctx) => {
      const { businessId } = await svc.requireApiKeysAccess(ctx, { change: false });
      return (await svc.listApiClients(ctx.db, businessId)).map((row) => clientView(row, ctx));
    },
  },
  Mutation: {
    createApiClient: async (_, { input }, ctx) => {
      const made = await svc.createApiClient(ctx, input);
      return { apiClient: clientView(made.apiClient, ctx), credentials: made.credentials };
    },
    updateApiClient: async (_, { id, input }, ctx) => clientView(await svc.updateApiClient(ctx, id, input), ctx),
    rotateApiClientSecret: async (_, { id, grace }, ctx) => {
      const made = await svc.rotateApiClientSecret(ctx, id, grace);
      return { apiClient: clientView(made.apiClient, ctx), credentials: made.credentials };
    },
    removeApiClient: (_, { id }, ctx) => svc.removeApiClient(ctx, id),
    createWebhookEndpoint: async (_, { apiClientId, input }, ctx) => {
      const made = await svc.createWebhookEndpoint(ctx, apiClientId, input);
      return { endpoint: endpointView(made.endpoint), signingSecret: made.signingSecret };
    },
    removeWebhookEndpoint: (_, { id }, ctx) => svc.removeWebhookEndpoint(ctx, id),
    resendWebhookDelivery: async (_, { id }, ctx) => deliveryView(await svc.resendWebhookDelivery(ctx, id)),
  },
  ApiClient: {
    webhookEndpoints: async (client, _, ctx) => (await svc.endpointsOf(ctx.db, [client.id])).map(endpointView),
  },
  WebhookEndpoint: {
    deliveries: async (endpoint, { limit }, ctx) => (await svc.deliveriesOf(ctx.db, endpoint.id, limit ?? 20)).map(deliveryView),
  },
} satisfies Resolvers;
