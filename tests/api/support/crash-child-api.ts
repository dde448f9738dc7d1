/**
 * A services process that dies for real (kill -9) in the middle of an idempotent public-API request, for
 * tests/api/kill9.test.ts: on the embedded database in DATA_DIR it seeds the demo data, then sends
 * POST /api/v1/payments with an Idempotency-Key, and sends itself SIGKILL right after the handler made the payment,
 * before the request's answer was stored.
 */
import { eq } from 'drizzle-orm';
import { createApi } from '../../../api/app';
import { createDatabase } from '../../../api/db/client';
import { vendors } from '../../../api/db/schema';
import { PUBLIC_ROUTES } from '../../../api/public-api/routes';
import { DEMO_API_CLIENT } from '../../../api/seed/api-clients';
import { seedDemoData } from '../../../api/seed/demo';
import { createTestClock, testConfig } from '../harness';

const [dataDir, keyBase64, idempotencyKey, amount] = process.argv.slice(2);
const config = testConfig({ encryptionKey: Buffer.from(keyBase64, 'base64') });
const clock = createTestClock();
const handle = await createDatabase({ dataDir });
await seedDemoData(handle.db, { encryptionKey: config.encryptionKey, now: clock(), webPublicUrl: config.webPublicUrl });
const [acme] = await handle.db.select().from(vendors).where(eq(vendors.name, 'Acme Paper'));

const route = PUBLIC_ROUTES.find((r) => r.operationId === 'createPayment')!;
const original = route.handler;
route.handler = async (input) => {
  await original(input);
  process.kill(process.pid, 'SIGKILL');
  return new Promise(() => {});
};

const api = createApi({ db: handle.db, config, clock });
const token = await api.fetch(
  new Request('http://api.test/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: DEMO_API_CLIENT.clientId, client_secret: DEMO_API_CLIENT.clientSecret }).toString(),
  }),
);
const { access_token } = (await token.json()) as { access_token: string };
await api.fetch(
  new Request('http://api.test/api/v1/payments', {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ vendorId: acme.id, amount }),
  }),
);
// Not reached: the process dies inside the request.
process.exit(3);
