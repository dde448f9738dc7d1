// Whether the production build is newer than every source it is built from: `npm start` builds only when it is not,
// and the tests that run `npm start` build first when it is not (two commands building at once would collide).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['app', 'api', 'domain', 'server', 'remix.config.js', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** True when build/ (in `root`, default the working folder) holds a build as new as its sources. */
export function buildIsCurrent(root = '.') {
  const stamp = join(root, 'build/.stamp');
  if (!['build/api/main.js', 'build/web.js', 'build/main.js', 'build/server/index.js', 'build/.stamp'].every((path) => existsSync(join(root, path)))) return false;
  return statSync(stamp).mtimeMs >= Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
}
