/** Invitation tokens: random, stored only as a hash, valid while invited and before expiry. */
import { describe, expect, it } from 'vitest';
import { linkIsValid, mintToken } from '../../api/modules/network/invitations';
import { sha256Hex } from '../../api/lib/crypto';
import { INVITATION_TTL_MS } from '../../domain/network';

const now = new Date('2026-11-21T12:00:00Z');

describe('invitation tokens', () => {
  it('mints a fresh url-safe token each time, with its SHA-256 hash and a 14-day expiry', () => {
    const a = mintToken(now);
    const b = mintToken(now);
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.hash).toBe(sha256Hex(a.token));
    expect(a.hash).not.toContain(a.token);
    expect(a.expiresAt.getTime() - now.getTime()).toBe(INVITATION_TTL_MS);
  });

  it('a link works only while invited, with its own token, before expiry', () => {
    const { token, hash, expiresAt } = mintToken(now);
    const row = { status: 'invited' as const, tokenHash: hash, tokenExpiresAt: expiresAt };
    expect(linkIsValid(row, token, now)).toBe(true);
    expect(linkIsValid(row, mintToken(now).token, now)).toBe(false);
    expect(linkIsValid(row, token, new Date(expiresAt.getTime()))).toBe(false);
    expect(linkIsValid({ ...row, status: 'accepted' }, token, now)).toBe(false);
    expect(linkIsValid({ ...row, tokenHash: null }, token, now)).toBe(false);
  });
});
