/**
 * The links a request makes follow the user's own host in APP_ENV local only: a user on 127.0.0.1 while WEB_PUBLIC_URL
 * says localhost comes back to the host their session cookie is on; in staging and prod the header is ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../api/seed/demo';
import { webPublicUrlFor } from '../../api/config';
import { startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';

const AUTHORIZE = coreGraphql(`mutation WebOriginAuthorize($system: String!) { accountingAuthorizationUrl(system: $system) { url } }`);
const USER_ORIGIN = 'http://127.0.0.1:3000';

async function redirectUriOn(t: TestApi, webOrigin: string) {
  const { accessToken } = await t.tokensFor(DEMO_USERS.northwindOwner.email);
  const started = await t.gql(AUTHORIZE, { system: 'quickBooks' }, { token: accessToken, headers: { 'x-web-origin': webOrigin } });
  expect(started.errors).toBeUndefined();
  return new URL(started.data!.accountingAuthorizationUrl.url);
}

describe('APP_ENV local', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('builds the QuickBooks callback on the host the user is on, and the sandbox takes it as registered', async () => {
    const consent = await redirectUriOn(t, USER_ORIGIN);
    expect(consent.searchParams.get('redirect_uri')).toBe(`${USER_ORIGIN}/manage-payees/callback`);
    const form = new URLSearchParams(consent.searchParams);
    form.set('decision', 'allow');
    const answer = await t.api.fetch(new Request(`${consent.origin}${consent.pathname}`, { method: 'POST', body: form, headers: { origin: USER_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' } }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/manage-payees\/callback\?/);
  });
});

describe('APP_ENV staging', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ config: { appEnv: 'staging' } });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('ignores the host the request names: the callback is always WEB_PUBLIC_URL', async () => {
    const consent = await redirectUriOn(t, 'http://attacker.example');
    expect(consent.searchParams.get('redirect_uri')).toBe(`${t.config.webPublicUrl}/manage-payees/callback`);
  });
});

describe('webPublicUrlFor', () => {
  const config = { webPublicUrl: 'http://localhost:3000' };
  it('takes the user origin in local only, and only a plain origin', () => {
    expect(webPublicUrlFor({ ...config, appEnv: 'local' }, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(webPublicUrlFor({ ...config, appEnv: 'local' }, 'http://127.0.0.1:3000/evil?x')).toBe(config.webPublicUrl);
    expect(webPublicUrlFor({ ...config, appEnv: 'local' }, 'javascript:alert(1)')).toBe(config.webPublicUrl);
    expect(webPublicUrlFor({ ...config, appEnv: 'local' }, null)).toBe(config.webPublicUrl);
    for (const appEnv of ['dev', 'demo', 'staging', 'prod'] as const) {
      expect(webPublicUrlFor({ ...config, appEnv }, 'http://attacker.example')).toBe(config.webPublicUrl);
    }
  });
});
