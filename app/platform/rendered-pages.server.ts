/**
 * Pages kept by what they were drawn from (decision 161). A document is a pure function of its URL and of the data
 * Remix hands to the page, and the page has to be: the browser hydrates it from that same data and React
 * refuses a page that differs. So a page drawn once for a URL and a set of data is the page for every request with the
 * same URL and the same data, byte for byte but for the CSP nonce. The data (in V8's structured-clone encoding) and
 * the URL, hashed, are the key (decision 162: it was Remix's own encoding of the data, made before every render). A
 * request whose loaders return what they returned last time is answered with the page drawn then, with a fresh
 * nonce (gzipped once for the clients that take gzip, as the anonymous pages are, decision 156), and React, the
 * styles and the compression are skipped.
 *
 * Nothing is trusted to stay the same: the loaders run on every request (the guard, the session, the data), and a
 * page whose data changed by one byte has another key. Kept only: a GET answered 200, without an error or an
 * action's data, rendered without an error, whose data is all there (no deferred value, no function).
 */
import { createHash } from 'node:crypto';
import { serialize } from 'node:v8';
import type { EntryContext } from '@remix-run/node';
import { NonceKeptPage } from './nonce-gzip.server';

/**
 * Pages kept up to `maxBytes` as drawn (their gzip, made at the first answer that takes it, adds about a sixth); the
 * least recently answered go first. 0 keeps none.
 */
export class RenderedPages {
  private readonly pages = new Map<string, NonceKeptPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): NonceKeptPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    // The Map's order is the order of use: the most recent last.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  keep(key: string, html: Buffer, nonce: string): void {
    if (html.length > this.maxBytes) return;
    this.drop(key);
    this.pages.set(key, new NonceKeptPage(html, nonce));
    this.bytes += html.length;
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  /** Whether any page is kept (0 bytes: none, and no request is read for it). */
  get keeps(): boolean {
    return this.maxBytes > 0;
  }

  get size(): number {
    return this.pages.size;
  }

  private drop(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length;
  }
}

/**
 * The key of this request's page (its URL and its data, hashed), or null when it must not be kept. The data is taken
 * in V8's structured-clone encoding: it tells apart what the page tells apart (a date from its text, undefined from a
 * missing value, -0, property order), and it refuses what a page may not be kept with (a promise, deferred data, or a
 * function). It does not tell apart an object without a prototype from a plain one, which Remix's stream writes
 * differently: the services hand the web plain objects whichever executor answered (asWireObjects, decision 163), as
 * JSON does over HTTP. Remix's own encoding of the data for the page's stream is left to the render (decision 162): a page
 * answered from the cache never makes it. `styles` names what else the page's bytes depend on: the global styles the
 * renderer's cache writes into every page.
 */
export function keyOf(request: Request, status: number, context: EntryContext, styles: string): string | null {
  const handled = context.staticHandlerContext;
  if (request.method !== 'GET' || status !== 200 || handled.errors || handled.actionData || context.isSpaMode) return null;
  let data: Buffer;
  try {
    data = serialize(handled.loaderData);
  } catch {
    return null;
  }
  return createHash('sha256').update(`${styles}\n${request.url}\n`).update(data).digest('base64');
}

/** Where two pages first differ (a length, when one is the other's start), or -1 when they are the same. */
export function firstDifference(a: Buffer, b: Buffer): number {
  if (a.equals(b)) return -1;
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) if (a[at] !== b[at]) return at;
  return length;
}
