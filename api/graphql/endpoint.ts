/** Builds one graphql-yoga endpoint (auth, core, reports, notifications) from its SDL file and resolvers. */
import { readFileSync } from 'node:fs';
import { getOperationAST } from 'graphql';
import { createSchema, createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import { hidesSchema, type ApiConfig } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { apiSourcePath } from '../lib/paths';
import { forgetSessionsEverywhere } from './tokens';
import { recordServerErrorsPlugin } from './error-recorder';
import { createContext, type ApiContext } from './context';
import { ENDPOINT_SDL, type EndpointName } from './sdl-files';
import { MoneyScalar } from './money';
import { securityPlugins } from './security';
import { inputLimitsPlugin } from './input-limits';
import { compiledQueriesPlugin } from './compiled-queries';

/** What the HTTP layer hands each endpoint per request. */
export interface RequestScope {
  requestId: string;
  address: string;
  logger: Logger;
  /** In process only: the web page request the call serves (liveSession's shared epoch read; decision 159). */
  page?: object;
}

export type { EndpointName };

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
  return ENDPOINT_SDL[name].map((file) => readFileSync(apiSourcePath(file), 'utf8')).join('\n');
}

/**
 * Every mutation may change who may do what (sign-out, password, MFA, profile, employees, refresh-token reuse):
 * once it is done, and before its answer leaves, the live-session cache of every copy starts again from the database.
 */
function forgetSessionsAfterMutations(db: Database): Plugin {
  return {
    onExecute({ args }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      return { onExecuteDone: () => forgetSessionsEverywhere(db) };
    },
  };
}

export function createEndpoint(
  name: EndpointName,
  resolvers: Record<string, unknown>,
  deps: EndpointDeps,
): YogaServerInstance<RequestScope, ApiContext> {
  const typeDefs = loadSdl(name);
  // Custom scalars are served by every endpoint whose SDL declares them.
  const scalars = /^scalar Money\b/m.test(typeDefs) ? { Money: MoneyScalar } : {};
  const schema = createSchema<RequestScope & ApiContext>({ typeDefs, resolvers: { ...resolvers, ...scalars } as never });
  return createYoga<RequestScope, ApiContext>({
    schema,
    graphqlEndpoint: `/${name}/graphql`,
    graphiql: false,
    landingPage: false,
    cors: false,
    logging: false,
    plugins: [inputLimitsPlugin, ...securityPlugins(hidesSchema(deps.config)), forgetSessionsAfterMutations(deps.db), recordServerErrorsPlugin(deps.db, name, deps.clock, deps.logger), compiledQueriesPlugin],
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
    context: ({ request, requestId, address, logger, page }) =>
      createContext({
        db: deps.db,
        config: deps.config,
        clock: deps.clock,
        logger,
        requestId,
        address,
        authorization: request.headers.get('authorization'),
        webOrigin: request.headers.get('x-web-origin'),
        page,
      }),
  });
}
