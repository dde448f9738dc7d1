import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toFetchRequest } from '../../server/fetch-request';

describe("the Fetch request a page's loaders get from express", () => {
  let base: string;
  let close: () => void;
  /** What each request's signal said once the answer was closed, by path. */
  const abortedAfterClose = new Map<string, Promise<boolean>>();

  beforeAll(async () => {
    const app = express();
    app.get('/seen', (req, res) => {
      const request = toFetchRequest(req, res);
      res.json({ url: request.url, method: request.method, asked: request.headers.get('x-asked') });
    });
    app.get('/answered', (req, res) => {
      const request = toFetchRequest(req, res);
      abortedAfterClose.set(req.path, new Promise((resolve) => res.on('close', () => setImmediate(() => resolve(request.signal.aborted)))));
      res.type('text/plain').send('ok');
    });
    app.get('/never-answered', (req, res) => {
      const request = toFetchRequest(req, res);
      abortedAfterClose.set(req.path, new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(true))));
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('carries the address, method and headers', async () => {
    const answer = await fetch(`${base}/seen?page=2`, { headers: { 'x-asked': 'yes' } });
    expect(await answer.json()).toEqual({ url: `${base}/seen?page=2`, method: 'GET', asked: 'yes' });
  });

  it('does not abort the signal of a request that was answered', async () => {
    const answer = await fetch(`${base}/answered`);
    expect(await answer.text()).toBe('ok');
    expect(await abortedAfterClose.get('/answered')).toBe(false);
  });

  it('aborts the signal when the client goes away before the answer', async () => {
    const asked = httpRequest(`${base}/never-answered`);
    asked.on('error', () => {});
    asked.end();
    while (!abortedAfterClose.has('/never-answered')) await new Promise((resolve) => setTimeout(resolve, 10));
    asked.destroy();
    expect(await abortedAfterClose.get('/never-answered')).toBe(true);
  });
});
