import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenEncoding, precompressed } from '../../server/precompressed';

describe('the encoding chosen from Accept-Encoding', () => {
  const both = new Set(['br', 'gzip'] as const);
  it('prefers brotli, then gzip, as the client allows and the file has', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chosenEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(chosenEncoding('gzip, deflate, br', new Set(['gzip'] as const))).toBe('gzip');
    expect(chosenEncoding('*', both)).toBe('br');
    expect(chosenEncoding('*;q=0, identity', both)).toBeNull();
    expect(chosenEncoding('identity', both)).toBeNull();
    expect(chosenEncoding(undefined, both)).toBeNull();
  });
});

describe('the build folder served from its compressed copies', () => {
  const script = `export const x = ${JSON.stringify('payloft '.repeat(500))};\n`;
  let dir: string;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'payloft-precompressed-'));
    mkdirSync(join(dir, 'routes'));
    writeFileSync(join(dir, 'routes/a-1.js'), script);
    writeFileSync(join(dir, 'routes/a-1.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'routes/a-1.js.gz'), gzipSync(script));
    writeFileSync(join(dir, 'plain.js'), script);
    const app = express();
    app.use(compression());
    app.use('/build', precompressed(dir), express.static(dir, { immutable: true, maxAge: '1y', index: false }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  // fetch decodes what it is sent: the text equals the script whichever copy was sent.
  const get = async (path: string, acceptEncoding: string, method = 'GET') => {
    const response = await fetch(`${base}${path}`, { method, headers: { 'accept-encoding': acceptEncoding } });
    return { response, text: await response.text() };
  };

  it('answers a browser with the brotli copy, typed as the script it is, cacheable for a year', async () => {
    const { response, text } = await get('/routes/a-1.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(Number(response.headers.get('content-length'))).toBe(brotliCompressSync(script).length);
    expect(text).toBe(script);
  });

  it('answers gzip where brotli is refused, and the file itself where neither is accepted', async () => {
    const gzipped = await get('/routes/a-1.js?v=1', 'br;q=0, gzip');
    expect(gzipped.response.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.text).toBe(script);
    const plain = await get('/routes/a-1.js', 'identity');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(script);
  });

  it('leaves a file without copies to the middleware, and a HEAD gets the headers of the GET', async () => {
    const plain = await get('/plain.js', 'gzip');
    expect(plain.response.headers.get('content-encoding')).toBe('gzip'); // compressed on the fly, as before
    expect(plain.text).toBe(script);
    const head = await get('/routes/a-1.js', 'br', 'HEAD');
    expect(head.response.headers.get('content-encoding')).toBe('br');
    expect(head.text).toBe('');
  });

  it('answers a file that is not there with 404', async () => {
    const { response } = await get('/routes/missing.js', 'br');
    expect(response.status).toBe(404);
  });
});
