import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_PAGE_CACHE_MS, AnonymousPageCache, anonymousPageKey, type AnonymousRequest } from './anonymous-pages.server';

const request = (more: Partial<AnonymousRequest> = {}): AnonymousRequest => ({
  method: 'GET',
  path: '/login',
  url: '/login',
  host: 'localhost:3000',
  cookie: undefined,
  ...more,
});
const page = (nonce: string, more: Partial<{ status: number; headers: [string, string][] }> = {}) => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
  body: Buffer.from(`<html><script nonce="${nonce}">1</script><style nonce="${nonce}"></style></html>`),
  ...more,
});

describe('the anonymous page cache', () => {
  it('keys only a cookieless GET of a listed page, by host and URL', () => {
    expect(anonymousPageKey(request())).toBe('localhost:3000 /login');
    expect(anonymousPageKey(request({ url: '/login?redirectTo=%2Fsetup' }))).toBe('localhost:3000 /login?redirectTo=%2Fsetup');
    expect(anonymousPageKey(request({ cookie: '__session=abc' }))).toBeNull();
    expect(anonymousPageKey(request({ method: 'POST' }))).toBeNull();
    expect(anonymousPageKey(request({ path: '/registration/vendor', url: '/registration/vendor?token=x' }))).toBeNull();
    expect(anonymousPageKey(request({ path: '/main', url: '/main' }))).toBeNull();
    expect(anonymousPageKey(request({ path: '/dashonic/table-components', url: '/dashonic/table-components?sort=amount' }))).toBe(
      'localhost:3000 /dashonic/table-components?sort=amount',
    );
  });

  it('serves the kept page with the new nonce everywhere the old one was, until it is stale', () => {
    const cache = new AnonymousPageCache();
    cache.keep('k', page('OLDNONCE'), 'OLDNONCE', 0);
    const again = cache.get('k', 'NEWNONCE', 1_000)!;
    expect(again.encoding).toBeUndefined();
    expect(again.body.toString()).toBe(page('NEWNONCE').body.toString());
    // For a client that takes gzip: compressed once, the new nonce in place.
    const gzipped = cache.get('k', 'GZNONCE1', 1_000, true)!;
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(page('GZNONCE1').body.toString());
    expect(gunzipSync(cache.get('k', 'GZNONCE2', 1_000, true)!.body).toString()).toBe(page('GZNONCE2').body.toString());
    expect(cache.get('k', 'LATER', ANONYMOUS_PAGE_CACHE_MS)).toBeUndefined();
    expect(cache.get('k', 'LATER', ANONYMOUS_PAGE_CACHE_MS, true)).toBeUndefined();
  });

  it('keeps no error, no page that sets a cookie, no compressed page and nothing but HTML', () => {
    const cache = new AnonymousPageCache();
    cache.keep('a', page('N', { status: 503 }), 'N', 0);
    cache.keep('b', page('N', { headers: [['content-type', 'text/html'], ['set-cookie', 'x=1']] }), 'N', 0);
    cache.keep('c', page('N', { headers: [['content-type', 'application/json']] }), 'N', 0);
    // Compressed already (a page kept by its data answers gzipped): its nonce is in a stored block, but cut and
    // gzipped again it would reach the browser as gzip inside gzip.
    cache.keep('d', page('N', { headers: [['content-type', 'text/html'], ['content-encoding', 'gzip']] }), 'N', 0);
    for (const key of ['a', 'b', 'c', 'd']) expect(cache.get(key, 'M', 1)).toBeUndefined();
  });
});
