// The services alone, in process (a throwaway embedded PostgreSQL, demo data): CPU milliseconds and SQL statements per
// call for the calls `/transactions/completed` makes as Northwind's owner (the shell's viewer, the list, the vendor
// filter's choices). Run by `npm run bench`; alone: `npx tsx scripts/bench/api-calls.ts`. Asserts nothing on time.
import { print, type DocumentNode } from 'graphql';
import { createApi } from '../../api/app';
import { createDatabase } from '../../api/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../../api/seed/demo';
import { REPORT_LIST_QUERY } from '../../app/features/transactions/lists.server';
import { VIEWER_QUERY } from '../../app/platform/viewer.server';
import { testConfig } from '../../tests/api/harness';

const CALLS = Number(process.env.BENCH_API_CALLS ?? 300);
const config = testConfig();
const handle = await createDatabase({ dataDir: 'memory://' });
await seedDemoData(handle.db, { encryptionKey: config.encryptionKey, now: new Date() });

// Every statement drizzle sends goes through the pool's query().
let statements = 0;
const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
const query = client.query.bind(client);
client.query = (...args: unknown[]) => {
  statements += 1;
  return query(...args);
};

const api = createApi({ db: handle.db, config });
async function gql(service: string, document: string, variables: Record<string, unknown> = {}, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.1' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await api.fetch(
    new Request(`http://api.bench/${service}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: document, variables }) }),
  );
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(`${service}: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

const signedIn = await gql('auth', `mutation($input: AuthorizeInput!) { authorize(input: $input) { accessToken } }`, {
  input: { email: 'owner@northwind.test', password: DEMO_PASSWORD },
});
const token = (signedIn.authorize as { accessToken: string }).accessToken;
// The web's own typed documents, as the text it sends.
const text = (document: unknown) => print(document as DocumentNode);
const calls = [
  { name: 'core viewer (the shell)', service: 'core', document: text(VIEWER_QUERY), variables: {} },
  {
    name: 'reports completed list, 25 rows',
    service: 'reports',
    document: text(REPORT_LIST_QUERY.generalTransfers),
    variables: { filter: { status: 'success' }, skip: 0, limit: 25 },
  },
  { name: 'core payableVendors', service: 'core', document: '{ payableVendors { id name } }', variables: {} },
];
console.log(`\nservices in process (embedded PostgreSQL, demo data), ${CALLS} calls each as Northwind's owner:`);
for (const call of calls) {
  for (let i = 0; i < 20; i++) await gql(call.service, call.document, call.variables, token);
  statements = 0;
  const before = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) await gql(call.service, call.document, call.variables, token);
  const used = process.cpuUsage(before);
  console.log(
    `  ${call.name}: ${((used.user + used.system) / 1000 / CALLS).toFixed(2)} ms CPU, ${(statements / CALLS).toFixed(1)} SQL statements per call`,
  );
}
await handle.close();
