/** What a REST route of a module is handed by api/app.ts, and the shape of its handler (one table, three modules' routes). */
import type { ContextInput } from '../graphql/context';

/** A request's context but the caller's credentials and origin, which a route reads from its request itself. */
export type RestDeps = Omit<ContextInput, 'authorization' | 'webOrigin'>;

export type RestHandler = (request: Request, deps: RestDeps) => Promise<Response>;
