/**
 * Document rendering: the whole page is rendered before anything is sent (single fetch needs the React
 * stream renderer, so it runs to `onAllReady` and is collected), then Emotion's critical CSS is put in <head>.
 * One Emotion cache serves every request of the process (decision 037): a style is compiled once, not once per
 * page; each page still gets only the styles its HTML uses, in a <style> tag with that page's nonce.
 * The page stays in bytes from React to the socket (app/platform/document-bytes.server.ts): it is neither decoded
 * nor encoded again. A page whose URL and data are those of a page drawn before is that page (decision 161,
 * app/platform/rendered-pages.server.ts): answered from it with this request's nonce, without a render.
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
import { env } from './platform/env.server';
import { logger } from './platform/logger.server';
import { firstDifference, keyOf, RenderedPages } from './platform/rendered-pages.server';

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
/**
 * Styles put into the shared cache so far. A render that puts in a style the cache has not seen also writes it into
 * the page beside its element (Emotion does so on the server); once the style is in, the same page comes without it.
 * Only a page drawn while no style went in is the steady page of its data, kept (decision 161).
 */
let styleInsertions = 0;
/**
 * Changes whenever the shared cache gains a global style (MUI's inputs' keyframes) or starts afresh: Emotion writes
 * every global style it holds into every page's head, so a page's bytes depend on them too (part of a kept page's key).
 */
let globalStyles = 0;
let shared = createSharedCache();

function createSharedCache() {
  const cache = createEmotionCache();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const fresh = cache.inserted[serialized.name] === undefined;
    const rules = insert(selector, serialized, sheet, shouldCache);
    if (fresh) styleInsertions += 1;
    if (fresh && typeof cache.inserted[serialized.name] === 'string' && !cache.registered[`${cache.key}-${serialized.name}`]) globalStyles += 1;
    return rules;
  };
  globalStyles += 1;
  return { cache, extract: createEmotionServer(cache).extractCriticalToChunks };
}

function styleTags(chunks: ReturnType<typeof shared.extract>, nonce: string): string {
  return chunks.styles
    .map((chunk) => `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}" nonce="${nonce}">${chunk.css}</style>`)
    .join('');
}

/** The pages kept by their data, made at the first request (the environment is read then, not when this loads). */
let keptSetup: { pages: RenderedPages; checked: boolean } | undefined;
function keptPages() {
  keptSetup ??= { pages: new RenderedPages(env().WEB_RENDERED_PAGES_MB * 1024 * 1024), checked: env().WEB_RENDERED_PAGES_CHECK === '1' };
  return keptSetup;
}

/** The page React draws for Remix's context, its styles in its head. */
async function drawnPage(request: Request, remixContext: EntryContext, nonce: string) {
  const { cache, extract } = shared;
  const insertionsBefore = styleInsertions;
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
  return { page: documentBytes(html, styles, nonce), failed, steady: styleInsertions === insertionsBefore };
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const { pages, checked } = keptPages();
  const key = pages.keeps ? keyOf(request, responseStatusCode, remixContext, String(globalStyles)) : null;
  const kept = key && pages.get(key);
  if (kept) {
    if (checked) {
      const { page, steady } = await drawnPage(request, remixContext, nonce);
      const difference = steady ? firstDifference(kept.answer(nonce, false).body, page) : -1;
      if (difference >= 0) {
        logger.error({ requestId: loadContext.requestId, path: new URL(request.url).pathname, at: difference }, 'a kept page differs from its render');
        return new Response(`The page kept for this URL and data differs from its render at byte ${difference}.`, { status: 500 });
      }
    }
    const answer = kept.answer(nonce, loadContext.takesGzip === true);
    if (answer.encoding) responseHeaders.set('Content-Encoding', answer.encoding);
    responseHeaders.set('X-Rendered-Page', 'hit');
    return new Response(answer.body, { headers: responseHeaders, status: responseStatusCode });
  }

  const { page, failed, steady } = await drawnPage(request, remixContext, nonce);
  if (key && !failed && steady) {
    pages.keep(key, page, nonce);
    responseHeaders.set('X-Rendered-Page', 'kept');
  }
  return new Response(page, {
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
