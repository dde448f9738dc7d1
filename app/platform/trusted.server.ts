/** The 'Remember me for 30 days' cookie: the token the auth service issued for one user on this browser. */
import { createCookie } from '@remix-run/node';
import { REMEMBER_ME_MS } from '../../domain/timings';
import { env } from './env.server';

let cookie: ReturnType<typeof createCookie> | undefined;
function trustedCookie() {
  const e = env();
  const secure = e.appEnv !== 'local';
  cookie ??= createCookie(secure ? '__Host-payloft_trusted' : 'payloft_trusted', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: REMEMBER_ME_MS / 1000,
    secrets: [e.SESSION_SECRET],
  });
  return cookie;
}

export async function readRememberToken(request: Request): Promise<string | null> {
  const value = await trustedCookie().parse(request.headers.get('cookie'));
  return typeof value === 'string' ? value : null;
}

export function rememberTokenCookie(token: string): Promise<string> {
  return trustedCookie().serialize(token);
}
