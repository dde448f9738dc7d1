// The API product's figures for `npm run bench`: payments created per second through POST /api/v1/payments
// at each connection count, every request with its own Idempotency-Key (so each one creates a payment), and webhook
// deliveries per second to a local listener while and after the payments are created. The services must run with
// a per-client rate limit above the load (bench.mjs sets API_RATE_LIMIT_PER_MINUTE), so the limiter's upsert is
// measured but never answers 429. Nothing here asserts on time.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { percentile } from './percentile.mjs';
import { BENCH_OWNER as OWNER } from './sign-in.mjs';

const DEMO_CLIENT = { id: 'plc_northwind_demo', secret: 'pls_northwind_demo_secret_0000000000000000' };

async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function gql(api, service, query, variables, token) {
  const body = await json(`${api}/${service}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  if (body.errors?.length) throw new Error(`${service}: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data;
}

const percentileMs = (sorted, p) => Number(percentile(sorted, p).toFixed(1));

/**
 * One autocannon run of POST /api/v1/payments, each request with a fresh Idempotency-Key; `api` is one services
 * address or several (copies of the services, the connections spread over them).
 */
export async function createPayments(api, token, vendorId, { connections, seconds, amount }) {
  const latencies = [];
  const body = JSON.stringify({ vendorId, amount: '1250', description: 'Bench payment' });
  const instance = autocannon({
    url: Array.isArray(api) ? api.map((a) => `${a}/api/v1/payments`) : `${api}/api/v1/payments`,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body,
        }),
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(', ');
  return {
    rps: result.requests.average,
    created: result['2xx'],
    p50: percentileMs(latencies, 50),
    p95: percentileMs(latencies, 95),
    p99: percentileMs(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    codes,
  };
}

/** The Northwind demo client's access token and the id of its vendor Acme Paper. */
export async function publicApiToken(api) {
  const { access_token: token } = await json(`${api}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: DEMO_CLIENT.id, client_secret: DEMO_CLIENT.secret }),
  });
  const vendors = await json(`${api}/api/v1/vendors?limit=100`, { headers: { authorization: `Bearer ${token}` } });
  const vendor = vendors.data.find((v) => v.name === 'Acme Paper');
  if (!vendor) throw new Error('the demo vendor Acme Paper is missing');
  return { token, vendorId: vendor.id };
}

/**
 * @param {{ api: string, seconds: number, connectionsList: number[], webhookPayments?: number }} options
 */
export async function benchPublicApi({ api, seconds, connectionsList, webhookPayments = 1000 }) {
  const { token, vendorId } = await publicApiToken(api);

  console.log('\nPublic API (POST /api/v1/payments, a fresh Idempotency-Key per request, Northwind demo client):');
  // Warm-up: compiles the handlers' code paths.
  await createPayments(api, token, vendorId, { connections: 4, amount: 40 });
  for (const connections of connectionsList) {
    const r = await createPayments(api, token, vendorId, { connections, seconds });
    console.log(
      `  ${String(connections).padStart(2)} connections: ${r.rps.toFixed(0)} payments created/s (${r.created} in ${seconds} s; p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms` +
        `${r.non2xx || r.errors ? `; ${r.non2xx} non-2xx (${r.codes}), ${r.errors} errors` : ''})`,
    );
  }

  // Webhooks: a local listener subscribed to payment.created; every payment created from now on is one delivery.
  const received = [];
  const listener = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(Date.now());
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${listener.address().port}/webhooks`;
  try {
    const { authorize } = await gql(api, 'auth', 'mutation($input: AuthorizeInput!) { authorize(input: $input) { accessToken } }', { input: OWNER });
    const { apiClients } = await gql(api, 'core', '{ apiClients { id clientId } }', {}, authorize.accessToken);
    const client = apiClients.find((c) => c.clientId === DEMO_CLIENT.id);
    await gql(
      api,
      'core',
      'mutation($id: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $id, input: $input) { endpoint { id } } }',
      { id: client.id, input: { url, events: ['payment.created'] } },
      authorize.accessToken,
    );
    const started = Date.now();
    const r = await createPayments(api, token, vendorId, { connections: 50, amount: webhookPayments });
    const createdAt = Date.now();
    // Wait for every delivery, or until none arrives for 30 s.
    for (let last = received.length, quietSince = Date.now(); received.length < r.created; ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (received.length !== last) [last, quietSince] = [received.length, Date.now()];
      else if (Date.now() - quietSince > 30_000) break;
    }
    const first = received[0] ?? NaN;
    const last = received.at(-1) ?? NaN;
    console.log(
      `  webhooks: ${received.length} of ${r.created} payment.created deliveries; ${(received.length / Math.max(0.001, (last - first) / 1000)).toFixed(0)} deliveries/s ` +
        `(first to last delivery, while ${r.created} payments were created at ${(r.created / ((createdAt - started) / 1000)).toFixed(0)}/s over 50 connections); ` +
        `the last arrived ${((last - createdAt) / 1000).toFixed(1)} s after the last payment was created` +
        `${r.non2xx || r.errors ? `; ${r.non2xx} non-2xx (${r.codes}), ${r.errors} errors (timeouts) of ${webhookPayments} requests` : ''}`,
    );
  } finally {
    await new Promise((resolve) => listener.close(resolve));
  }
}
