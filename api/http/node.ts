/** Adapts a WHATWG fetch handler to a node:http request listener (so one handler serves tests and the server). */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** What the handler answers, and the headers the HTTP layer adds to it (written here without copying the response). */
export interface Answer {
  response: Response;
  headers: Record<string, string>;
}

export type AnswerHandler = (request: Request, socket: { socketAddress?: string }) => Promise<Answer>;

/**
 * Bodies up to this size that say their length are read here into one buffer: a web stream per request (and
 * another to read it back) cost more than the GraphQL call they carry. Larger or unsized bodies stream as before,
 * so the handler's own limits still stop them early.
 */
export const BUFFERED_BODY_MAX = 100 * 1024;

async function bodyOf(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>> {
  const length = Number(req.headers['content-length']);
  if (!(Number.isFinite(length) && length <= BUFFERED_BODY_MAX)) return Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers };
  if (hasBody) {
    init.body = await bodyOf(req);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** JSON answers (every GraphQL one) are read whole and written at once; files and exports stream. */
function isWholeBody(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return type.startsWith('application/json') || type.startsWith('application/graphql-response+json');
}

async function send(res: ServerResponse, { response, headers }: Answer): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  if (isWholeBody(response)) {
    res.end(Buffer.from(await response.arrayBuffer()));
    return;
  }
  const body = Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>);
  body.on('error', () => res.destroy());
  body.pipe(res);
}

export function toNodeListener(handler: AnswerHandler): RequestListener {
  return (req, res) => {
    toRequest(req)
      .then((request) => handler(request, { socketAddress: req.socket.remoteAddress }))
      .then((answer) => send(res, answer))
      .catch(() => {
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
  };
}
