import { getSession, onSessionRead } from '@/lib/auth/session-client';

/** Spec §9: the session token is cached for 10 minutes, so each API call does not ask next-auth again. */
export const SESSION_TOKEN_CACHE_MS = 600_000;

let cached: { token: string | null; at: number } | null = null;

export async function getCachedAccessToken(now = Date.now()): Promise<string | null> {
  if (cached && now - cached.at < SESSION_TOKEN_CACHE_MS) return cached.token;
  const session = await getSession();
  const token = session?.accessToken ?? null;
  // No token is not cached: offline, next-auth answers null for want of the network, and a null kept for 10 minutes
  // would send the register's first calls back online without credentials (a 401 signs the seller out).
  cached = token ? { token, at: now } : null;
  return token;
}

// The frame's own read of the session gives the token too: the register's first API calls do not read it again.
onSessionRead((session) => {
  if (session?.accessToken) cached = { token: session.accessToken, at: Date.now() };
});

/** After sign-in, sign-out or a role switch the cached token is stale. */
export function forgetAccessToken(): void {
  cached = null;
}
