/** Finds files that ship beside the API source (SDL, migrations) both from source and from the esbuild bundle. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Resolves `relative` (a path under api/, e.g. 'modules/auth/schema.graphql').
 * From source (tsx, vitest) the file sits beside this module's parent folder. The lead's build bundles
 * api/main.ts into build/api/main.js, where import.meta.url no longer points into api/, so we fall back
 * to `<cwd>/api/<relative>`: the bundle is always started from the repository root (npm start).
 * API_SOURCE_DIR overrides both for unusual layouts.
 */
export function apiSourcePath(relative: string): string {
  const candidates = [
    process.env.API_SOURCE_DIR ? path.resolve(process.env.API_SOURCE_DIR, relative) : undefined,
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', relative),
    path.resolve(process.cwd(), 'api', relative),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`Cannot find api/${relative}; looked in ${candidates.join(', ')}`);
  return found;
}
