/** The web's in-process transport to the services (decision 102), built by the entry that runs both (server/main.ts). */
import type { Api } from '../api/app';
import type { ServiceFetch } from '../app/platform/context';

/**
 * The services' own request handler (api/app.ts `fetch`, the one behind their port) as the web's transport: the
 * request goes through the same routing, body and depth limits, per-caller limit, GraphQL endpoint, auth and error
 * masking as over HTTP. The web is the services' peer on loopback, as when it calls 127.0.0.1 over HTTP, so its
 * x-forwarded-for (the browser's address) is believed exactly as before.
 */
export function inProcessTransport(services: { fetch(request: Request, socket?: { socketAddress?: string }): Promise<Response> }): ServiceFetch {
  return (input, init) => services.fetch(input instanceof Request && !init ? input : new Request(input, init), { socketAddress: '127.0.0.1' });
}

/**
 * The in-process transport with the direct path for GraphQL (SERVICES_TRANSPORT=direct, decision 138): each operation
 * is handed to the services' `execute` (the same caller, limits, endpoint plugins, masking and log line as their
 * handler) without a request body or a JSON answer; REST calls take the handler as above.
 */
export function directTransport(services: { fetch: Api['fetch']; execute: Api['execute'] }): ServiceFetch {
  const transport: ServiceFetch = inProcessTransport(services);
  transport.execute = ({ service, ...operation }) => services.execute({ endpoint: service, ...operation });
  return transport;
}
