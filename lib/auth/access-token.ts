import { jwtVerify, SignJWT } from 'jose';
import type { RoleName } from '@/lib/db/schema';
import { getAuthSecret } from './secret';

/** What the API bearer token says about its holder. */
export interface AccessTokenClaims {
  userId: string;
  role: RoleName;
  tokenVersion: number;
}

const ISSUER = 'merch-platform';
const AUDIENCE = 'merch-api';
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

function key(): Uint8Array {
  // A distinct key from the session cookie's, derived from the same secret.
  return new TextEncoder().encode(`api-access-token:${getAuthSecret()}`);
}

export async function signAccessToken(claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** The claims of a valid token, or null for anything expired, forged or malformed. */
export async function verifyAccessToken(token: string): Promise<(AccessTokenClaims & { expiresAt: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.role !== 'string' || typeof payload.tv !== 'number') return null;
    return { userId: payload.sub, role: payload.role as RoleName, tokenVersion: payload.tv, expiresAt: payload.exp ?? 0 };
  } catch {
    return null;
  }
}
