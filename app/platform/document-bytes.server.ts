/**
 * The rendered page in bytes, as entry.server.tsx sends it: the class names Emotion looks for, the insertion point of
 * its styles and the doctype are ASCII, found in the bytes as in the text (no byte of a character beyond ASCII is an
 * ASCII byte in UTF-8), so the page is neither decoded into a string nor encoded again on its way to the socket.
 */
const INSERTION_POINT = Buffer.from('<meta name="emotion-insertion-point" content="emotion-insertion-point"/>');
const DOCTYPE = Buffer.from('<!DOCTYPE html>');
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" ');
const HELD_PRELOAD = Buffer.from('<link rel="after-paint-modulepreload" ');

/**
 * The page's scripts start loading once the page has been painted (decision 155). Remix's modulepreloads and its
 * module script are written with a `rel` and a `type` the browser ignores, and the context script (the first script
 * Remix writes) begins with `AFTER_PAINT`, which gives them their own back after the first frame: the browser
 * fetches nothing but the page until it has drawn it, and a phone on a slow network gets the whole line for the HTML.
 * Each held element is replaced by a new one of its own (a link's copy with its `rel`, a module script with the same
 * text and nonce), the way any script loader adds scripts: the browser fetches and runs them as it does every day. The
 * same elements changed in place (decision 155 as first written) left the module script unrun about once in three full
 * browser runs (decision 160). Element for element, the document React hydrates is the one it rendered. A hidden tab
 * paints no frame: it loads them at once, and so does a tab hidden before its first frame (sent to the background while
 * it loaded), which would otherwise wait to be seen again.
 */
export const AFTER_PAINT =
  '(function(){var done=0;function go(){if(done)return;done=1;' +
  'document.querySelectorAll(\'link[rel="after-paint-modulepreload"]\').forEach(function(l){var n=l.cloneNode();n.rel="modulepreload";l.replaceWith(n)});' +
  'var s=document.querySelector(\'script[type="after-paint-module"]\');' +
  'if(s){var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.text=s.text;s.replaceWith(m)}}' +
  'function hidden(){return document.visibilityState==="hidden"}' +
  'function later(){if(hidden())go();else{requestAnimationFrame(function(){setTimeout(go)});' +
  'document.addEventListener("visibilitychange",function(){if(hidden())go()})}}' +
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",later,{once:true});else later()})();';

/** `html` with each [position, bytes replaced, replacement] edit made (positions in `html`, edits not overlapping). */
function spliced(html: Buffer<ArrayBuffer>, edits: [number, number, Buffer<ArrayBuffer>][]): Buffer<ArrayBuffer> {
  const parts: Buffer<ArrayBuffer>[] = [];
  let start = 0;
  for (const [at, replaced, replacement] of edits.sort((x, y) => x[0] - y[0])) {
    parts.push(html.subarray(start, at), replacement);
    start = at + replaced;
  }
  parts.push(html.subarray(start));
  return Buffer.concat(parts);
}

/**
 * The page with its scripts held until it is painted: the modulepreloads and the module script renamed, the context
 * script opened by `AFTER_PAINT`. The two scripts are found by the page's nonce, which no text of the page can hold; a
 * page without them (no JavaScript of Remix's) is left as it is.
 */
function withScriptsAfterPaint(html: Buffer<ArrayBuffer>, nonce: string): Buffer<ArrayBuffer> {
  const contextOpen = Buffer.from(`<script nonce="${nonce}">`);
  const context = Buffer.concat([contextOpen, Buffer.from('window.__remixContext = ')]);
  const moduleScript = Buffer.from(`<script nonce="${nonce}" type="module" async="">`);
  const contextAt = html.indexOf(context);
  const moduleAt = html.indexOf(moduleScript);
  if (!nonce || contextAt < 0 || moduleAt < 0) return html;
  const edits: [number, number, Buffer<ArrayBuffer>][] = [
    [contextAt + contextOpen.length, 0, Buffer.from(AFTER_PAINT)],
    [moduleAt, moduleScript.length, Buffer.from(`<script nonce="${nonce}" type="after-paint-module" async="">`)],
  ];
  for (let at = html.indexOf(MODULE_PRELOAD); at >= 0; at = html.indexOf(MODULE_PRELOAD, at + 1)) {
    edits.push([at, MODULE_PRELOAD.length, HELD_PRELOAD]);
  }
  return spliced(html, edits);
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
 * scripts held until it is painted.
 */
export function documentBytes(page: Buffer<ArrayBuffer>, styles: string, nonce: string): Buffer<ArrayBuffer> {
  const html = withScriptsAfterPaint(page, nonce);
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

