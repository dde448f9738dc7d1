/**
 * The Twilio sandbox checked against Twilio's own definitions as its SDK ships them (decision 065): the Message
 * resource's fields and enumerations read from the SDK's typings, the SDK's own client reading the sandbox's answers
 * and errors, and the SDK's own request (path, form fields, Basic authentication) as the sandbox receives it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioSandbox, type TwilioSandbox } from '../../api/integrations/sms/sandbox';
import { twilioSender } from '../../api/integrations/sms/twilio';
import { SmsNotSent } from '../../api/integrations/sms/delivery';

const require = createRequire(import.meta.url);
const MESSAGE_TYPINGS = require.resolve('twilio/lib/rest/api/v2010/account/message.d.ts');

/** The SDK's typings of the Message resource: the payload's fields and the values of its string enumerations. */
function sdkDefinitions() {
  const source = ts.createSourceFile(MESSAGE_TYPINGS, readFileSync(MESSAGE_TYPINGS, 'utf8'), ts.ScriptTarget.Latest, true);
  const fields = new Map<string, string>();
  const unions = new Map<string, string[]>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'MessageResource') {
      for (const member of node.members) if (ts.isPropertySignature(member) && member.type) fields.set(member.name.getText(source), member.type.getText(source));
    }
    if (ts.isTypeAliasDeclaration(node) && ts.isUnionTypeNode(node.type)) {
      unions.set(node.name.text, node.type.types.map((type) => type.getText(source).replace(/^"|"$/g, '')));
    }
  });
  return { fields, unions };
}

let sandbox: TwilioSandbox;
beforeAll(async () => {
  sandbox = await startTwilioSandbox();
});
afterAll(async () => {
  await sandbox?.close();
});

/** A request as any Twilio client sends it: form-encoded, Basic with the Account SID and auth token. */
async function post(form: Record<string, string>, auth = `${sandbox.accountSid}:${sandbox.authToken}`) {
  const answer = await fetch(`${sandbox.url}/2010-04-01/Accounts/${sandbox.accountSid}/Messages.json`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(auth).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe("the sandbox's Message resource, by the SDK's typings", () => {
  const { fields, unions } = sdkDefinitions();

  it('reads the definitions it checks against (the typings still declare them)', () => {
    expect(fields.size).toBeGreaterThan(15);
    expect(unions.get('MessageStatus')).toContain('queued');
    expect(unions.get('MessageDirection')).toContain('outbound-api');
  });

  it('answers 201 with exactly the fields of MessageResource, each of its declared kind', async () => {
    const { status, body } = await post({ To: '+13125550150', From: '+13125550100', Body: 'Hello' });
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual([...fields.keys()].sort());
    for (const [name, type] of fields) {
      const value = body[name];
      if (value === null) continue; // Twilio sends null for what is not known yet (price, date_sent, error_code).
      if (type === 'string' || type === 'Date') expect(typeof value, name).toBe('string');
      else if (type === 'number') expect(typeof value, name).toBe('number');
      else if (type.startsWith('Record<')) expect(typeof value, name).toBe('object');
      else expect(unions.get(type), `${name}: ${type}`).toContain(value);
    }
    expect(body.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(body.uri).toBe(`/2010-04-01/Accounts/${sandbox.accountSid}/Messages/${String(body.sid)}.json`);
  });

  it('answers errors with the body the SDK reads into RestException: code, message, more_info, status', async () => {
    const cases: { form: Record<string, string>; status: number; code: number }[] = [
      { form: { To: '+15005550001', From: '+13125550100', Body: 'x' }, status: 400, code: 21211 },
      { form: { To: '+15005550004', From: '+13125550100', Body: 'x' }, status: 400, code: 21610 },
      { form: { To: 'not a number', From: '+13125550100', Body: 'x' }, status: 400, code: 21211 },
      { form: { From: '+13125550100', Body: 'x' }, status: 400, code: 21604 },
      { form: { To: '+13125550150', Body: 'x' }, status: 400, code: 21603 },
    ];
    for (const c of cases) {
      const { status, body } = await post(c.form);
      expect(status).toBe(c.status);
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'more_info', 'status']);
      expect(body).toMatchObject({ code: c.code, status: c.status, more_info: `https://www.twilio.com/docs/errors/${c.code}` });
      const exception = new twilio.RestException({ statusCode: status, body: JSON.stringify(body) });
      expect([exception.status, exception.code, exception.moreInfo]).toEqual([c.status, c.code, body.more_info]);
    }
    expect(await post({ To: '+13125550150', From: '+13125550100', Body: 'x' }, `${sandbox.accountSid}:wrong`)).toMatchObject({ status: 401, body: { code: 20003, status: 401 } });
  });
});

describe("the SDK's own client against the sandbox", () => {
  it("sends what Twilio's API takes and reads the answer into a MessageInstance with real dates", async () => {
    const client = twilio(sandbox.accountSid, sandbox.authToken, {
      httpClient: new (class extends twilio.RequestClient {
        override request<T>(opts: Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0] & { data?: T }) {
          const uri = new URL(opts.uri);
          // Twilio's own host, as the SDK builds it, before it is pointed at the sandbox.
          expect(uri.origin).toBe('https://api.twilio.com');
          return super.request<T>({ ...opts, uri: `${sandbox.url}${uri.pathname}` });
        }
      })(),
    });
    const message = await client.messages.create({ to: '+13125550151', from: '+13125550100', body: 'Contract' });
    expect(message.sid).toMatch(/^SM/);
    expect(message.status).toBe('queued');
    expect(message.dateCreated).toBeInstanceOf(Date);
    expect(Number.isNaN(message.dateCreated.getTime())).toBe(false);
    expect(message.errorCode).toBeNull();
    expect(sandbox.received.at(-1)).toMatchObject({ to: '+13125550151', from: '+13125550100', body: 'Contract' });
  });

  it('our sender maps the SDK exceptions to reasons: a bad number and an opt-out are permanent, 20429 is not', async () => {
    const sender = twilioSender({ accountSid: sandbox.accountSid, authToken: sandbox.authToken, from: '+13125550100', apiUrl: sandbox.url });
    await expect(sender.send('+1 500 555 0003', 'x')).rejects.toMatchObject({ reason: 'unusableNumber', permanent: true, providerCode: 21408 });
    await expect(sender.send('+1 500 555 0004', 'x')).rejects.toMatchObject({ reason: 'optedOut', permanent: true, providerCode: 21610 });
    await expect(sender.send('555-0100', 'x')).rejects.toBeInstanceOf(SmsNotSent);
    sandbox.ratePerSecond = 0;
    try {
      await expect(sender.send('+1 312 555 0152', 'x')).rejects.toMatchObject({ reason: 'rateLimited', permanent: false, providerCode: 20429 });
    } finally {
      sandbox.ratePerSecond = Number.POSITIVE_INFINITY;
    }
    await expect(sender.send('+1 312 555 0152', 'x')).resolves.toMatch(/^SM[0-9a-f]{32}$/);
  });
});
