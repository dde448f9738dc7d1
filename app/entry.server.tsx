/**
 * Document rendering: the whole page is rendered before anything is sent (single fetch needs the React
 * stream renderer, so it runs to `onAllReady` and is collected), then Emotion's critical CSS is put in <head>.
 * One Emotion cache serves every request of the process (decision 037): a style is compiled once, not once per
 * page; each page still gets only the styles its HTML uses, in a <style> tag with that page's nonce.
 * The page stays in bytes from React to the socket (app/platform/document-bytes.server.ts): it is neither decoded
 * nor encoded again.
 */
import { Writable } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { createEmotionCache } from './emotion';
import { classNamesIn, documentBytes } from './platform/document-bytes.server';
import { NonceContext } from './style-context';
import { logger } from './platform/logger.server';

export const streamTimeout = 5_000;

/**
 * The page's bytes once React has rendered all of it. The render is abandoned if it is not done within
 * `streamTimeout` and a second; the timer goes with the render, or it would keep every request's render (its tree, its
 * chunks) alive for those seconds and then end an already finished stream. The sink emits no 'close' either: React
 * hears one as a reader gone early and aborts the finished render, ending the stream a second time (an error object
 * made and thrown away on every request).
 */
export function renderToHtml(element: React.ReactElement, nonce: string): Promise<{ html: Buffer<ArrayBuffer>; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      emitClose: false,
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        resolve({ html: Buffer.concat(chunks), failed });
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        failed = true;
        logger.error({ err: error instanceof Error ? error.stack : String(error) }, 'render error');
      },
    });
    // React calls back later (its work is scheduled), so the callbacks above see the timer.
    const timer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Distinct styles kept before the shared cache starts afresh (styles with values from data would grow it). */
const MAX_CACHED_STYLES = 20_000;
let shared = createSharedCache();

function createSharedCache() {
  const cache = createEmotionCache();
  return { cache, extract: createEmotionServer(cache).extractCriticalToChunks };
}

function styleTags(chunks: ReturnType<typeof shared.extract>, nonce: string): string {
  return chunks.styles
    .map((chunk) => `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}" nonce="${nonce}">${chunk.css}</style>`)
    .join('');
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const { cache, extract } = shared;

  const { html, failed } = await renderToHtml(
    <NonceContext.Provider value={nonce}>
      <CacheProvider value={cache}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </CacheProvider>
    </NonceContext.Provider>,
    nonce,
  );
  const styles = styleTags(extract(classNamesIn(html, cache.key)), nonce);
  if (Object.keys(cache.inserted).length > MAX_CACHED_STYLES) shared = createSharedCache();

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(documentBytes(html, styles, nonce), {
    headers: responseHeaders,
    status: failed && responseStatusCode < 400 ? 500 : responseStatusCode,
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logger.error(
    { requestId: context.requestId, path: new URL(request.url).pathname, err: error instanceof Error ? error.stack : String(error) },
    'loader or action error',
  );
};
