// `npm run test:cluster`: the cluster suite (scripts/lib/cluster.mjs, docs/cluster.md) on processes of this checkout's
// build. `--built` uses the build already there (CI builds it in `npm test` just before); every other argument goes
// to Playwright (e.g. `-g revocation`).
import { spawnSync } from 'node:child_process';
import { exitWith, processLauncher, requireHaproxy, runCluster } from './lib/cluster.mjs';

requireHaproxy();
const built = process.argv.includes('--built');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--built');

exitWith(
  (async () => {
    if (!built) {
      const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
      if (build.status !== 0) throw new Error('The build failed');
    }
    return runCluster({ launcher: processLauncher, playwrightArgs });
  })(),
);
