// The test servers' databases: copies of the run's seeded demo (or migrated template) on its one embedded PostgreSQL
// (support/database-server.global.ts), made for a server's start and dropped at its stop.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The run's PostgreSQL server (its `postgres` database), set by the global setup. */
export const E2E_DATABASE_SERVER = 'PAYLOFT_E2E_DATABASE_SERVER';
/** The migrated, empty database each test server's database is a copy of. */
export const E2E_DATABASE_TEMPLATE = 'PAYLOFT_E2E_DATABASE_TEMPLATE';
/** The template seeded with the demo once per run (a DemoTemplate as JSON), absent with E2E_SEED=per-server. */
export const E2E_DEMO_TEMPLATE = 'PAYLOFT_E2E_DEMO_TEMPLATE';

/** The run's database seeded with the demo, and what a copy must change to be a given server's (decision 148). */
export interface DemoTemplate {
  name: string;
  /** When it was seeded (ISO): the demo's scheduled payments and recent events are dated from then. */
  seededAt: string;
  /** The services' ACCESS_TOKEN_SECRET it was seeded with: the sandbox accounting systems' tokens are signed with it. */
  accessTokenSecret: string;
  /** The services' and the web's public addresses it was seeded with, in place of a server's. */
  apiURL: string;
  webURL: string;
  /** The columns that hold either address (the demo's invitation e-mails, the accounting connections' API address). */
  columns: { table: string; column: string; type: string }[];
}

/** PostgreSQL's "object in use": the template still has a session (one just closed may linger for a moment). */
const OBJECT_IN_USE = '55006';

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function urlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export interface TestDatabase {
  url: string;
  /** Set when the copy holds the demo already: the services must sign with it (the demo's sandbox tokens). */
  accessTokenSecret?: string;
  drop(): Promise<void>;
}

/** The time zones whose calendar days the demo's dates follow: a copy seeded on another day would be wrong. */
const DAY_ZONES = ['UTC', 'America/New_York', 'America/Chicago', 'America/Los_Angeles'];
/** A seeded demo older than this is not copied: the server seeds its own, as one seeded later in the run would be. */
const DEMO_MAX_AGE_MS = 45 * 60_000;

/** The run's seeded demo when it is still today's everywhere the demo's dates are read (else each server seeds its own). */
function currentDemo(now = new Date()): DemoTemplate | undefined {
  const value = process.env[E2E_DEMO_TEMPLATE];
  if (!value) return undefined;
  const demo = JSON.parse(value) as DemoTemplate;
  const seededAt = new Date(demo.seededAt);
  const day = (at: Date, timeZone: string) => at.toLocaleDateString('en-US', { timeZone });
  if (now.getTime() - seededAt.getTime() > DEMO_MAX_AGE_MS) return undefined;
  return DAY_ZONES.every((zone) => day(seededAt, zone) === day(now, zone)) ? demo : undefined;
}

/** In a copy of the demo, the template's addresses replaced by the server's. */
async function rewriteAddresses(client: pg.Client, demo: DemoTemplate, addresses: { apiURL: string; webURL: string }): Promise<void> {
  for (const { table, column, type } of demo.columns) {
    for (const [from, to] of [
      [demo.apiURL, addresses.apiURL],
      [demo.webURL, addresses.webURL],
    ]) {
      await client.query(`update "${table}" set "${column}" = replace("${column}"::text, $1, $2)::${type} where "${column}"::text like '%' || $1 || '%'`, [from, to]);
    }
  }
}

/**
 * A fresh copy for one test server whose services and web answer at `addresses`: of the run's demo, seeded once
 * (decision 148), with the addresses its e-mails and accounting connections hold made the server's; or of the
 * migrated template, which the server seeds at its start (E2E_SEED=per-server, or a demo seeded on another day).
 * Undefined outside a run with the global setup (a server then starts a throwaway PostgreSQL of its own,
 * DATA_DIR=memory://).
 */
export async function copyOfTemplate(addresses: { apiURL: string; webURL: string }): Promise<TestDatabase | undefined> {
  const serverUrl = process.env[E2E_DATABASE_SERVER];
  const demo = currentDemo();
  const template = demo?.name ?? process.env[E2E_DATABASE_TEMPLATE];
  if (!serverUrl || !template) return undefined;
  const name = `e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  if (demo) await onServer(urlOf(serverUrl, name), (client) => rewriteAddresses(client, demo, addresses));
  return {
    url: urlOf(serverUrl, name),
    accessTokenSecret: demo?.accessTokenSecret,
    drop: () => onServer(serverUrl, async (client) => void (await client.query(`drop database if exists "${name}" with (force)`))),
  };
}
