// The patches of installed packages (patches/, applied by patch-package on install). Decision 128: the route tree is
// flattened, ranked and compiled once per process by patches of the router packages. turbo-stream's decode (Remix's
// single fetch) leaves no uncaught rejection when a response is cut mid-stream by a newer navigation. These tests fail
// when an upgrade changes the code a patch touches (the patch names the version it was made for) or when the installed
// packages run without the patches.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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
    expect(found.map((p) => p.name).sort()).toEqual(['@remix-run/react', '@remix-run/router', 'react-router-dom', 'turbo-stream']);
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
    const loaded = [require.resolve('@remix-run/router'), require.resolve('@remix-run/react/dist/server.js'), require.resolve('react-router-dom/server')];
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
});
