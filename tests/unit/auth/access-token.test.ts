import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from '@/lib/auth/access-token';

const claims = { userId: '6f1c2f4e-8a3b-4c1d-9e2f-0a1b2c3d4e5f', role: 'seller' as const, tokenVersion: 3 };

beforeEach(() => {
  vi.stubEnv('NEXTAUTH_SECRET', 'unit-test-secret-unit-test-secret-unit-test');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T20:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** The same token with one character of its signature changed. */
function forged(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

describe('the API access token', () => {
  it('answers its claims, again and again, while it lasts', async () => {
    const token = await signAccessToken(claims);
    const expiresAt = Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS;
    expect(await verifyAccessToken(token)).toEqual({ ...claims, expiresAt });
    // Verified once, its claims are kept: the second answer is the same.
    expect(await verifyAccessToken(token)).toEqual({ ...claims, expiresAt });
  });

  it('refuses a token once expired, though it was verified before', async () => {
    const token = await signAccessToken(claims);
    expect(await verifyAccessToken(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await verifyAccessToken(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + 1000);
    expect(await verifyAccessToken(token)).toBeNull();
  });

  it('refuses a token whose signature differs from a verified one by one character', async () => {
    const token = await signAccessToken(claims);
    expect(await verifyAccessToken(token)).not.toBeNull();
    expect(await verifyAccessToken(forged(token))).toBeNull();
    expect(await verifyAccessToken('not.a.token')).toBeNull();
  });

  it('refuses, once the secret has changed, a token verified with the old one', async () => {
    const token = await signAccessToken(claims);
    expect(await verifyAccessToken(token)).not.toBeNull();
    vi.stubEnv('NEXTAUTH_SECRET', 'another-secret-another-secret-another-secret');
    expect(await verifyAccessToken(token)).toBeNull();
  });
});
