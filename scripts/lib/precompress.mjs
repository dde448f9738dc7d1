// The browser's scripts and styles compressed once, at build time, beside each file (`<file>.br` at brotli's highest
// quality, `<file>.gz` at gzip's level 9) where that makes it smaller; server/precompressed.ts serves them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|json|svg|txt|map)$/;

/** Writes the compressed copies of the compressible files under `dir`; returns how many files and bytes before and after. */
export async function precompress(dir) {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => COMPRESSIBLE.test(file) && statSync(file).isFile());
  let raw = 0;
  let br = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file);
      raw += body.length;
      const [b, g] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipped(body, { level: 9 }),
      ]);
      if (b.length < body.length) writeFileSync(`${file}.br`, b);
      if (g.length < body.length) writeFileSync(`${file}.gz`, g);
      br += Math.min(b.length, body.length);
    }),
  );
  return { files: files.length, raw, br };
}
