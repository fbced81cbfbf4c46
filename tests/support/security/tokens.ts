import { SignJWT } from 'jose';
import { getAuthSecret } from '@/lib/auth/secret';
import type { TestUser } from '../factories';

// The claims and key of lib/auth/access-token.ts, so that a forged token differs from a real one in one way only.
const ISSUER = 'merch-platform';
const AUDIENCE = 'merch-api';
const realKey = () => new TextEncoder().encode(`api-access-token:${getAuthSecret()}`);

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function signed(user: TestUser, key: Uint8Array, expiresAt: number): Promise<string> {
  return new SignJWT({ role: user.roles[0], tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(key);
}

/**
 * Tokens that claim to be `user` and must all be refused with 401, and the same token made right (`control`),
 * which must be accepted: it proves the forgeries differ from a real token only by what they name.
 */
export async function forgedTokensFor(user: TestUser): Promise<{ control: string; forged: Record<string, string> }> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: user.id, role: user.roles[0], tv: 0, iss: ISSUER, aud: AUDIENCE, iat: now, exp: now + 3600 };
  return {
    control: await signed(user, realKey(), now + 3600),
    forged: {
      'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
      'signed with another secret': await signed(user, new TextEncoder().encode('api-access-token:not-the-secret-not-the-secret'), now + 3600),
      expired: await signed(user, realKey(), now - 60),
      garbage: 'garbage.garbage.garbage',
    },
  };
}
