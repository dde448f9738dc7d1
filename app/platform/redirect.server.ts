/**
 * The web's only redirect, so that no open redirect can creep in: every target goes through domain/guard.ts's safeRedirectTarget, so nothing a
 * request carries (a `redirectTo`, a path like `//evil.example/…`) can send the browser to another host. An
 * unsafe target goes to `/` instead. ESLint forbids importing Remix's `redirect` anywhere else.
 */
// eslint-disable-next-line no-restricted-imports
import { redirect as remixRedirect } from '@remix-run/node';
import { safeRedirectTarget } from '../../domain/guard';

export function redirect(target: string, init?: number | ResponseInit): Response {
  return remixRedirect(safeRedirectTarget(target) ?? '/', init);
}
