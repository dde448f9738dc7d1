/**
 * Decision 040: a route renders MUI components only inside MUI's theme, which it asks for with `handle = muiRoute`;
 * a route drawn by the stylesheet must not (its browser bundle would load MUI and Emotion for nothing).
 * Reads each route's browser module graph from esbuild's metafile (server-only modules excluded, as Remix does).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROUTES = 'app/routes';

async function browserGraph(entryPoints: string[]): Promise<Metafile> {
  const result = await build({ entryPoints, bundle: true, write: false, metafile: true, packages: 'external', outdir: 'out', format: 'esm', logLevel: 'silent' });
  return result.metafile;
}

/** Whether a module reaches, through the browser's imports (not through *.server modules), a file or package that `hits`. */
function reaches(metafile: Metafile, entry: string, hits: (path: string, external: boolean) => boolean): boolean {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) continue;
    if (hits(file, false)) return true;
    seen.add(file);
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.external) {
        if (hits(imported.path, true)) return true;
      } else stack.push(imported.path);
    }
  }
  return false;
}

const reachesMui = (metafile: Metafile, entry: string) =>
  reaches(metafile, entry, (path, external) => external && (path.startsWith('@mui/') || path.startsWith('@emotion/')));
/** The whole catalogue of the spec's texts (`Messages`), about 14 KB gzip; the browser imports a topic of it instead. */
const reachesAllMessages = (metafile: Metafile, entry: string) => reaches(metafile, entry, (path, external) => !external && path === 'domain/messages.ts');
/** Codegen's map of an endpoint's documents: every document of it, ~19 KB gzip in a browser bundle. */
const reachesDocuments = (metafile: Metafile, entry: string) => reaches(metafile, entry, (path, external) => !external && /^app\/graphql\/[^/]+\/gql\.ts$/.test(path));

describe('routes and MUI', () => {
  it('every route whose modules import MUI asks for its theme, and no other does', { timeout: 60_000 }, async () => {
    // Each route is a folder whose route module is route.tsx (the folder's other files are the page's own modules).
    const files = readdirSync(ROUTES)
      .map((folder) => ['route.tsx', 'route.ts'].map((name) => join(folder, name)).find((f) => existsSync(join(ROUTES, f))))
      .filter((f): f is string => f !== undefined);
    expect(files.length).toBeGreaterThan(0);
    const metafile = await browserGraph(files.map((f) => join(ROUTES, f)));
    const wrong = files.flatMap((f) => {
      const usesMui = reachesMui(metafile, join(ROUTES, f));
      const asks = /^export const handle = muiRoute;$/m.test(readFileSync(join(ROUTES, f), 'utf8'));
      return usesMui === asks ? [] : [`${f}: ${usesMui ? 'imports MUI without handle = muiRoute' : 'has handle = muiRoute without MUI'}`];
    });
    expect(wrong).toEqual([]);
  });

  // Decision 144: a document built at a route module's top level stays in the browser's bundle (a call is kept by
  // tree-shaking), and with it the endpoint's whole map of documents; a page's documents live in a *.server module.
  it('pages drawn by the stylesheet carry no GraphQL documents to the browser', { timeout: 60_000 }, async () => {
    const pages = readdirSync(ROUTES)
      .map((folder) => join(ROUTES, folder, 'route.tsx'))
      .filter((f) => existsSync(f) && /^export default /m.test(readFileSync(f, 'utf8')) && !/^export const handle = muiRoute;$/m.test(readFileSync(f, 'utf8')));
    expect(pages.length).toBeGreaterThan(0);
    const metafile = await browserGraph(pages);
    expect(pages.filter((f) => reachesDocuments(metafile, f))).toEqual([]);
  });

  it('the document (root and the browser entry) imports no MUI or Emotion', { timeout: 60_000 }, async () => {
    const entries = ['app/root.tsx', 'app/entry.client.tsx'];
    const metafile = await browserGraph(entries);
    expect(entries.filter((entry) => reachesMui(metafile, entry))).toEqual([]);
  });

  // Decision 147: esbuild splits the browser's code by file, so a page that imports `Messages` loads every text of the
  // spec; the document and the pages with a JavaScript budget (docs/benchmarks.md) import the topics they draw.
  it('the document, the login page, the business dashboard and the lists load only the topics of their texts, no date-fns-tz and no route table', { timeout: 60_000 }, async () => {
    const entries = ['app/root.tsx', 'app/entry.client.tsx', ...['login', 'bo.executive-dashboard', 'transactions.completed', 'on-demand.pending', 'on-demand.failed', 'on-demand.completed'].map((r) => join(ROUTES, r, 'route.tsx'))];
    const metafile = await browserGraph(entries);
    expect(entries.filter((entry) => reachesAllMessages(metafile, entry))).toEqual([]);
    // Nor date-fns-tz (about 2.4 KB gzip): domain/dates.ts turns a wall clock into its instant itself.
    expect(entries.filter((entry) => reaches(metafile, entry, (path, external) => external && path.startsWith('date-fns-tz')))).toEqual([]);
    // Nor the route table (about 3.1 KB gzip): the guard runs on the server; titles and addresses come with the data.
    expect(entries.filter((entry) => reaches(metafile, entry, (path, external) => !external && path === 'domain/routes.ts'))).toEqual([]);
  });
});
