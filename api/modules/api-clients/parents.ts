/**
 * What the API keys page's resolvers hand GraphQL before the nested fields resolve: the codegen mappers of
 * ApiClient and WebhookEndpoint (codegen.ts). Written out rather than derived from the generated types, which
 * import this file (deriving them would make an import circle).
 */

/** An ApiClient without its webhookEndpoints (resolved by ApiClient.webhookEndpoints). */
export interface ApiClientParent {
  id: string;
  name: string;
  applicationName: string;
  clientId: string;
  expiredAt: { date: string; time: string; timezone: string; at: string } | null;
  isExpired: boolean;
  createdAt: string;
  secretRotatedAt: string | null;
  previousSecretExpiresAt: string | null;
}

/** A WebhookEndpoint without its deliveries (resolved by WebhookEndpoint.deliveries). */
export interface WebhookEndpointParent {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  createdAt: string;
}
