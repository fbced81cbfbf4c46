import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
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

type VerifiedClaims = AccessTokenClaims & { expiresAt: number };

/** A tablet or two per seller, a session per manager: far more than a server sees within a token's hour. */
const VERIFIED_TOKENS = 10_000;

// One per process on globalThis, like the database: each API route is its own bundle with its own copy of this module.
const registry = globalThis as typeof globalThis & { __merchVerifiedTokens?: { secret: string; tokens: LRUCache<string, VerifiedClaims> } };

/**
 * The tokens whose signature was verified with this secret, and their claims: a seller's tablet sends the same token
 * with every sale for an hour, and verifying its signature again (WebCrypto's HMAC, a job handed to another thread
 * and back) took a twentieth of the server thread at the rush (issue #28). Keyed by the whole token, signature
 * included, so that a token differing by one character is verified anew. Whether the token still stands (its user,
 * their token version) is not the signature's business: actor.ts reads it from the database on every request.
 */
function verifiedTokens(secret: string): LRUCache<string, VerifiedClaims> {
  if (registry.__merchVerifiedTokens?.secret !== secret) registry.__merchVerifiedTokens = { secret, tokens: new LRUCache({ max: VERIFIED_TOKENS }) };
  return registry.__merchVerifiedTokens.tokens;
}

/** As jose reads `exp`: the token is valid up to, not at, that second. */
const expired = (claims: VerifiedClaims) => claims.expiresAt <= Math.floor(Date.now() / 1000);

/** The claims of a valid token, or null for anything expired, forged or malformed. */
export async function verifyAccessToken(token: string): Promise<VerifiedClaims | null> {
  const verified = verifiedTokens(getAuthSecret());
  const known = verified.get(token);
  if (known) {
    if (!expired(known)) return known;
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.role !== 'string' || typeof payload.tv !== 'number' || typeof payload.exp !== 'number') return null;
    const claims: VerifiedClaims = { userId: payload.sub, role: payload.role as RoleName, tokenVersion: payload.tv, expiresAt: payload.exp };
    verified.set(token, Object.freeze(claims));
    return claims;
  } catch {
    return null;
  }
}
