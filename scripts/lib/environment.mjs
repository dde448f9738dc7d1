// The scripts' copy of domain/environment.ts's isDevelopmentLike (plain Node cannot import the TypeScript source);
// tests/unit/scripts-environment.test.ts keeps the two the same.

/** local, dev and demo: demo data is seeded and local secrets may be generated; staging and prod do neither. */
export function isDevelopmentLike(appEnv) {
  return ['local', 'dev', 'demo'].includes(appEnv);
}
