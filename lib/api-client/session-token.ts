import { getSession } from 'next-auth/react';

/** Spec §9: the session token is cached for 10 minutes, so each API call does not ask next-auth again. */
export const SESSION_TOKEN_CACHE_MS = 600_000;

let cached: { token: string | null; at: number } | null = null;

export async function getCachedAccessToken(now = Date.now()): Promise<string | null> {
  if (cached && now - cached.at < SESSION_TOKEN_CACHE_MS) return cached.token;
  const session = await getSession();
  cached = { token: session?.accessToken ?? null, at: now };
  return cached.token;
}

/** After sign-in, sign-out or a role switch the cached token is stale. */
export function forgetAccessToken(): void {
  cached = null;
}
