import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of the links we e-mail (address checks, password resets, invitations): 256 random bits, of which only
 * the SHA-256 is stored, so a database leak opens no account and accepts no invitation.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token for a link valid `ttlMs` from `now`, with what the database keeps of it. */
export function issueToken(ttlMs: number, now = new Date()): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) };
}
