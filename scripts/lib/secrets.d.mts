/** Types of secrets.mjs for the tests that import it. */
export function resolveSecrets(env: Record<string, string | undefined>, dataDir: string): Record<string, string>;
