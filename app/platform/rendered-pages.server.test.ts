import { gunzipSync } from 'node:zlib';
import type { EntryContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { drawingOf, firstDifference, RenderedPages } from './rendered-pages.server';

const STYLES = '1';
const URL_OF_LIST = 'http://localhost:3000/transactions/completed?page=1';
const page = (nonce: string, rows = 'one row') => Buffer.from(`<html><script nonce="${nonce}">1</script><p>${rows}</p><style nonce="${nonce}"></style></html>`);

/** Remix's context for a document, its data stream made of `lines`; `more` changes what Remix handled. */
function entryContext(lines: string[], more: { errors?: unknown; actionData?: unknown; isSpaMode?: boolean } = {}) {
  const encoder = new TextEncoder();
  let next = 0;
  let cancelled = false;
  const context = {
    isSpaMode: more.isSpaMode ?? false,
    staticHandlerContext: { errors: more.errors ?? null, actionData: more.actionData ?? null },
    serverHandoffStream: new ReadableStream<Uint8Array>({
      pull(controller) {
        if (next < lines.length) controller.enqueue(encoder.encode(lines[next++]));
        else controller.close();
      },
      cancel() {
        cancelled = true;
      },
    }),
  } as unknown as EntryContext;
  return { context, cancelled: () => cancelled };
}

async function textOf(stream: ReadableStream<Uint8Array> | undefined): Promise<string> {
  return new Response(stream).text();
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

  it("keys a page by its URL, the data Remix encodes and the renderer's global styles, and gives Remix its data stream back whole", async () => {
    const first = entryContext(['[{"rows":1}]\n']);
    const drawing = (await drawingOf(get(), 200, first.context, STYLES))!;
    expect(await textOf(first.context.serverHandoffStream)).toBe('[{"rows":1}]\n');
    expect(drawing.wasWhole()).toBe(true);

    const same = (await drawingOf(get(), 200, entryContext(['[{"rows":1}]\n']).context, STYLES))!;
    const otherData = (await drawingOf(get(), 200, entryContext(['[{"rows":2}]\n']).context, STYLES))!;
    const otherUrl = (await drawingOf(get(`${URL_OF_LIST}&sort=amount`), 200, entryContext(['[{"rows":1}]\n']).context, STYLES))!;
    expect(same.key).toBe(drawing.key);
    expect(otherData.key).not.toBe(drawing.key);
    expect(otherUrl.key).not.toBe(drawing.key);
    // The renderer's global styles changed: every page's head with them.
    const otherStyles = (await drawingOf(get(), 200, entryContext(['[{"rows":1}]\n']).context, '2'))!;
    expect(otherStyles.key).not.toBe(drawing.key);
  });

  it('does not keep a page whose data came in more than one line (a deferred value)', async () => {
    const deferred = entryContext(['[{"rows":["P",1]}]\n', 'P1:[2]\n']);
    const drawing = (await drawingOf(get(), 200, deferred.context, STYLES))!;
    expect(await textOf(deferred.context.serverHandoffStream)).toBe('[{"rows":["P",1]}]\nP1:[2]\n');
    expect(drawing.wasWhole()).toBe(false);
  });

  it('knows a page whole only once its stream was read to the end', async () => {
    const { context } = entryContext(['[1]\n']);
    const drawing = (await drawingOf(get(), 200, context, STYLES))!;
    expect(drawing.wasWhole()).toBe(false);
    await textOf(context.serverHandoffStream);
    expect(drawing.wasWhole()).toBe(true);
  });

  it('leaves alone what must be drawn: not a GET, not a 200, an error, an action, a single-page app', async () => {
    const cases: [Request, number, ReturnType<typeof entryContext>][] = [
      [get(URL_OF_LIST, 'POST'), 200, entryContext(['[1]\n'])],
      [get(), 404, entryContext(['[1]\n'])],
      [get(), 200, entryContext(['[1]\n'], { errors: { root: new Error('x') } })],
      [get(), 200, entryContext(['[1]\n'], { actionData: { 'routes/x': { ok: true } } })],
      [get(), 200, entryContext(['[1]\n'], { isSpaMode: true })],
    ];
    for (const [request, status, { context }] of cases) {
      expect(await drawingOf(request, status, context, STYLES)).toBeNull();
      // The stream is Remix's still, unread.
      expect(await textOf(context.serverHandoffStream)).toBe('[1]\n');
    }
  });

  it('lets go of the data stream of a page answered from the cache', async () => {
    const deferred = entryContext(['[{"rows":["P",1]}]\n', 'P1:[2]\n']);
    const drawing = (await drawingOf(get(), 200, deferred.context, STYLES))!;
    drawing.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deferred.cancelled()).toBe(true);
  });

  it('finds where two pages first differ', () => {
    expect(firstDifference(Buffer.from('abc'), Buffer.from('abc'))).toBe(-1);
    expect(firstDifference(Buffer.from('abc'), Buffer.from('abd'))).toBe(2);
    expect(firstDifference(Buffer.from('ab'), Buffer.from('abc'))).toBe(2);
  });
});
