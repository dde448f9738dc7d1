/**
 * API clients and webhook endpoints.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
export const ApiClientMessages = {
  // API clients and webhook endpoints.
  apiClientCreated: 'API client was created successfully.',
  apiClientUpdated: 'API client was updated successfully.',
  apiClientRemoved: 'API client was removed successfully.',
  apiClientSecretRotated: 'The client secret was rotated. Copy the new secret now: it is shown only once.',
  apiClientSecretShownOnce: 'Copy the client secret now: it is shown only once.',
  webhookEndpointCreated: 'Webhook endpoint was added successfully.',
  webhookEndpointRemoved: 'Webhook endpoint was removed successfully.',
  webhookDeliveryResent: 'The delivery was queued again.',
  webhookUrlNotAllowed: 'Use an https address outside the local network',
  webhookEventsRequired: 'Choose at least one event',
  /** A public API request sent to the web's address (decision 087): where it should go instead. */
  publicApiElsewhere: (baseUrl: string | null) =>
    baseUrl
      ? `The API does not answer on this site: send API requests to ${baseUrl} (tokens from ${baseUrl}/oauth/token). The reference is at /developers.`
      : 'The API does not answer on this site: its address is on /developers.',
  apiProductNotHeld: 'The business of this client no longer holds the API product',
} as const;
