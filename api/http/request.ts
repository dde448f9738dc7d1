/** HTTP-level request helpers: request ids, the client address, the body size limit and refusing browsers. */
import { randomUUID } from 'node:crypto';

export const MAX_BODY_BYTES = 100 * 1024;

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/** Keeps the web's x-request-id so log lines of both sides join up; otherwise makes a new one. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

/** '::ffff:127.0.0.1' (an IPv4 peer on a dual-stack socket) is '127.0.0.1'. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * The client's address. The first x-forwarded-for hop (the web forwards the browser's address) is believed
 * only from a trusted proxy (TRUSTED_PROXIES, loopback by default) or an in-process call without a socket;
 * from anyone else the socket's address counts, so a caller cannot dodge the rate limits by naming an address.
 */
export function clientAddressOf(request: Request, socketAddress: string | undefined, trustedProxies: readonly string[]): string {
  const peer = socketAddress === undefined ? undefined : plainAddress(socketAddress);
  if (peer === undefined || trustedProxies.includes(peer)) {
    const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (first && first.length <= 100) return first;
  }
  return peer ?? 'unknown';
}

/**
 * The services are called server to server (the web, integrators' back ends), never from a page:
 * a request carrying a browser's Origin or Sec-Fetch-Site header is refused. (Node's own fetch sends
 * sec-fetch-mode but neither of these, so server-side clients pass.)
 */
export function isBrowserRequest(request: Request): boolean {
  return request.headers.has('origin') || request.headers.has('sec-fetch-site');
}

/** Reads the body up to `limit` bytes; undefined when it is larger. */
export async function readBodyWithin(request: Request, limit: number): Promise<ArrayBuffer | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return undefined;
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}
