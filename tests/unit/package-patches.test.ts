// The patches of installed packages (patches/, applied by patch-package on install). Decision 128: the route tree is
// flattened, ranked and compiled once per process by patches of the router packages. turbo-stream's decode (Remix's
// single fetch) leaves no uncaught rejection when a response is cut mid-stream by a newer navigation. These tests fail
// when an upgrade changes the code a patch touches (the patch names the version it was made for) or when the installed
// packages run without the patches.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { EntryContext } from '@remix-run/node';
import type * as RemixRouter from '@remix-run/router';
import type * as StaticRouter from 'react-router-dom/server';
import type * as TurboStream from 'turbo-stream';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const require = createRequire(path.join(ROOT, 'package.json'));
const PATCHES = path.join(ROOT, 'patches');

interface Patch {
  file: string;
  name: string;
  version: string;
  /** The files the patch changes, with the lines it adds. */
  added: Map<string, string[]>;
}

function patches(): Patch[] {
  return readdirSync(PATCHES)
    .filter((file) => file.endsWith('.patch'))
    .map((file) => {
      const [, scopedName, version] = /^(.+)\+(\d[^+]*)\.patch$/.exec(file)!;
      const name = scopedName!.replace('+', '/');
      const added = new Map<string, string[]>();
      let current: string[] | undefined;
      for (const line of readFileSync(path.join(PATCHES, file), 'utf8').split('\n')) {
        const target = /^\+\+\+ b\/node_modules\/(.+)$/.exec(line);
        if (target) added.set(target[1]!, (current = []));
        else if (line.startsWith('+') && current) current.push(line.slice(1));
      }
      return { file, name, version: version!, added };
    });
}

describe('the patches of installed packages', () => {
  it('are made for the versions installed, and applied', () => {
    const found = patches();
    expect(found.map((p) => p.name).sort()).toEqual(['@remix-run/react', '@remix-run/router', '@remix-run/server-runtime', 'drizzle-orm', 'react-router-dom', 'turbo-stream']);
    for (const patch of found) {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', patch.name, 'package.json'), 'utf8')) as { version: string };
      expect(manifest.version, `${patch.file}: remake the patch for ${patch.name} ${manifest.version} (decision 128)`).toBe(patch.version);
      for (const [file, lines] of patch.added) {
        const installed = readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');
        for (const line of lines) expect(installed, `${file} lacks a line of ${patch.file}: run npx patch-package`).toContain(line);
      }
    }
  });

  it('a single-fetch response cut after its first line (a navigation interrupted) leaves no uncaught rejection, in both builds', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      // The browser's bundle takes the ES module; the server requires the CommonJS build.
      const builds = [(await import('turbo-stream')) as typeof TurboStream, require('turbo-stream') as typeof TurboStream];
      for (const { decode } of builds) {
        let body!: ReadableStreamDefaultController<Uint8Array>;
        const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) });
        body.enqueue(new TextEncoder().encode(`${JSON.stringify([{ _1: 2 }, 'total', 3])}\n`));
        const decoded = await decode(stream);
        expect(decoded.value).toEqual({ total: 3 });
        body.error(new DOMException('signal is aborted without reason', 'AbortError'));
        // Whoever awaits the rest of the stream still learns it was cut.
        await expect(decoded.done).rejects.toThrow('signal is aborted without reason');
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled.map(String)).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('the server loads the patched files', () => {
    const loaded = [
      require.resolve('@remix-run/router'),
      require.resolve('@remix-run/react/dist/server.js'),
      require.resolve('react-router-dom/server'),
      path.join(path.dirname(require.resolve('@remix-run/server-runtime')), 'server.js'),
    ];
    const patched = patches().flatMap((p) => [...p.added.keys()].map((file) => path.join(ROOT, 'node_modules', file)));
    for (const file of loaded) expect(patched).toContain(file);
  });

  it('a route tree is flattened and ranked once: matching again does not see a route added behind its back', () => {
    const { matchRoutes } = require('@remix-run/router') as typeof RemixRouter;
    const routes: { id: string; path: string }[] = [{ id: 'a', path: '/a/:id' }];
    expect(matchRoutes(routes, '/a/7')?.map((m) => [m.route.id, m.params.id])).toEqual([['a', '7']]);
    routes.push({ id: 'b', path: '/b' });
    expect(matchRoutes(routes, '/b')).toBeNull();
    // A new array (a new build in development) is flattened afresh.
    expect(matchRoutes([...routes], '/b')?.map((m) => m.route.id)).toEqual(['b']);
  });

  it('what a path matches is kept per route tree, and every caller gets copies of its own to change', () => {
    const { matchRoutes } = require('@remix-run/router') as typeof RemixRouter;
    const routes = [{ id: 'a', path: '/a/:id', children: [{ id: 'b', path: 'b' }] }];
    const first = matchRoutes(routes, '/a/x%20y/b')!;
    (first[0]!.params as Record<string, string>).id = 'changed';
    first.pop();
    const again = matchRoutes(routes, '/a/x%20y/b')!;
    expect(again.map((m) => [m.route.id, m.params.id, m.pathname])).toEqual([['a', 'x y', '/a/x y'], ['b', 'x y', '/a/x y/b']]);
    // One params object per match, shared by its routes, as the router makes it.
    expect(again[0]!.params).toBe(again[1]!.params);
    expect(again[0]!.route).toBe(first[0]!.route);
    expect(matchRoutes(routes, '/a/8/b')?.map((m) => m.params.id)).toEqual(['8', '8']);
    expect(matchRoutes(routes, '/c')).toBeNull();
    expect(matchRoutes(routes, '/c')).toBeNull();
  });

  it('a compiled path answers as the uncompiled one did, for each of its end and case settings', () => {
    const { matchPath } = require('@remix-run/router') as typeof RemixRouter;
    for (let i = 0; i < 2; i++) {
      expect(matchPath({ path: '/users/:id', end: true }, '/users/4/more')).toBeNull();
      expect(matchPath({ path: '/users/:id', end: false }, '/users/4/more')?.params).toEqual({ id: '4' });
      expect(matchPath({ path: '/Users/:id', caseSensitive: true }, '/users/4')).toBeNull();
      expect(matchPath({ path: '/Users/:id', caseSensitive: false }, '/users/4')?.pathname).toBe('/users/4');
      expect(matchPath('/files/*', '/files/a/b')?.params).toEqual({ '*': 'a/b' });
    }
  });

  it('the static router makes the data routes of a route tree once', () => {
    const { createStaticRouter } = require('react-router-dom/server') as typeof StaticRouter;
    const routes = [{ id: 'root', path: '/' }];
    const context = { basename: '/', location: { pathname: '/', search: '', hash: '', state: null, key: 'default' }, matches: [], loaderData: {}, actionData: null, errors: null, statusCode: 200, loaderHeaders: {}, actionHeaders: {}, activeDeferreds: null };
    const first = createStaticRouter(routes, context as never);
    expect(createStaticRouter(routes, context as never).routes).toBe(first.routes);
    expect(createStaticRouter([...routes], context as never).routes).not.toBe(first.routes);
  });

  it("a document's data is encoded for the page's stream only when the page reads it, and then as before", async () => {
    const { createRequestHandler } = require('@remix-run/node') as { createRequestHandler(build: never, mode: string): (request: Request) => Promise<Response> };
    const { decode } = require('turbo-stream') as typeof TurboStream;
    const seen: { described: boolean; text?: string }[] = [];
    const build = {
      mode: 'production',
      basename: '/',
      publicPath: '/build/',
      assetsBuildDirectory: 'public/build',
      future: { v3_singleFetch: true },
      isSpaMode: false,
      routes: { root: { id: 'root', path: '', module: { default: () => null, loader: () => ({ rows: [1, 2], at: new Date(0) }) } } },
      assets: { version: '1', url: '/build/manifest.js', entry: { module: '/build/entry.js', imports: [] }, routes: { root: { id: 'root', path: '', module: '/build/root.js', hasLoader: true } } },
      entry: {
        module: {
          default: async (request: Request, status: number, headers: Headers, context: EntryContext & { serverHandoffStream: ReadableStream }) => {
            const described = Object.getOwnPropertyDescriptor(context, 'serverHandoffStream')!;
            const answer = { described: typeof described.get === 'function', text: undefined as string | undefined };
            seen.push(answer);
            if (new URL(request.url).searchParams.has('draw')) {
              expect(context.serverHandoffStream).toBe(context.serverHandoffStream);
              answer.text = JSON.stringify((await decode(context.serverHandoffStream)).value);
            }
            return new Response('page', { status, headers });
          },
        },
      },
    };
    const handle = createRequestHandler(build as never, 'production');
    expect((await handle(new Request('http://localhost/'))).status).toBe(200);
    expect((await handle(new Request('http://localhost/?draw'))).status).toBe(200);
    expect(seen).toEqual([
      { described: true, text: undefined },
      { described: true, text: JSON.stringify({ loaderData: { root: { rows: [1, 2], at: new Date(0) } }, actionData: null, errors: null }) },
    ]);
  });

  it("drizzle maps a selection's rows as before, with each column's decoder and table worked out once per selection", async () => {
    const { orderSelectedFields, mapResultRow } = (await import('drizzle-orm/utils' as string)) as {
      orderSelectedFields(fields: Record<string, unknown>): unknown[];
      mapResultRow(columns: unknown[], row: unknown[], joins?: Record<string, boolean>): Record<string, unknown>;
    };
    const { sql } = await import('drizzle-orm');
    const { integer, pgTable, text, timestamp } = await import('drizzle-orm/pg-core');
    const people = pgTable('people', { id: integer('id').notNull(), name: text('name'), born: timestamp('born', { withTimezone: true, mode: 'date' }) });
    const pets = pgTable('pets', { id: integer('id'), name: text('name') });
    const columns = orderSelectedFields({
      person: people,
      pet: pets,
      mixed: { petName: pets.name, personName: people.name },
      doubled: sql<number>`x * 2`.mapWith(Number),
      nested: { deep: { label: sql<string>`'a'` } },
    });
    // Left-joined pets: a pet of nulls (its first column null) is no pet; a mixed object is never nulled.
    const joins = { people: true, pets: false };
    const rows = [
      [1, 'Ann', '2000-01-02 03:04:05+00', 7, 'Rex', 'Rex', 'Ann', '21', 'a'],
      [2, null, null, null, null, null, null, '4', 'b'],
    ];
    const expected = [
      { person: { id: 1, name: 'Ann', born: new Date('2000-01-02T03:04:05Z') }, pet: { id: 7, name: 'Rex' }, mixed: { petName: 'Rex', personName: 'Ann' }, doubled: 21, nested: { deep: { label: 'a' } } },
      { person: { id: 2, name: null, born: null }, pet: null, mixed: { petName: null, personName: null }, doubled: 4, nested: { deep: { label: 'b' } } },
    ];
    for (let round = 0; round < 2; round++) expect(rows.map((row) => mapResultRow(columns, row, joins))).toEqual(expected);
    // Without the joins' map nothing is nulled; a new selection of the same shape maps the same.
    expect(mapResultRow(orderSelectedFields({ pet: pets }), [null, null]).pet).toEqual({ id: null, name: null });
  });
});
