#!/usr/bin/env node
/**
 * `npm run webhook:listen`: a local webhook receiver for trying the API. It prints every delivery and checks its
 * Standard Webhooks signature with the library's verifier.
 *   WEBHOOK_SECRET=whsec_… npm run webhook:listen            (port 4400, path /webhooks)
 *   WEBHOOK_PORT=4500 WEBHOOK_SECRET=whsec_… npm run webhook:listen
 * Add http://127.0.0.1:4400/webhooks as an endpoint on Setup → API Keys (allowed in local and dev).
 * Answers 204 to a good delivery, 400 to a bad signature (so the services retry it), and
 * WEBHOOK_FAIL=1 makes it answer 500 to everything, to watch the retries.
 */
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const port = Number(process.env.WEBHOOK_PORT ?? 4400);
const secret = process.env.WEBHOOK_SECRET;
const fail = process.env.WEBHOOK_FAIL === '1';
const verifier = secret ? new Webhook(secret) : null;
if (!verifier) console.warn('WEBHOOK_SECRET is not set: deliveries are printed but their signatures are not checked.');

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = { 'webhook-id': String(req.headers['webhook-id'] ?? ''), 'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''), 'webhook-signature': String(req.headers['webhook-signature'] ?? '') };
    let verdict = 'not checked';
    let ok = true;
    if (verifier) {
      try {
        verifier.verify(body, headers);
        verdict = 'signature OK';
      } catch (error) {
        verdict = `signature BAD (${error instanceof Error ? error.message : error})`;
        ok = false;
      }
    }
    let event;
    try {
      event = JSON.parse(body);
    } catch {
      event = { type: '(not JSON)' };
    }
    const data = event.data ?? {};
    console.log(`${new Date().toISOString()} ${req.method} ${req.url} ${headers['webhook-id']} ${event.type} payment=${data.id ?? '-'} status=${data.status ?? '-'} amount=${data.amount ?? '-'} — ${verdict}`);
    res.statusCode = fail ? 500 : ok ? 204 : 400;
    res.end();
  });
});

server.listen(port, '127.0.0.1', () => console.log(`Listening for webhooks on http://127.0.0.1:${port}/webhooks (Ctrl+C to stop)`));
const stop = () => server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
