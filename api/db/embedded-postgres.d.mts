/** Types of embedded-postgres.mjs. */
export const EMBEDDED_DATABASE: string;

export interface EmbeddedServer {
  /** The application database's connection string (its socket folder in `host`). */
  url: string;
  /** The server's `postgres` database. */
  serverUrl: string;
  pgdata: string;
  socketDir: string;
  pid: number;
  /** Found running (an earlier start crashed, or another process on the same folder). */
  adopted: boolean;
  /** This process stops it: it started it, or found it after its owner died. */
  owns: boolean;
  stop(options?: { force?: boolean }): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  database?: string;
  durable?: boolean;
  log?: (line: string) => void;
  settings?: Record<string, string | number>;
  onReady?: (server: { serverUrl: string; root: string }) => Promise<unknown>;
}

export function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedServer>;
export function startThrowawayPostgres(options?: Omit<StartOptions, 'dataDir' | 'durable' | 'onReady'>): Promise<EmbeddedServer & { dataDir: string }>;
export function socketUrl(socketDir: string, database?: string): string;
export function stopServer(pid: number, timeoutMs?: number): Promise<void>;
export function keepEmbeddedPostgres(
  start: () => Promise<EmbeddedServer>,
  options?: { log?: (line: string) => void; onGiveUp?: (error: Error) => void; everyMs?: number },
): Promise<EmbeddedServer>;
