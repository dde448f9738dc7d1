import { describe, expect, it } from 'vitest';
import { AFTER_PAINT, classNamesIn, documentBytes } from './document-bytes.server';

const POINT = '<meta name="emotion-insertion-point" content="emotion-insertion-point"/>';

/** What entry.server.tsx did with the page as text: Emotion's pattern, the first insertion point, the doctype. */
function asText(html: string, styles: string) {
  const names = [...html.matchAll(/css-([a-zA-Z0-9-_]+)/gm)].map((m) => m[1]);
  const markup = html.replace(new RegExp(POINT.replace('/', '\\/')), (point) => point + styles);
  return { names, page: markup.startsWith('<!DOCTYPE') ? markup : `<!DOCTYPE html>${markup}` };
}

/** The end of a page as Remix's <Scripts> writes it, with the page's nonce. */
const remixScripts = (nonce: string) =>
  `<link rel="modulepreload" href="/build/entry.js"/><link rel="modulepreload" href="/build/ü.js"/>` +
  `<script nonce="${nonce}">window.__remixContext = {"url":"/"};</script>` +
  `<script nonce="${nonce}" type="module" async="">import "/build/entry.js";</script>`;

const PAGES = [
  `<!DOCTYPE html><html><head>${POINT}</head><body><p class="css-1x2y css-abc_D-9">Zürich · 10 € — 東京 😀</p></body></html>`,
  `<html><head>${POINT}</head><body class="css-">css-css-q css--x ücss-ü css-a-css-b ${POINT}</body></html>`,
  '<html><head></head><body>no point, no classes: pl-shell pl-bar</body></html>',
  `<!DOCTYPE html><html><head>${POINT}</head><body>css-é css-</body></html>`,
  `<!DOCTYPE html><html><head>${POINT}</head><body><p>Zürich</p><link rel="modulepreload" href="/build/a.js"/><link rel="modulepreload" href="/build/ü.js"/><link rel="modulepreload"/><script type="module">import "/build/a.js";</script></body></html>`,
  '<link rel="modulepreload" href="/x.js"/>',
];

describe('the page in bytes', () => {
  it.each(PAGES)('finds the class names and puts the styles where the text did: %s', (html) => {
    const styles = '<style data-emotion="css 1x2y" nonce="n">.css-1x2y{color:red}</style>';
    const bytes = Buffer.from(html);
    const { names, page } = asText(html, styles);
    expect(classNamesIn(bytes, 'css')).toBe(names.map((name) => `css-${name}`).join(' '));
    expect([...classNamesIn(bytes, 'css').matchAll(/css-([a-zA-Z0-9-_]+)/gm)].map((m) => m[1])).toEqual(names);
    expect(documentBytes(bytes, styles, 'n').toString('utf8')).toBe(page);
  });

  it("holds Remix's scripts until the page is painted: preloads and module script renamed, the context script opened by the loader", () => {
    const html = `<!DOCTYPE html><html><head>${POINT}</head><body><p>Zürich</p>${remixScripts('n0nce')}</body></html>`;
    const page = documentBytes(Buffer.from(html), '', 'n0nce').toString('utf8');
    expect(page).toBe(
      `<!DOCTYPE html><html><head>${POINT}</head><body><p>Zürich</p>` +
        `<link rel="after-paint-modulepreload" href="/build/entry.js"/><link rel="after-paint-modulepreload" href="/build/ü.js"/>` +
        `<script nonce="n0nce">${AFTER_PAINT}window.__remixContext = {"url":"/"};</script>` +
        `<script nonce="n0nce" type="after-paint-module" async="">import "/build/entry.js";</script></body></html>`,
    );
  });

  it("finds the scripts by the page's nonce only: page text that looks like them, another nonce or no nonce leave the page as it is", () => {
    const lookalike = `<!DOCTYPE html><html><head>${POINT}</head><body><p>&lt;script&gt;window.__remixContext = </p>${remixScripts('other')}</body></html>`;
    expect(documentBytes(Buffer.from(lookalike), '', 'n0nce').toString('utf8')).toBe(lookalike);
    expect(documentBytes(Buffer.from(lookalike), '', '').toString('utf8')).toBe(lookalike);
  });
});
