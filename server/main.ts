/**
 * The single-machine default (`npm start`): the services and the web in one process. The web executes each GraphQL
 * operation against the services' endpoint in this process (SERVICES_TRANSPORT=direct, the default; decision 138):
 * the same headers, bearer token, limits, errors and logs as over HTTP, without the socket, the HTTP parser, the
 * request or its JSON. SERVICES_TRANSPORT=in-process hands each call to the services' own request handler as a
 * request (decision 102); SERVICES_TRANSPORT=http sends the calls to API_URL instead. The services still listen on API_PORT for
 * everything else (the public API, OAuth, downloads, the accounting sandbox). Separate copies (deploy/,
 * scripts/test-cluster.mjs) run api/main.ts and server/web.ts on their own and always talk HTTP.
 */
import type { Server } from 'node:http';
import pino from 'pino';
import { env } from '../app/platform/env.server';
import { logger as webLogger } from '../app/platform/logger.server';
import { loadConfig } from '../api/config';
import { exitOnceClosed, startApi } from '../api/main';
import { processingIntervalFrom } from '../api/jobs/loop';
import { keepIdleConnectionsOpen } from '../domain/http-timeouts';
import { directTransport, inProcessTransport } from './services-transport';
import { createWebApp, preloadWebBuild } from './web';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = pino({ level: config.logLevel });
  const web = env();
  const services = await startApi(config, logger, { processingIntervalMs: processingIntervalFrom(process.env) });
  const transport =
    web.SERVICES_TRANSPORT === 'in-process' ? inProcessTransport(services) : web.SERVICES_TRANSPORT === 'direct' ? directTransport(services) : undefined;
  await preloadWebBuild();
  const server: Server = createWebApp({ services: transport }).listen(web.PORT, () => {
    webLogger.info({ port: web.PORT, servicesPort: services.port, transport: web.SERVICES_TRANSPORT }, `web and services listening on http://localhost:${web.PORT}`);
  });
  keepIdleConnectionsOpen(server);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    webLogger.info({ signal }, 'stopping');
    // The web first (its requests may still call the services), then the services and their loops.
    const webClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
    exitOnceClosed(webClosed.then(() => services.close()), logger);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
