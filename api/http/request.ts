/** HTTP-level request helpers: request ids, the client address, the body size and nesting limits and refusing browsers. */
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

/**
 * Deeper than any request of ours needs (GraphQL inputs are a few levels), and far below the depth at which a
 * recursive reader (a JSON walker, GraphQL's input coercion, a zod schema) runs out of stack.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Is every bracket nesting of `text` outside JSON strings at most `max` deep? One pass with a counter and no
 * recursion, so it is safe on any input; unbalanced text is left to the real parser to refuse.
 */
export function nestingWithin(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return false;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return true;
}

/**
 * Does a request carry JSON nested deeper than MAX_JSON_DEPTH? JSON bodies are scanned whole; form-encoded bodies
 * and the query string value by value (GraphQL takes `variables` as JSON text in both). Other bodies (files) are not JSON.
 */
export function tooDeeplyNested(url: URL, contentType: string | null, body: ArrayBuffer | undefined): boolean {
  const within = (values: URLSearchParams) => [...values.values()].every((v) => nestingWithin(v));
  if (!within(url.searchParams)) return true;
  if (!body || body.byteLength === 0) return false;
  const type = (contentType ?? '').toLowerCase();
  const text = () => new TextDecoder().decode(body);
  if (type.includes('json')) return !nestingWithin(text());
  if (type.includes('application/x-www-form-urlencoded')) return !within(new URLSearchParams(text()));
  return false;
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
