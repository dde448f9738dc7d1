import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, passesOriginCheck, requestIdFrom } from './security.server';

describe('origin check', () => {
  const host = 'app.payloft.test:3000';

  it('lets safe methods through without an origin', () => {
    expect(passesOriginCheck({ method: 'GET', host })).toBe(true);
    expect(passesOriginCheck({ method: 'HEAD', host })).toBe(true);
  });

  it('accepts a state-changing request from this host', () => {
    expect(passesOriginCheck({ method: 'POST', host, origin: 'http://app.payloft.test:3000' })).toBe(true);
    expect(passesOriginCheck({ method: 'POST', host, referer: 'http://app.payloft.test:3000/login?x=1' })).toBe(true);
  });

  it('refuses other hosts, missing and opaque origins', () => {
    expect(passesOriginCheck({ method: 'POST', host, origin: 'http://evil.test' })).toBe(false);
    expect(passesOriginCheck({ method: 'POST', host, origin: 'http://app.payloft.test:3001' })).toBe(false);
    expect(passesOriginCheck({ method: 'POST', host })).toBe(false);
    expect(passesOriginCheck({ method: 'POST', host, origin: 'null' })).toBe(false);
    expect(passesOriginCheck({ method: 'DELETE', host, referer: 'https://evil.test/app.payloft.test:3000' })).toBe(false);
    expect(passesOriginCheck({ method: 'POST', host: undefined, origin: 'http://app.payloft.test:3000' })).toBe(false);
  });

  it('compares the scheme and the port too', () => {
    expect(passesOriginCheck({ method: 'POST', host, origin: 'https://app.payloft.test:3000' })).toBe(false);
    expect(passesOriginCheck({ method: 'POST', host, protocol: 'https', origin: 'http://app.payloft.test:3000' })).toBe(false);
    expect(passesOriginCheck({ method: 'POST', host: 'app.payloft.test', protocol: 'https', origin: 'https://app.payloft.test:443' })).toBe(true);
    expect(passesOriginCheck({ method: 'POST', host: 'app.payloft.test', protocol: 'https', origin: 'https://app.payloft.test:8443' })).toBe(false);
  });

  it('trusts the Origin over the Referer when both are sent', () => {
    expect(passesOriginCheck({ method: 'POST', host, origin: 'http://evil.test', referer: `http://${host}/` })).toBe(false);
  });
});

describe('content security policy', () => {
  it('allows scripts and styles only with the nonce, never inline scripts, and no framing', () => {
    const csp = contentSecurityPolicy('abc123', { upgradeInsecure: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("style-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
  });
});

describe('request ids', () => {
  it('keeps a sane upstream id and replaces anything else', () => {
    expect(requestIdFrom('req-12345678', () => 'new')).toBe('req-12345678');
    expect(requestIdFrom('bad id with spaces', () => 'new')).toBe('new');
    expect(requestIdFrom(undefined, () => 'new')).toBe('new');
  });
});
