/**
 * No module imports itself through others: a circle makes the order modules load in decide which of them sees the
 * others' exports as undefined, and it hides which of two modules is the lower layer. Reads the graph of every
 * hand-written module (type-only imports excluded, as they vanish at run time) from esbuild's metafile.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

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

/** The graph's strongly connected parts of more than one module, or of one that imports itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
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
