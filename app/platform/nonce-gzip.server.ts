/**
 * The gzip of a kept page (anonymous-pages.server.ts, rendered-pages.server.ts) with a fresh CSP nonce in each answer,
 * its other bytes compressed once (decisions 156, 161). The compression middleware compressed the sign-in page's 42 KB
 * again on every request (two thirds of the CPU of a browser's request for it), only because 24 bytes of it change.
 *
 * The page is cut at its nonces. Each part between them is deflated once, ending on a byte boundary with a full flush
 * (no part refers back into another); an answer is those parts with the new nonce between them as stored (uncompressed)
 * deflate blocks, the last part final, in gzip's frame. Gzip's CRC-32 is linear in the bytes: replacing equally long
 * nonces changes it by the nonces' own CRC carried past the bytes after each occurrence, a 32 × 32 bit matrix per
 * occurrence worked out once; an answer costs 24 bytes of CRC and one multiplication per occurrence.
 */
import { constants, deflateRawSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC register after `bytes` from `start` (0: the linear part only; gzip's CRC-32 starts from and ends with ~0). */
function crcRegister(bytes: Uint8Array, start: number): number {
  let c = start;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return c >>> 0;
}

/** Gzip's CRC-32 of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  return ~crcRegister(bytes, 0xffffffff) >>> 0;
}

/** A linear map of 32-bit registers over GF(2): column n is the image of bit n. */
type Matrix = Uint32Array<ArrayBuffer>;

function times(matrix: Matrix, vector: number): number {
  let sum = 0;
  for (let n = 0; vector; n++, vector >>>= 1) if (vector & 1) sum ^= matrix[n];
  return sum >>> 0;
}

function compose(outer: Matrix, inner: Matrix): Matrix {
  return inner.map((column) => times(outer, column));
}

/** The register's change over one zero byte, raised to `count` (by squaring). */
function zeroBytes(count: number): Matrix {
  let result: Matrix = new Uint32Array(32).map((_, n) => (1 << n) >>> 0);
  let power: Matrix = new Uint32Array(32).map((_, n) => crcRegister(Uint8Array.of(0), (1 << n) >>> 0));
  for (let rest = count; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2) result = compose(power, result);
    power = compose(power, power);
  }
  return result;
}

/** A stored (uncompressed) deflate block, not the last, starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.from([0, bytes.length & 0xff, bytes.length >>> 8, ~bytes.length & 0xff, (~bytes.length >>> 8) & 0xff]);
  return Buffer.concat([head, bytes]);
}

/**
 * `page` cut at each occurrence of `mark`: the parts around them, one more than the occurrences (a nonce is 128 random
 * bits: it occurs only where the renderer wrote it).
 */
export function partsAround(page: Buffer, mark: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = page.indexOf(mark); at >= 0; at = page.indexOf(mark, start)) {
    parts.push(page.subarray(start, at));
    start = at + mark.length;
  }
  parts.push(page.subarray(start));
  return parts;
}

/** `parts` with `between` between each two (partsAround's inverse, with another mark). */
export function joinedBy(parts: Buffer[], between: Buffer): Buffer<ArrayBuffer> {
  return Buffer.concat(parts.flatMap((part, k) => (k ? [between, part] : [part])));
}

/** gzip's header: deflate, no name, no time, Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** Stored blocks hold at most 65,535 bytes; a nonce is 24. */
const MAX_NONCE = 0xffff;

export class NonceGzip {
  /** The deflated parts between the nonces, the last one final. */
  private readonly parts: Buffer[];
  /** Per occurrence, the CRC's change over the bytes after it. */
  private readonly after: Matrix[];
  private readonly crc: number;
  private readonly size: number;
  private readonly nonceCrc: number;

  /** `page` as rendered with `nonce` (24 bytes of base64, which no other text of the page holds). */
  constructor(page: Buffer, private readonly nonce: string) {
    const mark = Buffer.from(nonce);
    if (!mark.length || mark.length > MAX_NONCE) throw new Error('a nonce of 1 to 65,535 bytes');
    const pieces = partsAround(page, mark);
    this.parts = pieces.map((piece, k) =>
      deflateRawSync(piece, { level: 9, finishFlush: k === pieces.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH }),
    );
    // After occurrence k come the pieces k + 1 onwards and the occurrences between them.
    let following = 0;
    this.after = [];
    for (let k = pieces.length - 1; k > 0; k--) {
      following += pieces[k].length;
      this.after.unshift(zeroBytes(following));
      following += mark.length;
    }
    this.crc = crc32(page);
    this.size = page.length;
    this.nonceCrc = crcRegister(mark, 0);
  }

  /** The page with `nonce` wherever it had the one it was rendered with, gzipped; null for a nonce of another length. */
  with(nonce: string): Buffer<ArrayBuffer> | null {
    const mark = Buffer.from(nonce);
    if (mark.length !== Buffer.byteLength(this.nonce)) return null;
    const change = (this.nonceCrc ^ crcRegister(mark, 0)) >>> 0;
    const crc = this.after.reduce((sum, matrix) => (sum ^ times(matrix, change)) >>> 0, this.crc);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(this.size % 2 ** 32, 4);
    return Buffer.concat([GZIP_HEADER, joinedBy(this.parts, storedBlock(mark)), trailer]);
  }
}

/**
 * A page kept with the nonce it was rendered with, answered with another nonce in its place: gzipped once for the
 * clients that take gzip (made at the first such answer), as bytes for the others. Both page caches keep their pages so
 * (anonymous-pages.server.ts, rendered-pages.server.ts).
 */
export class NonceKeptPage {
  private gzipped?: NonceGzip;
  private parts?: Buffer[];

  constructor(
    readonly body: Buffer,
    readonly nonce: string,
  ) {}

  answer(nonce: string, gzip: boolean): { body: Buffer<ArrayBuffer>; encoding?: 'gzip' } {
    if (gzip) {
      this.gzipped ??= new NonceGzip(this.body, this.nonce);
      const body = this.gzipped.with(nonce);
      if (body) return { body, encoding: 'gzip' };
    }
    this.parts ??= partsAround(this.body, Buffer.from(this.nonce));
    return { body: joinedBy(this.parts, Buffer.from(nonce)) };
  }
}
