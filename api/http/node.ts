/** Adapts a WHATWG fetch handler to a node:http request listener (so one handler serves tests and the server). */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

export type FetchHandler = (request: Request, socket: { socketAddress?: string }) => Promise<Response>;

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers };
  if (hasBody) {
    init.body = Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>);
  body.on('error', () => res.destroy());
  body.pipe(res);
}

export function toNodeListener(handler: FetchHandler): RequestListener {
  return (req, res) => {
    handler(toRequest(req), { socketAddress: req.socket.remoteAddress })
      .then((response) => send(res, response))
      .catch(() => {
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
  };
}
