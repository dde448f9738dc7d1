// Local secrets for the embedded default: generated once on first start and kept under DATA_DIR.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const GENERATED = {
  ACCESS_TOKEN_SECRET: () => randomBytes(48).toString('base64url'),
  SESSION_SECRET: () => randomBytes(48).toString('base64url'),
  ENCRYPTION_KEY: () => randomBytes(32).toString('base64'),
};

/**
 * Returns the secrets to run with: those set in the environment win; the rest come from
 * DATA_DIR/secrets.json, created (mode 600) when missing. Outside local, dev and demo every
 * secret must come from the environment.
 */
export function resolveSecrets(env, dataDir) {
  const missing = Object.keys(GENERATED).filter((k) => !env[k]);
  if (missing.length === 0) return {};
  const appEnv = env.APP_ENV ?? 'local';
  if (!['local', 'dev', 'demo'].includes(appEnv)) {
    throw new Error(`Set ${missing.join(', ')} in the environment (APP_ENV=${appEnv} never generates secrets).`);
  }
  const file = join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  for (const key of missing) {
    if (!stored[key]) {
      stored[key] = GENERATED[key]();
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return Object.fromEntries(missing.map((k) => [k, stored[k]]));
}
