import { describe, expect, it } from 'vitest';
import { classNamesIn, documentBytes } from './document-bytes.server';

const POINT = '<meta name="emotion-insertion-point" content="emotion-insertion-point"/>';

/** What entry.server.tsx did with the page as text: Emotion's pattern, the first insertion point, the doctype; the modulepreloads at low priority. */
function asText(html: string, styles: string) {
  const names = [...html.matchAll(/css-([a-zA-Z0-9-_]+)/gm)].map((m) => m[1]);
  const markup = html.replace(new RegExp(POINT.replace('/', '\\/')), (point) => point + styles).replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  return { names, page: markup.startsWith('<!DOCTYPE') ? markup : `<!DOCTYPE html>${markup}` };
}

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
    expect(documentBytes(bytes, styles).toString('utf8')).toBe(page);
  });
});
