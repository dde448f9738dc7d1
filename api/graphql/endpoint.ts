/** Builds one graphql-yoga endpoint (auth, core, reports, notifications) from its SDL file and resolvers. */
import { readFileSync } from 'node:fs';
import { createSchema, createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import { hidesSchema, type ApiConfig } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { apiSourcePath } from '../lib/paths';
import { createContext, type ApiContext } from './context';
import { securityPlugins } from './security';

/** What the HTTP layer hands each endpoint per request. */
export interface RequestScope {
  requestId: string;
  address: string;
  logger: Logger;
}

export type EndpointName = 'auth' | 'core' | 'reports' | 'notifications';

export interface EndpointDeps {
  db: Database;
  config: ApiConfig;
  clock: Clock;
  logger: Logger;
}

/**
 * The SDL is read from api/modules/<name>/schema.graphql at startup (see api/lib/paths.ts for how the
 * file is found from the esbuild bundle); the files stay the single contract the web codes against.
 */
export function loadSdl(name: EndpointName): string {
  const files = [`modules/${name}/schema.graphql`, ...(SHARED_SDL[name] ?? [])];
  return files.map((file) => readFileSync(apiSourcePath(file), 'utf8')).join('\n');
}

/** SDL files that more than one endpoint serves, so each type is written once. */
const SHARED_SDL: Partial<Record<EndpointName, string[]>> = {
  core: ['modules/payments/types.graphql'],
  reports: ['modules/payments/types.graphql'],
};

export function createEndpoint(
  name: EndpointName,
  resolvers: Record<string, unknown>,
  deps: EndpointDeps,
): YogaServerInstance<RequestScope, ApiContext> {
  const schema = createSchema<RequestScope & ApiContext>({ typeDefs: loadSdl(name), resolvers: resolvers as never });
  return createYoga<RequestScope, ApiContext>({
    schema,
    graphqlEndpoint: `/${name}/graphql`,
    graphiql: false,
    landingPage: false,
    cors: false,
    logging: false,
    plugins: securityPlugins(hidesSchema(deps.config)),
    maskedErrors: {
      isDev: false,
      maskError(error, message) {
        const masked = maskError(error, message, false);
        if (masked !== error) {
          const original = (error as { originalError?: unknown }).originalError ?? error;
          deps.logger.error({ err: original, endpoint: name }, 'unexpected error in resolver');
        }
        return masked;
      },
    },
    context: ({ request, requestId, address, logger }) =>
      createContext({
        db: deps.db,
        config: deps.config,
        clock: deps.clock,
        logger,
        requestId,
        address,
        authorization: request.headers.get('authorization'),
      }),
  });
}
