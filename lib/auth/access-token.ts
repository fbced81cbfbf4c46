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

let imported: { secret: string; key: Promise<CryptoKey> } | null = null;

/**
 * The HMAC key, imported once per secret: jose imports raw bytes again on every call, which cost more than the
 * verification itself on every API request.
 */
function key(): Promise<CryptoKey> {
  const secret = getAuthSecret();
  if (imported?.secret !== secret) {
    // A distinct key from the session cookie's, derived from the same secret.
    const bytes = new TextEncoder().encode(`api-access-token:${secret}`);
    imported = { secret, key: crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']) };
  }
  return imported.key;
}

export async function signAccessToken(claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await key());
}

/** The claims of a valid token, or null for anything expired, forged or malformed. */
export async function verifyAccessToken(token: string): Promise<(AccessTokenClaims & { expiresAt: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, await key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.role !== 'string' || typeof payload.tv !== 'number') return null;
    return { userId: payload.sub, role: payload.role as RoleName, tokenVersion: payload.tv, expiresAt: payload.exp ?? 0 };
  } catch {
    return null;
  }
}
