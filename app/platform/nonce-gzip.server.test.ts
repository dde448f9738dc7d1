import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, NonceGzip } from './nonce-gzip.server';

const nonce = () => randomBytes(16).toString('base64');

/** A page of `parts` with `mark` between them. */
const page = (parts: string[], mark: string) => Buffer.from(parts.join(mark));

describe('a kept page gzipped with a fresh nonce', () => {
  it("computes gzip's own CRC-32", () => {
    for (const text of ['', 'a', 'Payloft · Zürich', randomBytes(5000).toString('latin1')]) {
      const bytes = Buffer.from(text, 'latin1');
      expect(crc32(bytes)).toBe(gzipSync(bytes).readUInt32LE(gzipSync(bytes).length - 8));
    }
  });

  it.each([
    ['nonces inside the page', ['<html><head><style nonce="', '">body{}</style></head><body>Zürich 東京', '</body><script nonce="', '">x</script></html>']],
    ['a nonce at the start and at the end', ['', '<p>between</p>', '']],
    ['nonces side by side', ['<p>', '', '', '</p>']],
    ['no nonce at all', ['<p>nothing to change</p>']],
  ])('is the page with the new nonce, CRC and length checked by zlib: %s', (_name, parts) => {
    const rendered = nonce();
    const gzip = new NonceGzip(page(parts, rendered), rendered);
    for (let i = 0; i < 5; i++) {
      const fresh = nonce();
      // gunzip checks the CRC-32 and the length in the trailer, and throws when they do not match.
      expect(gunzipSync(gzip.with(fresh)!).toString()).toBe(page(parts, fresh).toString());
    }
  });

  it('keeps a large page compressed, nonces far apart, and refuses a nonce of another length', () => {
    const rendered = nonce();
    const filler = (seed: number) => Array.from({ length: 400 }, (_, i) => `<tr><td>row ${i * seed}</td><td>$${(i * 37 * seed) % 1000}.00</td></tr>`).join('');
    // As a page is: a nonce in the head's style tag, the body, then the scripts' nonces close together at the end.
    const parts = [`<head><style nonce="`, `">${filler(3)}</style></head><body>${filler(7)}<script nonce="`, `">a</script><script nonce="`, '">b</script>'];
    const gzip = new NonceGzip(page(parts, rendered), rendered);
    const fresh = nonce();
    const answer = gzip.with(fresh)!;
    expect(gunzipSync(answer).equals(page(parts, fresh))).toBe(true);
    // Within a few percent of gzip -9 of the whole page, which cannot be kept.
    expect(answer.length).toBeLessThan(gzipSync(page(parts, fresh), { level: 9 }).length * 1.05);
    expect(gzip.with(`${fresh}x`)).toBeNull();
  });

  it("writes the CRC that zlib checks: a CRC off by one bit fails to unzip", () => {
    const rendered = nonce();
    const gzip = new NonceGzip(page(['<a nonce="', '">a</a>'], rendered), rendered);
    const answer = gzip.with(nonce())!;
    const flipped = Buffer.from(answer);
    flipped[flipped.length - 8] ^= 1; // the CRC's first byte
    expect(() => gunzipSync(flipped).toString()).toThrow();
  });
});
