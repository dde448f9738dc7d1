import { describe, expect, it } from 'vitest';
import {
  createSessionStore,
  decryptPayload,
  deriveKey,
  encryptPayload,
  sealSession,
  SessionHolder,
  unsealSession,
} from './session.server';

const SECRET = 'a-test-session-secret-of-at-least-32-chars';

describe('session encryption', () => {
  const key = deriveKey(SECRET);

  it('round-trips a payload and never shows it in clear', () => {
    const sealed = encryptPayload('{"accessToken":"secret-token"}', key);
    expect(sealed).not.toContain('secret-token');
    expect(Buffer.from(sealed, 'base64url').toString('utf8')).not.toContain('secret-token');
    expect(decryptPayload(sealed, key)).toBe('{"accessToken":"secret-token"}');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptPayload('same', key)).not.toBe(encryptPayload('same', key));
  });

  it('rejects another key and any tampering', () => {
    const sealed = encryptPayload('hello', key);
    expect(decryptPayload(sealed, deriveKey(`${SECRET}-other`))).toBeNull();
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1] ^= 1;
    expect(decryptPayload(raw.toString('base64url'), key)).toBeNull();
    expect(decryptPayload('garbage', key)).toBeNull();
  });

  it('seals and unseals session data, dropping anything malformed', () => {
    const data = { accessToken: 'a', refreshToken: 'r', id: '1', role: 'businessOwner' as const, email: 'x@y.z' };
    expect(unsealSession(sealSession(data, key), key)).toEqual(data);
    expect(unsealSession(sealSession({ role: 'nobody' } as never, key), key)).toEqual({});
    expect(unsealSession(undefined, key)).toEqual({});
  });
});

describe('session cookie store', () => {
  it('writes a signed, encrypted, httpOnly Lax cookie and reads it back', async () => {
    const store = createSessionStore({ secret: SECRET, secure: false });
    const session = new SessionHolder();
    session.rotate({ accessToken: 'tok-123', refreshToken: 'ref-456', id: 'u1', role: 'payloftAdmin' as never, email: 'a@b.c' });
    const setCookie = await store.commit(session);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(setCookie).not.toContain('tok-123');
    const cookieHeader = setCookie.split(';')[0];
    const read = await store.read(cookieHeader);
    expect(read.isSignedIn).toBe(true);
    expect(read.get('accessToken')).toBe('tok-123');
    expect(read.isDirty).toBe(false);
  });

  it('is Secure (and __Host-) outside local', async () => {
    const store = createSessionStore({ secret: SECRET, secure: true });
    const session = new SessionHolder();
    session.set({ email: 'a@b.c' });
    const setCookie = await store.commit(session);
    expect(setCookie).toMatch(/^__Host-/);
    expect(setCookie).toMatch(/Secure/);
  });

  it('ignores a cookie signed with another secret', async () => {
    const other = createSessionStore({ secret: `${SECRET}-other`, secure: false });
    const session = new SessionHolder();
    session.set({ accessToken: 'x', id: '1', role: 'vendorManager' });
    const cookieHeader = (await other.commit(session)).split(';')[0];
    const read = await createSessionStore({ secret: SECRET, secure: false }).read(cookieHeader);
    expect(read.isEmpty).toBe(true);
  });

  it('expires the cookie when the session is cleared', async () => {
    const store = createSessionStore({ secret: SECRET, secure: false });
    const session = new SessionHolder({ accessToken: 'x', id: '1', role: 'vendorManager' });
    session.clear();
    expect(await store.commit(session)).toMatch(/Max-Age=0/);
  });
});

describe('session holder', () => {
  it('rotation starts a new session id and keeps only a pending toast', () => {
    const session = new SessionHolder({ sid: 'old', accessToken: 'old-token', skipMfaSetup: true });
    session.flash('danger', 'Refresh token expired');
    session.rotate({ accessToken: 'new', refreshToken: 'r', id: '1', role: 'businessOwner' });
    expect(session.get('sid')).not.toBe('old');
    expect(session.get('skipMfaSetup')).toBeUndefined();
    expect(session.get('toast')?.message).toBe('Refresh token expired');
  });

  it('a flash is read once', () => {
    const session = new SessionHolder();
    session.flash('success', 'Settings was updated successfully.');
    expect(session.takeFlash()?.message).toBe('Settings was updated successfully.');
    expect(session.takeFlash()).toBeUndefined();
  });

  it('is signed in only with access token, role and id', () => {
    expect(new SessionHolder({ accessToken: 'a', id: '1' }).isSignedIn).toBe(false);
    expect(new SessionHolder({ accessToken: 'a', id: '1', role: 'vendorManager' }).isSignedIn).toBe(true);
  });
});

describe('notifications in the session (spec §4)', () => {
  it('keeps the switch and a sign-out notice through the cookie, and starts on again at a new sign-in', () => {
    const key = deriveKey(SECRET);
    const session = new SessionHolder({});
    session.set({ notificationsOff: true });
    session.flash('danger', 'Refresh token expired', { signOut: true });
    const read = unsealSession(sealSession(session.snapshot(), key), key);
    expect(read.notificationsOff).toBe(true);
    expect(read.toast).toMatchObject({ type: 'danger', message: 'Refresh token expired', signOut: true });
    const again = new SessionHolder(read);
    again.rotate({ accessToken: 'a', refreshToken: 'r', id: 'u1', role: 'businessOwner', email: 'o@x.test', phoneNumber: null, isBusinessRegistered: true, skipMfaSetup: false });
    expect(again.get('notificationsOff')).toBeUndefined();
  });
});
