// `npm run codegen`: regenerates the typed GraphQL documents (app/graphql/<service>/, and the API tests'
// tests/api/graphql/<service>/) and the resolver types (api/graphql/generated/<service>.ts), see codegen.ts and
// decisions 011 and 061.
// `node scripts/codegen.mjs --check` (a step of `npm test`): generates into a temporary folder and fails when the
// committed files differ from it (an SDL, a document or the config changed without `npm run codegen`).
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './lib/run.mjs';

const SERVICES = ['auth', 'core', 'reports', 'notifications'];
/** The generated folders, relative to the repository (and to the temporary folder of the check). */
const GENERATED = [
  ...SERVICES.map((service) => join('app/graphql', service)),
  'api/graphql/generated',
  // The API tests' typed documents (codegen.ts testOutput).
  ...SERVICES.map((service) => join('tests/api/graphql', service)),
];
const check = process.argv.includes('--check');

function generate(out) {
  return run('npx', ['graphql-codegen', '--config', 'codegen.ts'], { env: { ...process.env, ...(out ? { CODEGEN_OUT: out } : {}) } });
}

function files(dir) {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

if (!check) process.exit(await generate());

const out = mkdtempSync(join(tmpdir(), 'payloft-codegen-'));
try {
  const code = await generate(out);
  if (code !== 0) {
    console.error('codegen: generation failed (see above): a document does not match its service\'s SDL');
    process.exit(code);
  }
  const stale = [];
  for (const dir of GENERATED) {
    const fresh = join(out, dir);
    const committed = dir;
    for (const name of new Set([...files(fresh), ...files(committed)])) {
      const a = existsSync(join(fresh, name)) ? readFileSync(join(fresh, name), 'utf8') : null;
      const b = existsSync(join(committed, name)) ? readFileSync(join(committed, name), 'utf8') : null;
      if (a !== b) stale.push(join(committed, name));
    }
  }
  if (stale.length) {
    console.error(`codegen: out of date, run \`npm run codegen\` and commit:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log('codegen: generated documents and resolver types are up to date');
} finally {
  rmSync(out, { recursive: true, force: true });
}
