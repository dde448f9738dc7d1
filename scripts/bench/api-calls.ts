// The services alone, in process, on the demo data: CPU milliseconds and SQL statements per call for the calls
// `/transactions/completed` makes as Northwind's owner (the shell's viewer, the list, the vendor filter's choices),
// each as a request would carry it (the services' handler, JSON both ways) and as the web in the same process hands it
// over (`execute`, decision 138), and the list page's two calls as one page does (the viewer, then the list, sharing one
// read of the session epoch, decision 159): what the page's data costs the web's process, rendering aside. On a
// throw-away PostgreSQL database when one answers on BENCH_PG_URL's server (PostgreSQL's own CPU not counted, as for
// the pages), else on an embedded one in this process (its CPU counted). Run by `npm run bench`; alone:
// `npx tsx scripts/bench/api-calls.ts`. Asserts nothing on time.
import { print, type DocumentNode } from 'graphql';
import { createApi } from '../../api/app';
import { createDatabase } from '../../api/db/client';
import type { EndpointName } from '../../api/graphql/endpoint';
import { DEMO_PASSWORD, seedDemoData } from '../../api/seed/demo';
import { REPORT_LIST_QUERY } from '../../app/features/transactions/lists.server';
import { VIEWER_QUERY } from '../../app/platform/viewer.server';
import { testConfig } from '../../tests/api/harness';
import { throwAwayDatabase } from './pg';

const CALLS = Number(process.env.BENCH_API_CALLS ?? 300);
const config = testConfig();
const database = await throwAwayDatabase('api_calls');
const handle = await createDatabase(database ? { databaseUrl: database.url } : { dataDir: 'memory://' });
// The throw-away database goes however the run ends.
try {
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
  const HEADERS = { 'x-forwarded-for': '10.0.0.1' };
  interface Call {
    name: string;
    service: EndpointName;
    document: string;
    variables: Record<string, unknown>;
  }

  /** A call as a request carries it: the services' handler, the body and the answer as JSON. */
  async function overRequest(call: Call, token?: string) {
    const headers: Record<string, string> = { ...HEADERS, 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await api.fetch(
      new Request(`http://api.bench/${call.service}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: call.document, variables: call.variables }) }),
    );
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (body.errors) throw new Error(`${call.service}: ${JSON.stringify(body.errors)}`);
    return body.data!;
  }

  /** A call as the web in the services' process hands it over, for the page request `page`. */
  async function executed(call: Call, token: string, page?: object) {
    const answer = await api.execute({
      endpoint: call.service,
      query: call.document,
      variables: call.variables,
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
      page,
    });
    if (answer.status !== 200 || 'error' in answer.body || answer.body.errors) throw new Error(`${call.service}: ${JSON.stringify(answer.body)}`);
  }

  const signedIn = await overRequest({
    name: 'sign-in',
    service: 'auth',
    document: `mutation($input: AuthorizeInput!) { authorize(input: $input) { accessToken } }`,
    variables: { input: { email: 'owner@northwind.test', password: DEMO_PASSWORD } },
  });
  const token = (signedIn.authorize as { accessToken: string }).accessToken;
  // The web's own typed documents, as the text it sends.
  const text = (document: unknown) => print(document as DocumentNode);
  const viewer: Call = { name: 'core viewer (the shell)', service: 'core', document: text(VIEWER_QUERY), variables: {} };
  const list: Call = {
    name: 'reports completed list, 25 rows',
    service: 'reports',
    document: text(REPORT_LIST_QUERY.generalTransfers),
    variables: { filter: { status: 'success' }, skip: 0, limit: 25 },
  };
  const vendors: Call = { name: 'core payableVendors', service: 'core', document: '{ payableVendors { id name } }', variables: {} };

  /** CPU ms and statements per run of `work`, after 20 runs of warm-up. */
  async function measure(label: string, work: () => Promise<unknown>) {
    for (let i = 0; i < 20; i++) await work();
    statements = 0;
    const before = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) await work();
    const used = process.cpuUsage(before);
    console.log(`  ${label}: ${((used.user + used.system) / 1000 / CALLS).toFixed(2)} ms CPU, ${(statements / CALLS).toFixed(1)} SQL statements`);
  }

  console.log(
    `\nservices in process (${database ? 'a throw-away PostgreSQL database; its own CPU not counted' : 'embedded PostgreSQL in this process'}, demo data), ` +
      `${CALLS} times each as Northwind's owner, per call:`,
  );
  for (const call of [viewer, list, vendors]) {
    await measure(`${call.name}, as a request`, () => overRequest(call, token));
    await measure(`${call.name}, executed`, () => executed(call, token));
  }
  await measure('the list page\'s data (the viewer, then the list, one page), executed', async () => {
    const page = {};
    await executed(viewer, token, page);
    await executed(list, token, page);
  });
} finally {
  await handle.close();
  await database?.drop();
}
