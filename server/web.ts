/**
 * The web server: express serves the built assets and hands every other request to the Remix build, with a
 * per-request load context { cspNonce, requestId, session }; after Remix answers it adds the session's
 * Set-Cookie (when changed), the security headers and a JSON log line.
 */
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import {
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from '@remix-run/node';
import { toFetchRequest } from './fetch-request';
import { chosenEncoding, precompressed } from './precompressed';
import { AnonymousPageCache, anonymousPageKey, type PageAnswer } from '../app/platform/anonymous-pages.server';
import type { RequestContext, ServiceFetch } from '../app/platform/context';
import { isPublicApiPath } from '../domain/api-clients';
import { safeDecodeURIComponent } from '../domain/input-limits';
import { misdirectedApiProblem } from './public-api-address';
import { keepIdleConnectionsOpen } from '../domain/http-timeouts';
import { Messages } from '../domain/messages';
import { env } from '../app/platform/env.server';
import { logger } from '../app/platform/logger.server';
import {
  contentSecurityPolicy,
  createNonce,
  passesOriginCheck,
  requestIdFrom,
  securityHeaders,
} from '../app/platform/security.server';
import { sessionStore } from '../app/platform/session.server';

const config = env();
const isDevelopment = config.NODE_ENV === 'development';
const secure = config.appEnv !== 'local';
const BUILD_PATH = path.resolve(process.cwd(), 'build/server/index.js');
const PUBLIC_DIR = path.resolve(process.cwd(), 'public');

// ---------------------------------------------------------------- the Remix build (re-imported in development)

let loaded: { mtimeMs: number; handler: ReturnType<typeof createRequestHandler> } | undefined;

async function remixHandler(): Promise<ReturnType<typeof createRequestHandler>> {
  const mtimeMs = isDevelopment || !loaded ? statSync(BUILD_PATH).mtimeMs : loaded.mtimeMs;
  if (!loaded || loaded.mtimeMs !== mtimeMs) {
    // A query string makes Node evaluate the changed file as a new module (`remix watch` rewrites it).
    const url = pathToFileURL(BUILD_PATH).href + (isDevelopment ? `?t=${mtimeMs}` : '');
    const build = (await import(url)) as ServerBuild;
    loaded = { mtimeMs, handler: createRequestHandler(build, isDevelopment ? 'development' : 'production') };
    if (isDevelopment) logger.info({ build: BUILD_PATH }, 'remix build loaded');
  }
  return loaded.handler;
}

/**
 * Loads the Remix build before the server listens (production): importing it costs about 1.7 s of CPU here, which the
 * first visitor's page paid when it was loaded on the first request. Development loads it on demand (it is rebuilt).
 */
export async function preloadWebBuild(): Promise<void> {
  if (!isDevelopment) await remixHandler();
}

// ---------------------------------------------------------------- express <-> fetch (the request: fetch-request.ts)

/** Answers a page of the anonymous page cache; X-Page-Cache says whether it was rendered for this request. */
function sendPage(res: ExpressResponse, page: PageAnswer, cache: 'hit' | 'miss'): void {
  res.status(page.status);
  res.setHeader('X-Page-Cache', cache);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.vary('Accept-Encoding');
  // Compressed already: the compression middleware leaves an answer with an encoding alone.
  if (page.encoding) res.setHeader('Content-Encoding', page.encoding);
  if (!res.getHeader('cache-control')) res.setHeader('Cache-Control', 'private, no-store');
  res.send(page.body);
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
/** The compression middleware's own settings: brotli at quality 4, gzip at zlib's default; nothing under 1 KB. */
const PAGE_BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };
const PAGE_ENCODINGS: ReadonlySet<'br' | 'gzip'> = new Set(['br', 'gzip']);
const COMPRESS_FROM_BYTES = 1024;

/**
 * A page, sent whole in one write with its length and compressed in one call when the client takes brotli or gzip:
 * entry.server.tsx renders it to the end before it answers, so it is whole already. Through the compression
 * middleware's stream it was cut into chunks, each compressed, flushed and written on its own. Null for anything but a
 * page (a download, a resource route's answer).
 */
async function wholePage(acceptEncoding: string | undefined, response: Response): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' } | null> {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return null;
  // A kept page gzipped once (decision 161): sent as it is, in one write.
  if (response.headers.get('content-encoding') === 'gzip') return { body: Buffer.from(await response.arrayBuffer()), encoding: 'gzip' };
  if (response.headers.has('content-encoding')) return null;
  const encoding = chosenEncoding(acceptEncoding, PAGE_ENCODINGS);
  const page = Buffer.from(await response.arrayBuffer());
  if (!encoding || page.length < COMPRESS_FROM_BYTES) return { body: page };
  return { body: encoding === 'br' ? await compressBrotli(page, PAGE_BROTLI) : await compressGzip(page), encoding };
}

async function sendFetchResponse(req: ExpressRequest, res: ExpressResponse, response: Response, extraCookies: string[]): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name === 'set-cookie') continue;
    res.setHeader(name, value);
  }
  for (const cookie of [...response.headers.getSetCookie(), ...extraCookies]) res.append('Set-Cookie', cookie);
  if (!res.getHeader('cache-control')) res.setHeader('Cache-Control', 'private, no-store');
  const page = await wholePage(req.get('accept-encoding'), response);
  if (page) {
    res.vary('Accept-Encoding');
    // Compressed already: the compression middleware leaves an answer with an encoding alone.
    if (page.encoding) res.setHeader('Content-Encoding', page.encoding);
    res.setHeader('Content-Length', page.body.length);
    res.end(page.body);
  } else if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** A kept page is gzipped once (decision 156): brotli cannot be cut at its nonces the same way. */
const GZIP_ONLY: ReadonlySet<'gzip'> = new Set(['gzip']);

// ---------------------------------------------------------------- the app

export interface WebOptions {
  /** The services' handler when this process runs them too (server/main.ts, decision 102); absent, HTTP to API_URL. */
  services?: ServiceFetch;
}

export function createWebApp(options: WebOptions = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Pages carry a fresh CSP nonce, so an ETag of their bytes never matches twice; hashing them was 3 % of a kept
  // sign-in page's CPU. Static files keep theirs (express.static sets its own).
  app.disable('etag');
  // The browser's address as the proxies of WEB_TRUSTED_PROXIES (loopback by default) saw it is believed.
  app.set('trust proxy', config.WEB_TRUSTED_PROXIES);

  app.use((req, res, next) => {
    const requestId = requestIdFrom(req.get('x-request-id'), randomUUID);
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    for (const [name, value] of Object.entries(securityHeaders({ secure }))) res.setHeader(name, value);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
        },
        'request',
      );
    });
    next();
  });

  // A malformed escape in the path (`%`, `%E0%A4%A`) is the caller's mistake: 400 with a clear message, before any
  // route (Remix or a download) tries to decode it and fails with a 500.
  app.use((req, res, next) => {
    if (safeDecodeURIComponent(req.path) === null) {
      res.status(400).type('text/plain').send(Messages.malformedPath);
      return;
    }
    next();
  });

  app.use(compression());

  // Fingerprinted build assets never change; the integrations' logos may. Only these two folders are served from
  // public/, so a page request does not ask the disk for a file first (a stat per request showed in the profile).
  // Their compressed copies were made at build time (server/precompressed.ts); `remix watch` rewrites the folder
  // without them in development, so there the scripts are compressed per request.
  const buildDir = path.join(PUBLIC_DIR, 'build');
  const fromCopies: express.RequestHandler[] = isDevelopment ? [] : [precompressed(buildDir)];
  app.use('/build', ...fromCopies, express.static(buildDir, { immutable: true, maxAge: '1y', index: false }));
  app.use('/integrations', express.static(path.join(PUBLIC_DIR, 'integrations'), { maxAge: '1h', index: false }));

  // The web is only useful with the services: report both, 503 when the services do not answer ok. Asked the way the
  // pages ask them (in process when this process runs them, else HTTP to API_URL), so the check is true of the pages.
  const callServices = options.services ?? fetch;
  app.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    let services = 'unreachable';
    try {
      const answer = await callServices(`${config.API_URL}/healthz`, { signal: AbortSignal.timeout(2_000) });
      services = answer.ok ? 'ok' : 'error';
    } catch {
      // down or too slow
    }
    const ok = services === 'ok';
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'error', web: 'ok', services });
  });

  // The public API answers on the services' address, not here: a client that came here is told where, in JSON.
  app.use(async (req, res, next) => {
    if (!isPublicApiPath(req.path)) return next();
    try {
      const problem = await misdirectedApiProblem(config.API_URL);
      res.status(problem.status).set(problem.headers).send(problem.body);
    } catch (error) {
      next(error);
    }
  });

  app.use((req, res, next) => {
    if (
      passesOriginCheck({
        method: req.method,
        host: req.get('host'),
        // Outside local the site is served over TLS (a proxy may terminate it): only https origins are ours.
        protocol: secure ? 'https' : req.protocol,
        origin: req.get('origin'),
        referer: req.get('referer'),
      })
    ) {
      return next();
    }
    logger.warn({ requestId: res.locals.requestId, method: req.method, path: req.path, origin: req.get('origin') }, 'origin check failed');
    res.status(403).type('text/plain').send('Forbidden: cross-origin request');
  });

  const anonymousPages = new AnonymousPageCache();
  app.all('*', async (req, res, next: NextFunction) => {
    try {
      const store = sessionStore();
      const cspNonce = createNonce();
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(cspNonce, { upgradeInsecure: secure }));
      const pageKey = anonymousPageKey({ method: req.method, path: req.path, url: req.originalUrl, host: req.get('host'), cookie: req.get('cookie') });
      const takesGzip = chosenEncoding(req.get('accept-encoding'), GZIP_ONLY) === 'gzip';
      const kept = pageKey ? anonymousPages.get(pageKey, cspNonce, Date.now(), takesGzip) : undefined;
      if (kept) return sendPage(res, kept, 'hit');
      const context: RequestContext = {
        cspNonce,
        requestId: res.locals.requestId as string,
        session: await store.read(req.get('cookie')),
        clientAddress: req.ip,
        webOrigin: `${req.protocol}://${req.get('host') ?? ''}`,
        services: options.services,
        // A page the anonymous cache keeps is kept as bytes (it gzips them once itself).
        takesGzip: takesGzip && !pageKey,
      };
      const handler = await remixHandler();
      const response = await handler(toFetchRequest(req, res), context as unknown as AppLoadContext);
      const cookies = context.session.isDirty ? [await store.commit(context.session)] : [];
      if (pageKey && !cookies.length && response.status === 200) {
        const page = { status: response.status, headers: [...response.headers.entries()], body: Buffer.from(await response.arrayBuffer()) };
        anonymousPages.keep(pageKey, page, cspNonce, Date.now());
        return sendPage(res, page, 'miss');
      }
      await sendFetchResponse(req, res, response, cookies);
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, _req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    logger.error({ requestId: res.locals.requestId, err: error instanceof Error ? error.stack : String(error) }, 'unhandled');
    if (res.headersSent) return res.end();
    res.status(500).type('text/plain').send('Internal Server Error');
  });

  return app;
}

// Bundled into build/main.js (server/main.ts) this module shares that file's URL: only a `web` entry starts a server here.
const isMain =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href && path.basename(process.argv[1]).startsWith('web.');
if (isMain) {
  await preloadWebBuild();
  const server = createWebApp().listen(config.PORT, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, env: config.appEnv, apiUrl: config.API_URL }, `web listening on http://localhost:${port}`);
  });
  keepIdleConnectionsOpen(server);
  const stop = (signal: string) => {
    logger.info({ signal }, 'web stopping');
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
