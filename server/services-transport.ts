/** The web's in-process transport to the services (decision 102), built by the entry that runs both (server/main.ts). */
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
