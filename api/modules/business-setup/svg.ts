/**
 * SVG logo sanitiser: parses the upload as XML (@xmldom/xmldom) and keeps only a strict allow-list of
 * drawing elements and attributes. Scripts, event handlers, foreignObject, style sheets, animations and every
 * reference outside the document (href, url(...) to anything but #fragment) are removed; DTDs are refused.
 */
import { DOMParser, XMLSerializer, type Element, type Node } from '@xmldom/xmldom';

const SVG_NS = 'http://www.w3.org/2000/svg';

const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline',
  'polygon', 'text', 'tspan', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern',
]);

const ATTRIBUTES = new Set([
  'id', 'class', 'width', 'height', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd',
  'points', 'viewBox', 'preserveAspectRatio', 'transform', 'fill', 'fill-opacity', 'fill-rule', 'stroke',
  'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray',
  'stroke-dashoffset', 'opacity', 'clip-path', 'clip-rule', 'mask', 'offset', 'stop-color', 'stop-opacity',
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternTransform', 'clipPathUnits',
  'maskUnits', 'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline',
  'letter-spacing', 'dx', 'dy', 'version', 'xmlns', 'xmlns:xlink', 'role', 'aria-label', 'aria-hidden', 'style',
  'href', 'xlink:href', 'visibility', 'display', 'color',
]);

/** url(...) pointing anywhere but a fragment of this document, and other style tricks. */
const UNSAFE_STYLE = /url\s*\(\s*(?!['"]?#)|expression\s*\(|@import|javascript:|behavior\s*:|-moz-binding/i;

export class UnsafeSvgError extends Error {}

function isLocalReference(value: string): boolean {
  return /^#[A-Za-z_][\w.-]*$/.test(value.trim());
}

function cleanAttributes(element: Element): void {
  for (const attr of Array.from(element.attributes)) {
    const name = attr.name;
    const value = attr.value;
    const keep =
      ATTRIBUTES.has(name) &&
      !/^on/i.test(name) &&
      (name === 'href' || name === 'xlink:href' ? isLocalReference(value) : true) &&
      !UNSAFE_STYLE.test(value) &&
      !/^\s*(javascript|data|vbscript):/i.test(value);
    if (!keep) element.removeAttributeNode(attr);
  }
}

function cleanChildren(node: Node): void {
  for (const child of Array.from(node.childNodes)) {
    switch (child.nodeType) {
      case child.ELEMENT_NODE: {
        const element = child as Element;
        if (element.namespaceURI !== SVG_NS || !ELEMENTS.has(element.localName ?? '')) {
          node.removeChild(child);
          break;
        }
        cleanAttributes(element);
        cleanChildren(element);
        break;
      }
      case child.TEXT_NODE:
      case child.CDATA_SECTION_NODE:
        // Text is only meaningful inside text elements; anywhere else it may be a style sheet or script body.
        if (!['text', 'tspan', 'title', 'desc'].includes((node as Element).localName ?? '')) node.removeChild(child);
        break;
      default:
        // Comments, processing instructions, entity references.
        node.removeChild(child);
    }
  }
}

/** The sanitised SVG document as UTF-8 bytes; throws UnsafeSvgError when it is not a well-formed SVG. */
export function sanitizeSvg(input: Uint8Array): Buffer {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(input);
  if (/<!DOCTYPE[^>]*\[|<!ENTITY/i.test(text)) throw new UnsafeSvgError('SVG with a DTD is not accepted');
  let document;
  try {
    document = new DOMParser({
      onError: (level: string, message: string) => {
        if (level !== 'warning') throw new UnsafeSvgError(message);
      },
    }).parseFromString(text, 'image/svg+xml');
  } catch (error) {
    throw error instanceof UnsafeSvgError ? error : new UnsafeSvgError(String(error));
  }
  const root = document.documentElement;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS) throw new UnsafeSvgError('Not an SVG document');
  cleanAttributes(root);
  cleanChildren(root);
  return Buffer.from(new XMLSerializer().serializeToString(root), 'utf-8');
}
