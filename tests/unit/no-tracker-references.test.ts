/**
 * The code explains itself without the issue tracker, which is not in the repository: a comment says why the code is
 * as it is (a decision record may be named), never which issue or item asked for it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['app', 'api', 'domain', 'server', 'scripts', 'tests'];
/** Generated code and applied migrations (their text is history, and may not change). */
const SKIP = /(^app\/graphql\/[^/]+\/)|(^api\/graphql\/generated\/)|(^api\/db\/migrations\/)|node_modules/;
const TRACKER_REFERENCE = /\b(issue|task)\s+#?\d+/i;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (SKIP.test(path)) return [];
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(tsx?|mjs|js)$/.test(name) ? [path] : [];
  });
}

describe('references to the issue tracker', () => {
  it('no source file names an issue or a task by its number', () => {
    const found = ROOTS.flatMap((root) =>
      filesUnder(root).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (TRACKER_REFERENCE.test(line) && !line.includes('TRACKER_REFERENCE') ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      ),
    );
    expect(found).toEqual([]);
  });
});
