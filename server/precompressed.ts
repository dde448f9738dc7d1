/**
 * The build's scripts as the browser asks for them, compressed once at build time (scripts/lib/precompress.mjs:
 * brotli at its highest quality, gzip at 9) instead of on every request: the compression middleware spent CPU on
 * each first visit's 30-odd scripts, at brotli quality 4, for bytes larger than quality 11 gives. A file without a
 * smaller compressed copy, or a client that accepts neither encoding, is served as it is (and compressed by the
 * middleware as before where that pays).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The encodings an Accept-Encoding header allows (q above 0), brotli first: the first of them this file has. */
export function chosenEncoding(header: string | undefined, available: ReadonlySet<Encoding>): Encoding | null {
  if (!header) return null;
  const allowed = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    allowed.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (encoding: Encoding) => (allowed.get(encoding) ?? allowed.get('*') ?? 0) > 0;
  for (const encoding of ['br', 'gzip'] as const) if (available.has(encoding) && accepts(encoding)) return encoding;
  return null;
}

/** Each file of `dir` (paths from it, with `/`) and the compressed copies beside it. */
function compressedCopies(dir: string): Map<string, Set<Encoding>> {
  const copies = new Map<string, Set<Encoding>>();
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return copies; // no build yet (tests of the server alone)
  }
  const files = new Set(names.map((name) => `/${name.split(path.sep).join('/')}`));
  for (const file of files) {
    for (const encoding of ['br', 'gzip'] as const) {
      if (!files.has(file + SUFFIX[encoding])) continue;
      const set = copies.get(file) ?? new Set<Encoding>();
      set.add(encoding);
      copies.set(file, set);
    }
  }
  return copies;
}

/**
 * Before express.static on the same folder: a GET or HEAD of a file with compressed copies is answered from the copy
 * the client accepts, with the original's Content-Type and `Content-Encoding`; the folder is read once, at start.
 */
export function precompressed(dir: string): RequestHandler {
  const copies = compressedCopies(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const available = copies.get(req.path);
    if (!available) return next();
    res.vary('Accept-Encoding');
    const encoding = chosenEncoding(req.get('accept-encoding'), available);
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding);
    res.type(path.extname(req.path));
    const query = req.url.indexOf('?');
    req.url = query < 0 ? req.url + SUFFIX[encoding] : req.url.slice(0, query) + SUFFIX[encoding] + req.url.slice(query);
    next();
  };
}
