import type { Session } from 'next-auth';

/**
 * The signed-in user as last seen online, kept on the tablet so that the register opens after a reload with no
 * network (issue #26). The API token is not kept: with no network it is of no use, and it stays out of storage.
 */
const STORAGE_KEY = 'merch-last-session';

export function rememberSession(session: Session): void {
  try {
    const kept: Session = { user: session.user, expires: session.expires, accessToken: '' } as Session;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // A full or refused storage only costs the offline start.
  }
}

export function forgetSession(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The last session seen online, if it has not expired. */
export function lastKnownSession(now = Date.now()): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    return Date.parse(session.expires) > now ? session : null;
  } catch {
    return null;
  }
}
