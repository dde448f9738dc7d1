/**
 * No module imports itself through others: a circle makes the order modules load in decide which of them sees the
 * others' exports as undefined, and it hides which of two modules is the lower layer. Reads the graph of every
 * hand-written module (type-only imports excluded, as they vanish at run time) from esbuild's metafile.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { circles } from '../../scripts/lib/circles.mjs';

const ROOTS = ['app', 'api', 'domain', 'server'];
/** Written by codegen or drizzle-kit, and tests: not part of the running product. */
const SKIP = /(\.test\.tsx?$)|(^app\/graphql\/[^/]+\/)|(^api\/graphql\/generated\/)|(^api\/db\/migrations\/)|(\.d\.ts$)/;

function modulesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return modulesUnder(path);
    return /\.tsx?$/.test(name) && !SKIP.test(path) ? [path] : [];
  });
}

describe('import circles', () => {
  it('no module of app/, api/, domain/ or server/ reaches itself through its imports', { timeout: 120_000 }, async () => {
    const entryPoints = ROOTS.flatMap(modulesUnder);
    const { metafile } = await build({
      entryPoints,
      bundle: true,
      write: false,
      metafile: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      outdir: 'out',
      logLevel: 'silent',
      loader: { '.graphql': 'text', '.css': 'empty' },
    });
    const graph = new Map<string, string[]>();
    for (const [file, input] of Object.entries(metafile.inputs)) {
      graph.set(
        file,
        input.imports.filter((i) => !i.external && !SKIP.test(i.path)).map((i) => i.path),
      );
    }
    expect(graph.size).toBeGreaterThan(400);
    expect(circles(graph)).toEqual([]);
  });
});
