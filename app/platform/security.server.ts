/** HTTP security defaults of the web server: the Origin check for state-changing requests and the headers. */
import { randomBytes } from 'node:crypto';

/** Methods that must not change anything and so need no Origin check. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** scheme://host:port of a URL, default ports dropped, as the URL parser normalises it. */
function originOf(value: string | undefined | null): string | null {
  if (!value || value === 'null') return null;
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

interface OriginCheckInput {
  method: string;
  host: string | undefined;
  /** The scheme the site is served on: 'https' behind TLS, 'http' locally. */
  protocol?: string;
  origin?: string | undefined;
  referer?: string | undefined;
}

/**
 * A state-changing request must come from a page of this site: the scheme, host and port of its Origin (or, when
 * a browser sends none, of its Referer) equal those it was sent to. Safe methods always pass.
 */
export function passesOriginCheck({ method, host, protocol = 'http', origin, referer }: OriginCheckInput): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (!host) return false;
  const expected = originOf(`${protocol}://${host}`);
  const source = origin !== undefined ? originOf(origin) : originOf(referer);
  return expected !== null && source !== null && source === expected;
}

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The Content-Security-Policy of a page: scripts and Emotion's styles only with this response's nonce. */
export function contentSecurityPolicy(nonce: string, { upgradeInsecure }: { upgradeInsecure: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React renders a few style attributes (MUI transitions); attributes cannot carry a nonce.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (upgradeInsecure) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Headers every response carries (the CSP is added per page). */
export function securityHeaders({ secure }: { secure: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (secure) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** A request id from an upstream proxy is kept when it looks like one; otherwise a new one is made. */
export function requestIdFrom(header: string | undefined, make: () => string): string {
  return header && /^[A-Za-z0-9._:-]{8,128}$/.test(header) ? header : make();
}
