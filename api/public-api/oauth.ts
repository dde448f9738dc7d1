/**
 * OAuth 2.0 client credentials (RFC 6749 §4.4) at POST /oauth/token: the client authenticates with
 * client_secret_basic (RFC 6749 §2.3.1) or client_secret_post, and gets a 15-minute Bearer token scoped to its
 * business. Errors are the RFC's JSON bodies (§5.2). The tokens are JWTs with their own audience and key, so a
 * user's access token is never a client's and the other way round. A token names the secret generation it was
 * minted under, and every request checks it against the client as it is now (decision 054).
 */
import { eq } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { Messages } from '../../domain/messages';
import type { Database } from '../db/client';
import { apiClients, type ApiClientRow } from '../db/schema';
import { jsonResponse } from '../http/request';
import { isUuid } from '../lib/ids';
import { API_PRODUCT, authenticateClient, isExpired, secretGenerationIsValid } from '../modules/api-clients';
import { businessProducts } from '../modules/payments';
import { hitRateLimit, rateHeaders, TOKEN_RATE_LIMIT_PER_MINUTE } from './rate-limit';
import type { PublicApiDeps } from './types';

export const CLIENT_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = 'payloft-public-api';
export const API_SCOPE = 'payments';

const keyFor = (secret: string) => new TextEncoder().encode(`${secret}:api-client-tokens`);

/** `generation` is the secret generation the client authenticated with (api-clients/service.ts, secretGenerationOf). */
export async function signClientToken(client: Pick<ApiClientRow, 'id' | 'businessId'>, generation: string, secret: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ bid: client.businessId, scope: API_SCOPE, sgen: generation })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(client.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + CLIENT_TOKEN_TTL_SECONDS)
    .sign(keyFor(secret));
}

export type ClientTokenCheck = { ok: true; client: ApiClientRow } | { ok: false; reason: 'invalid' | 'expired' | 'noProduct' };

/**
 * What a client token's signature vouches for (its client id, business and secret generation), checked without the
 * database: verifyClientToken then checks the client as it is now; the services' cap on requests in flight counts
 * by the client id.
 */
export async function signedClientToken(token: string, secret: string, now: Date): Promise<{ sub: string; bid: unknown; generation: unknown } | { reason: 'expired' | 'invalid' }> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'], audience: AUDIENCE, currentDate: now });
    return isUuid(payload.sub) ? { sub: payload.sub, bid: payload.bid, generation: payload.sgen } : { reason: 'invalid' };
  } catch (error) {
    return { reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/**
 * The API client behind a Bearer token, checked against the client as it is now: a removed or expired client's
 * token, one minted under a secret a rotation retired (grace over), and any token of a business that no longer holds
 * the API product stop working at once.
 */
export async function verifyClientToken(db: Database, token: string, secret: string, now: Date): Promise<ClientTokenCheck> {
  const signed = await signedClientToken(token, secret, now);
  if ('reason' in signed) return { ok: false, reason: signed.reason };
  const { sub, bid, generation } = signed;
  const [client] = await db.select().from(apiClients).where(eq(apiClients.id, sub)).limit(1);
  if (!client || client.businessId !== bid || isExpired(client, now) || !secretGenerationIsValid(client, generation, now)) return { ok: false, reason: 'invalid' };
  if (!(await businessProducts(db, client.businessId)).includes(API_PRODUCT)) return { ok: false, reason: 'noProduct' };
  return { ok: true, client };
}

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };
const BASIC_CHALLENGE: Record<string, string> = { 'www-authenticate': 'Basic realm="payloft"' };
import { OAUTH_METADATA_PATH as METADATA_PATH, OAUTH_TOKEN_PATH as TOKEN_PATH } from '../../domain/api-clients';
export { METADATA_PATH, TOKEN_PATH };
export const TOKEN_AUTH_METHODS = ['client_secret_basic', 'client_secret_post'] as const;

function oauthError(status: number, error: string, description: string, headers: Record<string, string> = {}): Response {
  return jsonResponse(status, { error, error_description: description }, { ...NO_STORE, ...headers });
}

/** Why the client's credentials were refused before they were checked: a request error, or a failed authentication (§5.2 invalid_client). */
type CredentialsRefusal = { refused: 'invalid_request' | 'invalid_client'; description: string };

/**
 * client_id and client_secret from the Basic header (form-urlencoded inside, §2.3.1), or from the body. An
 * Authorization header that is not readable Basic credentials is a client authentication that failed, never a
 * malformed request: RFC 6749 §5.2 answers it 401 invalid_client with a challenge.
 */
function clientCredentialsOf(request: Request, form: URLSearchParams): { id: string; secret: string; basic: boolean } | CredentialsRefusal | null {
  const header = request.headers.get('authorization');
  const inBody = form.has('client_id') || form.has('client_secret');
  if (header) {
    const malformed: CredentialsRefusal = { refused: 'invalid_client', description: 'Authenticate with HTTP Basic client credentials (client_secret_basic) or in the form body' };
    const match = header.match(/^Basic\s+([A-Za-z0-9+/=]+)$/i);
    if (!match) return malformed;
    if (inBody) return { refused: 'invalid_request', description: 'Use one client authentication method, not two' };
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return malformed;
    try {
      return { id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')), secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')), basic: true };
    } catch {
      return malformed;
    }
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  if (!id || !secret) return null;
  return { id, secret, basic: false };
}

export async function tokenEndpoint(request: Request, deps: PublicApiDeps): Promise<Response> {
  if (request.method !== 'POST') return jsonResponse(405, { error: 'invalid_request', error_description: 'Use POST' }, { allow: 'POST', ...NO_STORE });
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    return oauthError(400, 'invalid_request', 'The body must be application/x-www-form-urlencoded');
  }
  const form = new URLSearchParams(await request.text());
  for (const name of ['grant_type', 'client_id', 'client_secret', 'scope']) {
    if (form.getAll(name).length > 1) return oauthError(400, 'invalid_request', `The parameter ${name} is repeated`);
  }
  const credentials = clientCredentialsOf(request, form);
  if (credentials && 'refused' in credentials) {
    return credentials.refused === 'invalid_client' ? oauthError(401, 'invalid_client', credentials.description, BASIC_CHALLENGE) : oauthError(400, 'invalid_request', credentials.description);
  }
  if (!credentials) return oauthError(401, 'invalid_client', 'Client authentication is required', BASIC_CHALLENGE);
  const now = deps.clock();
  // Per client and source together: someone guessing a known client_id's secret exhausts their own window, never the owner's.
  const limit = await hitRateLimit(deps.db, `token:${credentials.id.slice(0, 100)}:${deps.address}`, TOKEN_RATE_LIMIT_PER_MINUTE, now);
  // §5.2 has no code of its own for a limit: invalid_request is the one a stock client reads; 429 and Retry-After say when to retry.
  if (!limit.allowed) return oauthError(429, 'invalid_request', 'Too many token requests for this client; retry after the time in Retry-After', rateHeaders(limit));
  const grant = form.get('grant_type');
  if (!grant) return oauthError(400, 'invalid_request', 'grant_type is required');
  const auth = await authenticateClient(deps.db, credentials.id, credentials.secret, now);
  const challenge = credentials.basic ? BASIC_CHALLENGE : {};
  if (!auth.ok) {
    deps.logger.info({ clientId: credentials.id.slice(0, 100), reason: auth.reason }, 'token request refused');
    return oauthError(401, 'invalid_client', auth.reason === 'expired' ? 'The client has expired' : 'Client authentication failed', challenge);
  }
  if (grant !== 'client_credentials') return oauthError(400, 'unsupported_grant_type', 'Only the client_credentials grant is supported');
  if (!(await businessProducts(deps.db, auth.client.businessId)).includes(API_PRODUCT)) {
    // The client authenticated but may no longer use this grant (RFC 6749 §5.2).
    return oauthError(400, 'unauthorized_client', Messages.apiProductNotHeld);
  }
  const scope = form.get('scope');
  if (scope && scope.split(' ').some((s) => s && s !== API_SCOPE)) return oauthError(400, 'invalid_scope', `The only scope is ${API_SCOPE}`);
  const token = await signClientToken(auth.client, auth.secretGeneration, deps.config.accessTokenSecret, now);
  return jsonResponse(200, { access_token: token, token_type: 'Bearer', expires_in: CLIENT_TOKEN_TTL_SECONDS, scope: API_SCOPE }, NO_STORE);
}

/**
 * The API's base URL as its clients reach it (API_PUBLIC_URL, decision 087): the one place the services know their own
 * address by (a request's Host may be a proxy's). The token endpoint, the issuer and the OpenAPI document's server
 * all name it.
 */
export function publicBaseUrl(request: Request, deps: Pick<PublicApiDeps, 'config'>): string {
  return (deps.config.apiPublicUrl ?? new URL(request.url).origin).replace(/\/+$/, '');
}

/**
 * The authorization server's metadata (RFC 8414) so stock clients discover the token endpoint. The issuer is the
 * API's public URL: the one place the services know their own address by (a request's Host may be a proxy's).
 */
export async function metadataEndpoint(request: Request, deps: PublicApiDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return jsonResponse(405, { error: 'invalid_request', error_description: 'Use GET' }, { allow: 'GET' });
  const issuer = publicBaseUrl(request, deps);
  return jsonResponse(
    200,
    {
      issuer,
      token_endpoint: `${issuer}${TOKEN_PATH}`,
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: TOKEN_AUTH_METHODS,
      scopes_supported: [API_SCOPE],
      // No authorization endpoint: the client credentials grant has no response types.
      response_types_supported: [],
      service_documentation: `${issuer}/api/v1/openapi.json`,
    },
    { 'cache-control': 'public, max-age=3600' },
  );
}
