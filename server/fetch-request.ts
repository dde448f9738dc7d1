/** An express request as the Fetch `Request` Remix's handler takes, with a signal for a client that went away. */
import { createReadableStreamFromReadable } from '@remix-run/node';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/**
 * The request's signal aborts when the answer can no longer be written before it was (the client went away), so the
 * loaders' calls stop. An answer that finished aborts nothing: aborting then would only send an abort event through
 * every signal that follows this one (Remix's loader requests, their calls) after the page is gone.
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}
