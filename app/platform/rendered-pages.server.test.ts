import { gunzipSync } from 'node:zlib';
import type { EntryContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { firstDifference, keyOf, RenderedPages } from './rendered-pages.server';

const STYLES = '1';
const URL_OF_LIST = 'http://localhost:3000/transactions/completed?page=1';
const page = (nonce: string, rows = 'one row') => Buffer.from(`<html><script nonce="${nonce}">1</script><p>${rows}</p><style nonce="${nonce}"></style></html>`);

/** Remix's context for a document whose loaders returned `loaderData`; `more` changes what Remix handled. */
function entryContext(loaderData: unknown, more: { errors?: unknown; actionData?: unknown; isSpaMode?: boolean } = {}) {
  let streamRead = false;
  const context = {
    isSpaMode: more.isSpaMode ?? false,
    staticHandlerContext: { loaderData, errors: more.errors ?? null, actionData: more.actionData ?? null },
    // Remix encodes the data for the page's stream when the page reads it (decision 162).
    get serverHandoffStream() {
      streamRead = true;
      return new ReadableStream();
    },
  } as unknown as EntryContext;
  return { context, streamRead: () => streamRead };
}

const get = (url = URL_OF_LIST, method = 'GET') => new Request(url, { method });

describe('the pages kept by what they were drawn from', () => {
  it('answers a kept page with the new nonce, as bytes or gzipped once', () => {
    const pages = new RenderedPages(1024 * 1024);
    pages.keep('k', page('OLDNONCE'), 'OLDNONCE');
    expect(pages.get('k')!.answer('NEWNONCE', false)).toEqual({ body: page('NEWNONCE') });
    const gzipped = pages.get('k')!.answer('GZNONCE1', true);
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body)).toEqual(page('GZNONCE1'));
    expect(pages.get('other')).toBeUndefined();
  });

  it('keeps no more bytes than it is given, the least recently answered going first', () => {
    const size = page('N').length;
    const pages = new RenderedPages(size * 2);
    pages.keep('a', page('N'), 'N');
    pages.keep('b', page('N'), 'N');
    pages.get('a');
    pages.keep('c', page('N'), 'N');
    expect([pages.get('a'), pages.get('b'), pages.get('c')].map(Boolean)).toEqual([true, false, true]);
    // The same key again replaces the page and counts it once.
    pages.keep('c', page('M', 'two row'), 'M');
    expect(pages.size).toBe(2);
    expect(pages.get('c')!.answer('M', false).body.toString()).toContain('two row');
    // A page larger than the whole is not kept; 0 bytes keep nothing.
    pages.keep('huge', Buffer.alloc(size * 3), 'N');
    expect(pages.get('huge')).toBeUndefined();
    expect(new RenderedPages(0).keeps).toBe(false);
  });

  it("keys a page by its URL, its data and the renderer's global styles, without encoding the page's data stream", () => {
    const data = (rows: unknown) => ({ root: { user: 'Ann' }, 'routes/list': { rows } });
    const first = entryContext(data([{ amount: 1 }]));
    const key = keyOf(get(), 200, first.context, STYLES)!;
    expect(key).toMatch(/^[\w+/]{43}=$/);
    expect(first.streamRead()).toBe(false);

    expect(keyOf(get(), 200, entryContext(data([{ amount: 1 }])).context, STYLES)).toBe(key);
    expect(keyOf(get(), 200, entryContext(data([{ amount: 2 }])).context, STYLES)).not.toBe(key);
    expect(keyOf(get(`${URL_OF_LIST}&sort=amount`), 200, entryContext(data([{ amount: 1 }])).context, STYLES)).not.toBe(key);
    // The renderer's global styles changed: every page's head with them.
    expect(keyOf(get(), 200, entryContext(data([{ amount: 1 }])).context, '2')).not.toBe(key);
  });

  it('tells apart data a page draws differently though its JSON is the same', () => {
    const keyFor = (loaderData: unknown) => keyOf(get(), 200, entryContext(loaderData).context, STYLES);
    const at = new Date('2026-12-06T10:00:00.000Z');
    const pairs: [unknown, unknown][] = [
      [{ at }, { at: at.toISOString() }],
      [{ note: undefined }, {}],
      [{ amount: 0 }, { amount: -0 }],
      [{ amount: '1' }, { amount: 1 }],
      [{ rows: [1, , 3] }, { rows: [1, undefined, 3] }],
    ];
    for (const [one, other] of pairs) expect(keyFor(one), JSON.stringify(one)).not.toBe(keyFor(other));
  });

  it('does not keep a page whose data is not all there: a deferred value, a function', () => {
    expect(keyOf(get(), 200, entryContext({ rows: Promise.resolve([1]) }).context, STYLES)).toBeNull();
    expect(keyOf(get(), 200, entryContext({ format: () => 'x' }).context, STYLES)).toBeNull();
  });

  it('leaves alone what must be drawn: not a GET, not a 200, an error, an action, a single-page app', () => {
    const cases: [Request, number, ReturnType<typeof entryContext>][] = [
      [get(URL_OF_LIST, 'POST'), 200, entryContext([1])],
      [get(), 404, entryContext([1])],
      [get(), 200, entryContext([1], { errors: { root: new Error('x') } })],
      [get(), 200, entryContext([1], { actionData: { 'routes/x': { ok: true } } })],
      [get(), 200, entryContext([1], { isSpaMode: true })],
    ];
    for (const [request, status, { context, streamRead }] of cases) {
      expect(keyOf(request, status, context, STYLES)).toBeNull();
      expect(streamRead()).toBe(false);
    }
  });

  it('finds where two pages first differ', () => {
    expect(firstDifference(Buffer.from('abc'), Buffer.from('abc'))).toBe(-1);
    expect(firstDifference(Buffer.from('abc'), Buffer.from('abd'))).toBe(2);
    expect(firstDifference(Buffer.from('ab'), Buffer.from('abc'))).toBe(2);
  });
});
