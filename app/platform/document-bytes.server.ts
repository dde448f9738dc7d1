/**
 * The rendered page in bytes, as entry.server.tsx sends it: the class names Emotion looks for, the insertion point of
 * its styles and the doctype are ASCII, found in the bytes as in the text (no byte of a character beyond ASCII is an
 * ASCII byte in UTF-8), so the page is neither decoded into a string nor encoded again on its way to the socket.
 */
const INSERTION_POINT = Buffer.from('<meta name="emotion-insertion-point" content="emotion-insertion-point"/>');
const DOCTYPE = Buffer.from('<!DOCTYPE html>');
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" ');
const LOW_PRIORITY = Buffer.from('fetchpriority="low" ');

/**
 * The page with each of Remix's modulepreloads marked `fetchpriority="low"`. The page is drawn and works before its
 * scripts run; at their default (high) priority, Lighthouse's simulation counts every script that arrived before the
 * first paint it observed as blocking that paint, which made the list's first paint 1 s or 2.5 s by a race of a few
 * milliseconds on localhost (decisions 040, 154). React leaves the attribute alone when it hydrates the link.
 */
function withLowPriorityPreloads(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const parts: Buffer<ArrayBuffer>[] = [];
  let start = 0;
  for (let at = html.indexOf(MODULE_PRELOAD); at >= 0; at = html.indexOf(MODULE_PRELOAD, start)) {
    const end = at + MODULE_PRELOAD.length;
    parts.push(html.subarray(start, end), LOW_PRIORITY);
    start = end;
  }
  return parts.length ? Buffer.concat([...parts, html.subarray(start)]) : html;
}

/** A byte of an Emotion class name's id: Emotion's own pattern, `[a-zA-Z0-9-_]`. */
function isIdByte(byte: number): boolean {
  return (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x30 && byte <= 0x39) || byte === 0x2d || byte === 0x5f;
}

/**
 * The `<key>-<id>` class names in the page as Emotion's extractCriticalToChunks finds them in the text (its pattern
 * `<key>-([a-zA-Z0-9-_]+)`, each match from where the last ended), as text holding only those names, for it to read.
 */
export function classNamesIn(html: Buffer, key: string): string {
  const prefix = Buffer.from(`${key}-`);
  const names: string[] = [];
  let from = 0;
  for (let at = html.indexOf(prefix); at >= 0; at = html.indexOf(prefix, from)) {
    let end = at + prefix.length;
    while (end < html.length && isIdByte(html[end])) end++;
    if (end > at + prefix.length) {
      names.push(html.toString('latin1', at, end));
      from = end;
    } else from = at + 1;
  }
  return names.join(' ');
}

/**
 * The page with `styles` after the insertion point (its first occurrence), the doctype in front when it has none, and its
 * modulepreloads at low priority.
 */
export function documentBytes(page: Buffer<ArrayBuffer>, styles: string): Buffer<ArrayBuffer> {
  const html = withLowPriorityPreloads(page);
  const parts: Buffer<ArrayBuffer>[] = [];
  if (!html.subarray(0, 9).equals(DOCTYPE.subarray(0, 9))) parts.push(DOCTYPE);
  const point = html.indexOf(INSERTION_POINT);
  if (point < 0) parts.push(html);
  else {
    const end = point + INSERTION_POINT.length;
    parts.push(html.subarray(0, end), Buffer.from(styles), html.subarray(end));
  }
  return parts.length === 1 ? parts[0] : Buffer.concat(parts);
}

