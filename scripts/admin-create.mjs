// `npm run admin:create -- --email admin@example.com [--first-name Ada] [--last-name Admin]`: creates the first
// platform administrator of a deployment that seeds no demo accounts (staging, prod). The password is typed (not
// echoed) at a terminal, or read from standard input (`printf '%s' "$PASSWORD" | npm run admin:create -- --email …`);
// it is never an argument. Refuses when the e-mail already has an account. Uses the database the services use:
// PostgreSQL when DATABASE_URL is set, else the embedded PostgreSQL in DATA_DIR (a running app's server, or started for the command).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Platform' },
    'last-name': { type: 'string', default: 'Administrator' },
  },
});
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email <e-mail> [--first-name <name>] [--last-name <name>]');
  process.exit(2);
}

/** Reads the password: hidden prompt at a terminal, else the whole of standard input (one trailing newline dropped). */
async function readPassword() {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.replace(/\r?\n$/, '');
  }
  process.stdout.write('Password for the new administrator: ');
  process.stdin.setRawMode(true);
  process.stdin.setEncoding('utf8');
  return new Promise((done) => {
    let typed = '';
    const onData = (key) => {
      for (const ch of key) {
        if (ch === '\r' || ch === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.off('data', onData);
          process.stdin.pause();
          process.stdout.write('\n');
          return done(typed);
        }
        if (ch === '\u0003') process.exit(130);
        if (ch === '\u007f') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    process.stdin.on('data', onData);
  });
}

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const env = { ...process.env, DATA_DIR: dataDir };
const password = await readPassword();

const { createDatabase } = await tsImport('../api/db/client.ts', import.meta.url);
const { createAdministrator } = await tsImport('../api/seed/first-admin.ts', import.meta.url);
let handle;
try {
  handle = await createDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir });
  const admin = await createAdministrator(handle.db, {
    email: values.email,
    password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  console.log(`Created the platform administrator ${admin.email}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle?.close();
}
