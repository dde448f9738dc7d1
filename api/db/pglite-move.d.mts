/** Types of pglite-move.mjs. */
export function holdsPgliteData(dataDir: string): boolean;
export function movePgliteFolder(options: {
  dataDir: string;
  serverUrl: string;
  migrationsFolder?: string;
  database?: string;
  log?: (line: string) => void;
}): Promise<Record<string, number> | undefined>;
