/** What the public API's router hands its handlers: shared by the router, the OAuth endpoints and the routes, which import it rather than each other. */
import type { ApiClientRow } from '../db/schema';
import type { RestDeps } from '../http/rest';

/** What the HTTP layer hands every REST handler (the same as the payments REST routes'). */
export type PublicApiDeps = RestDeps;

/** What a route's handler gets besides its parsed input: the authenticated client, the services and the request's idempotency key. */
export type RouteContext = { client: ApiClientRow; deps: PublicApiDeps; idempotencyKey: string | null };
