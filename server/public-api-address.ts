/**
 * The web's answer to a public API request sent to its address (decision 087): the API answers on the services'
 * public address (API_PUBLIC_URL), so the web says where, as a JSON problem like the API's own errors, before its
 * browser-only rules (the Origin check, pages) see the request.
 */
import { OAUTH_METADATA_PATH } from '../domain/api-clients';
import { ErrorCodes } from '../domain/errors';
import { Messages } from '../domain/messages';

const REMEMBER_MS = 5 * 60_000;
let known: { baseUrl: string; until: number } | undefined;

/** The API's base URL as the services name it (their OAuth metadata's issuer); null while they do not answer. */
export async function publicApiBaseUrl(apiUrl: string, now = Date.now()): Promise<string | null> {
  if (known && known.until > now) return known.baseUrl;
  try {
    const answer = await fetch(`${apiUrl}${OAUTH_METADATA_PATH}`, { signal: AbortSignal.timeout(2_000) });
    if (!answer.ok) return null;
    const { issuer } = (await answer.json()) as { issuer?: unknown };
    if (typeof issuer !== 'string' || !issuer) return null;
    known = { baseUrl: issuer, until: now + REMEMBER_MS };
    return issuer;
  } catch {
    return null;
  }
}

/** The problem (RFC 9457) the web answers a misdirected API request with. */
export async function misdirectedApiProblem(apiUrl: string) {
  const baseUrl = await publicApiBaseUrl(apiUrl);
  return {
    status: 404,
    headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store', ...(baseUrl ? { link: `<${baseUrl}>; rel="service"` } : {}) },
    body: JSON.stringify({ type: ErrorCodes.notFound, title: 'Not found', status: 404, detail: Messages.publicApiElsewhere(baseUrl) }),
  };
}
