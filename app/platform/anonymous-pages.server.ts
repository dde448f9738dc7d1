/**
 * The public pages a visitor without any cookie sees byte for byte alike, except for the CSP nonce (the
 * sign-in page cost 7 ms of rendering per request, for the same bytes every time). The first answer is kept for ANONYMOUS_PAGE_CACHE_MS and
 * served again with a fresh nonce, gzipped once for a client that takes gzip (nonce-gzip.server.ts, decision 156).
 * Anything personal bypasses it: a cookie of any kind (session, flash message, remembered device), a method other than
 * GET, another path, a status other than 200, a Set-Cookie.
 */
import { NonceKeptPage } from './nonce-gzip.server';

/**
 * Pages whose HTML depends only on their URL and host for a visitor without cookies: the sign-in page and the
 * component galleries (sample data, sorted and paged by the URL's query; 6–7 ms of rendering each for the same bytes).
 */
const ANONYMOUS_PAGE_PATHS: ReadonlySet<string> = new Set([
  '/login',
  '/dashonic/table-components',
  '/dashonic/table-components/phone',
  '/dashonic/form-components',
]);
export const ANONYMOUS_PAGE_CACHE_MS = 60_000;
const MAX_PAGES = 64;

export interface AnonymousRequest {
  method: string;
  path: string;
  /** Path and query as requested. */
  url: string;
  host: string | undefined;
  cookie: string | undefined;
}

/** The cache key of a request that may be answered from the cache, or null. */
export function anonymousPageKey(req: AnonymousRequest): string | null {
  if (req.method !== 'GET' || req.cookie || !ANONYMOUS_PAGE_PATHS.has(req.path)) return null;
  return `${req.host ?? ''} ${req.url}`;
}

export interface PageAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Set when `body` is compressed. */
  encoding?: 'gzip';
}

interface KeptPage {
  status: number;
  headers: [string, string][];
  page: NonceKeptPage;
  until: number;
}

/**
 * Whether a rendered answer may be kept: a plain 200 HTML page that sets no cookie, is not compressed (a page kept by
 * its data may come gzipped, decision 161) and carries its nonce.
 */
function isKeepable(answer: PageAnswer, nonce: string): boolean {
  const type = answer.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  return (
    answer.status === 200 &&
    type.startsWith('text/html') &&
    !answer.headers.some(([name]) => ['set-cookie', 'content-encoding'].includes(name.toLowerCase())) &&
    !answer.encoding &&
    answer.body.includes(nonce)
  );
}

export class AnonymousPageCache {
  private readonly pages = new Map<string, KeptPage>();

  /**
   * The kept answer for `key` with `nonce` in place of the one it was rendered with, while it is fresh; gzipped when
   * `gzip` (the client takes it).
   */
  get(key: string, nonce: string, now: number, gzip = false): PageAnswer | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.until <= now) {
      this.pages.delete(key);
      return undefined;
    }
    return { status: page.status, headers: page.headers, ...page.page.answer(nonce, gzip) };
  }

  keep(key: string, answer: PageAnswer, nonce: string, now: number): void {
    if (!isKeepable(answer, nonce)) return;
    if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    const { status, headers, body } = answer;
    this.pages.set(key, { status, headers, page: new NonceKeptPage(body, nonce), until: now + ANONYMOUS_PAGE_CACHE_MS });
  }
}
