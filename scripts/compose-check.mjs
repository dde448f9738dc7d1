// A static check of `npm test`: deploy/compose.yaml is a valid Compose file, as `docker-compose config` reads it
// (Debian's docker-compose; .ci/run installs it), with every variable it requires named in deploy/.env.example. The
// variables come from that file alone (empty ones filled with a placeholder), never from the caller's environment.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const example = Object.fromEntries(
  readFileSync('deploy/.env.example', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
    .map((line) => {
      const [key, ...value] = line.split('=');
      return [key, value.join('=') || 'placeholder-of-the-check'];
    }),
);
const result = spawnSync('docker-compose', ['--project-directory', 'deploy', '-f', 'deploy/compose.yaml', 'config', '--quiet'], {
  env: { PATH: process.env.PATH, HOME: process.env.HOME, ...example },
  encoding: 'utf8',
});
if (result.error?.code === 'ENOENT') {
  console.error('docker-compose is not installed: on Debian, apt-get install -y --no-install-recommends docker-compose');
  process.exit(2);
}
if (result.status !== 0) {
  console.error(`deploy/compose.yaml: docker-compose config failed\n${result.stdout}${result.stderr}`);
  process.exit(1);
}
console.log('deploy/compose.yaml: valid (docker-compose config), every required variable in deploy/.env.example');
