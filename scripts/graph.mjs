#!/usr/bin/env node
/**
 * `npm run graph`: the import graph of the hand-written code (app/, api/, domain/, server/), read by dependency-cruiser,
 * with type-only imports counted (a type names the layer it comes from as much as a value does). It reports:
 * - units in a loop: the folders a newcomer reads as one piece (a services module, a folder of api/ such as its rails, a page's route folder, a
 *   feature; docs/architecture.md) whose imports lead back to themselves through other units;
 * - file circles: files that reach themselves through their imports;
 * - imports of another module's internals: a file outside api/modules/<m>/ importing anything of it but its face,
 *   api/modules/<m>/index.ts.
 * Exits 1 when any figure is not 0, so `npm test` keeps them at 0; `--list` names every unit, file and import counted.
 */
import { cruise } from 'dependency-cruiser';
import { circles } from './lib/circles.mjs';

const list = process.argv.includes('--list');
const ROOTS = ['app', 'api', 'domain', 'server'];
/** Written by codegen or drizzle-kit, and tests: not part of the running product. */
const SKIP = '(\\.test\\.tsx?$)|(^app/graphql/[^/]+/)|(^api/graphql/generated/)|(^api/db/migrations/)|(\\.d\\.m?ts$)|(^node_modules/)';

/** The unit a file belongs to: api/modules/<m>, any other folder or file of api/, a route folder, a feature. */
export function unitOf(file) {
  const parts = file.split('/');
  if (parts[0] === 'api') {
    if (parts[1] === 'modules') return parts.slice(0, 3).join('/');
    return parts.slice(0, 2).join('/');
  }
  if (parts[0] === 'app') {
    if ((parts[1] === 'routes' || parts[1] === 'features') && parts.length > 3) return parts.slice(0, 3).join('/');
    return parts.slice(0, 2).join('/').replace(/\.tsx?$/, '');
  }
  return parts[0];
}

const moduleOf = (file) => /^api\/modules\/([^/]+)\//.exec(file)?.[1];

const { output } = await cruise(
  ROOTS,
  {
    exclude: { path: SKIP },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] },
  },
  { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] },
  { tsConfig: { fileName: 'tsconfig.json' } },
);

const skip = new RegExp(SKIP);
const files = new Map();
for (const module of output.modules) {
  if (skip.test(module.source) || module.coreModule || module.couldNotResolve) continue;
  files.set(
    module.source,
    module.dependencies
      .filter((d) => !d.coreModule && !d.couldNotResolve && !skip.test(d.resolved) && ROOTS.includes(d.resolved.split('/')[0]))
      .map((d) => d.resolved),
  );
}

const units = new Map();
for (const [file, imports] of files) {
  const from = unitOf(file);
  if (!units.has(from)) units.set(from, new Set());
  for (const target of imports) if (unitOf(target) !== from) units.get(from).add(unitOf(target));
}
const unitGraph = new Map([...units].map(([unit, targets]) => [unit, [...targets]]));
const unitLoops = circles(unitGraph).filter((loop) => loop[0].startsWith('api') || loop[0].startsWith('app'));
const fileCircles = circles(files);
const internals = [];
let crossModule = 0;
for (const [file, imports] of files) {
  for (const target of imports) {
    const owner = moduleOf(target);
    if (!owner || moduleOf(file) === owner) continue;
    crossModule += 1;
    if (target !== `api/modules/${owner}/index.ts`) internals.push(`${file} -> ${target}`);
  }
}
const fromModules = internals.filter((line) => moduleOf(line.split(' -> ')[0]));

const inLoops = unitLoops.reduce((sum, loop) => sum + loop.length, 0);
console.log(`files read: ${files.size}, units: ${units.size}`);
console.log(`units in a loop (api/, app/): ${inLoops}${unitLoops.length ? ` (${unitLoops.map((l) => l.length).join(' + ')})` : ''}`);
console.log(`file circles: ${fileCircles.length}`);
console.log(`imports of another module's internals: ${internals.length} of ${crossModule} imports into a module from outside it (${fromModules.length} from another module)`);
if (process.argv.includes('--edges')) {
  for (const [file, imports] of files) for (const target of imports) if (unitOf(file) !== unitOf(target)) console.log(`EDGE ${unitOf(file)} ${unitOf(target)} ${file} ${target}`);
}
if (list) {
  for (const loop of unitLoops) console.log(`\nloop of ${loop.length} units:\n  ${loop.join('\n  ')}`);
  for (const circle of fileCircles) console.log(`\nfile circle:\n  ${circle.join('\n  ')}`);
  if (internals.length) console.log(`\nimports of another module's internals:\n  ${internals.join('\n  ')}`);
}
process.exitCode = inLoops || fileCircles.length || internals.length ? 1 : 0;
