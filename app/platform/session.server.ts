/**
 * The cookie session: a signed cookie whose payload is also encrypted (AES-256-GCM), held per request in a
 * small mutable `SessionHolder` that loaders and actions change and the server commits once at the end.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createCookie, type Cookie } from '@remix-run/node';
import { z } from 'zod';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../domain/timings';
import { isRole, type Role } from '../../domain/roles';
import { env } from './env.server';

export const SESSION_MAX_AGE_SECONDS = REFRESH_TOKEN_TTL_SECONDS;

const toastSchema = z.object({
  id: z.string(),
  type: z.enum(['success', 'danger']),
  message: z.string(),
  /** The reason for an automatic sign-out: shown without switching notifications on (domain/notifications.ts). */
  signOut: z.boolean().optional(),
});
export type Toast = z.infer<typeof toastSchema>;

/** A sign-in waiting for its code: the signed pending token (never the password) and what the screens show. */
const pendingMfaSchema = z.object({
  token: z.string(),
  userId: z.string(),
  role: z.string().refine(isRole),
  phoneNumber: z.string().nullable(),
  email: z.string(),
  contact: z.string(),
  preference: z.enum(['email', 'phoneNumber']),
  remember: z.boolean(),
  /** Set once a code was sent: when it stops working (ISO). */
  expiresAt: z.string().nullable(),
  /** The zone the person reads times in (from the services with the code), so the expiry is not shown in UTC. */
  timeZone: z.string().optional(),
  /** Why the code could not be sent on sign-in (a send limit, an unusable number): the page says so and offers Send Code. */
  sendError: z.string().optional(),
  redirectTo: z.string().optional(),
});
export type PendingMfa = z.infer<typeof pendingMfaSchema>;

/** A code sent for the signed-in user (setup access, turning MFA on or off). */
const codeStepSchema = z.object({
  purpose: z.enum(['setup', 'mfaPreference']),
  expiresAt: z.string(),
  contact: z.string(),
  preference: z.enum(['email', 'phoneNumber']),
  enable: z.boolean(),
});
export type CodeStep = z.infer<typeof codeStepSchema>;

const sessionDataSchema = z
  .object({
    /** Changes at every sign-in (rotation). */
    sid: z.string(),
    accessToken: z.string(),
    refreshToken: z.string(),
    id: z.string(),
    role: z.string().refine(isRole),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    isBusinessRegistered: z.boolean(),
    skipMfaSetup: z.boolean(),
    pendingMfa: pendingMfaSchema,
    codeStep: codeStepSchema,
    toast: toastSchema,
    /** Notifications switched off (spec §4): by the user menu's switch or a failed token refresh. */
    notificationsOff: z.boolean(),
    /** The owner moved on with Save and continue: the registration stepper shows all its steps (spec §4). */
    stepperExpanded: z.boolean(),
    /**
     * A vendor link's mailbox proof (decision 125): which link (a digest of its token), whether a code was sent, and
     * the code once confirmed, which registration sends with the form.
     */
    mailboxProof: z.object({ link: z.string(), sent: z.boolean(), code: z.string().optional() }),
  })
  .partial();
export type SessionData = Omit<z.infer<typeof sessionDataSchema>, 'role'> & { role?: Role };

// ---------------------------------------------------------------- encryption

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The AES-256 key derived from the session secret (the cookie signature uses the secret itself). */
export function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'payloft-session-salt', 'payloft-session-encryption', 32));
}

export function encryptPayload(plaintext: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Null when the payload was not produced with this key or was tampered with. */
export function decryptPayload(payload: string, key: Buffer): string | null {
  try {
    const raw = Buffer.from(payload, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export function sealSession(data: SessionData, key: Buffer): string {
  return encryptPayload(JSON.stringify(data), key);
}

export function unsealSession(sealed: unknown, key: Buffer): SessionData {
  if (typeof sealed !== 'string') return {};
  const json = decryptPayload(sealed, key);
  if (!json) return {};
  try {
    const parsed = sessionDataSchema.safeParse(JSON.parse(json));
    return parsed.success ? (parsed.data as SessionData) : {};
  } catch {
    return {};
  }
}

// ---------------------------------------------------------------- the holder

/** The per-request session: read once from the cookie, changed by loaders and actions, committed once. */
export class SessionHolder {
  private data: SessionData;
  private changed = false;

  constructor(initial: SessionData = {}) {
    this.data = { ...initial };
  }

  get<K extends keyof SessionData>(key: K): SessionData[K] {
    return this.data[key];
  }

  /** Signed in: access token, role and id all present (spec §4). */
  get isSignedIn(): boolean {
    return Boolean(this.data.accessToken && this.data.role && this.data.id);
  }

  get isDirty(): boolean {
    return this.changed;
  }

  get isEmpty(): boolean {
    return Object.keys(this.data).length === 0;
  }

  set(patch: Partial<SessionData>): void {
    this.data = { ...this.data, ...patch };
    this.changed = true;
  }

  /** A new session (sign-in): nothing of the previous one survives but a pending toast. */
  rotate(data: Omit<SessionData, 'sid'>): void {
    // Notifications start on again with a new sign-in (a failed refresh switched them off only for its sign-out).
    const toast = this.data.toast;
    this.data = { ...data, sid: randomUUID(), ...(toast && !data.toast ? { toast } : {}) };
    this.changed = true;
  }

  /** Sign-out: tokens, profile and the skip-MFA flag go; a toast set afterwards survives. */
  clear(): void {
    this.data = {};
    this.changed = true;
  }

  flash(type: Toast['type'], message: string, options: { signOut?: boolean } = {}): void {
    this.set({ toast: { id: randomUUID(), type, message, ...(options.signOut ? { signOut: true } : {}) } });
  }

  /** Reads the toast and removes it from the session. */
  takeFlash(): Toast | undefined {
    const toast = this.data.toast;
    if (toast) {
      const { toast: _removed, ...rest } = this.data;
      this.data = rest;
      this.changed = true;
    }
    return toast;
  }

  snapshot(): SessionData {
    return { ...this.data };
  }
}

// ---------------------------------------------------------------- the cookie

export interface SessionCookieOptions {
  secret: string;
  secure: boolean;
}

export function createSessionCookie({ secret, secure }: SessionCookieOptions): Cookie {
  // `__Host-` pins the cookie to this host, https and path /; it needs Secure, so only outside local.
  return createCookie(secure ? '__Host-payloft_session' : 'payloft_session', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: [secret],
  });
}

export interface SessionStore {
  read(cookieHeader: string | null | undefined): Promise<SessionHolder>;
  /** The Set-Cookie value for a changed session (an expired cookie when it is empty). */
  commit(session: SessionHolder): Promise<string>;
}

/** Cookie headers read recently, with what they held: emptied whole when full. */
const READ_HEADERS_MAX = 1_000;

export function createSessionStore(options: SessionCookieOptions): SessionStore {
  const cookie = createSessionCookie(options);
  const key = deriveKey(options.secret);
  // A header's session is a function of the header and the secret alone (the signature checked, the payload opened and
  // parsed), so a browser's next request with the same cookie is not checked and opened again; each read gets its own
  // copy, which the request may change.
  const readHeaders = new Map<string, SessionData>();
  return {
    async read(cookieHeader) {
      if (!cookieHeader) return new SessionHolder();
      let data = readHeaders.get(cookieHeader);
      if (!data) {
        data = unsealSession(await cookie.parse(cookieHeader), key);
        if (readHeaders.size >= READ_HEADERS_MAX) readHeaders.clear();
        readHeaders.set(cookieHeader, data);
      }
      return new SessionHolder(structuredClone(data));
    },
    async commit(session) {
      if (session.isEmpty) return cookie.serialize('', { maxAge: 0, expires: new Date(0) });
      return cookie.serialize(sealSession(session.snapshot(), key));
    },
  };
}

let store: SessionStore | undefined;
/** The store configured from the environment (SESSION_SECRET, Secure unless APP_ENV is local). */
export function sessionStore(): SessionStore {
  const e = env();
  store ??= createSessionStore({ secret: e.SESSION_SECRET, secure: e.appEnv !== 'local' });
  return store;
}
