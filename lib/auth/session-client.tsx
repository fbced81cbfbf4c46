import type { Session } from 'next-auth';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The browser's side of the session, in place of next-auth/react (issue #26: the register under 180 kB of
 * JavaScript; next-auth's client and the Babel runtime it is built with weigh 10 kB gzip). It speaks to next-auth's
 * own routes under /api/auth as next-auth/react does, with its API and behaviour: the session given by the page or
 * read once, read again when the tab comes back into view, `update` through POST /api/auth/session, sign-in with
 * credentials, sign-out, and the other tabs told through the same localStorage message ("nextauth.message").
 */
type UpdateSession = (data?: unknown) => Promise<Session | null | undefined>;
/** As next-auth/react types it: a session exactly when authenticated. */
export type SessionContextValue =
  | { data: Session; status: 'authenticated'; update: UpdateSession }
  | { data: null; status: 'unauthenticated' | 'loading'; update: UpdateSession };

const AUTH_BASE = '/api/auth';
const MESSAGE_KEY = 'nextauth.message';

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

/** The mounted provider's way to read the session again (sign-in and sign-out in this tab call it). */
let readAgainInProvider: (() => Promise<void>) | undefined;

/** next-auth's fetchData: JSON, an empty object is null, any failure is null. */
async function fetchAuth<T>(path: string, body?: unknown): Promise<T | null> {
  try {
    const response = await fetch(`${AUTH_BASE}/${path}`, {
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
    });
    const data = (await response.json()) as T & object;
    if (!response.ok) return null;
    return Object.keys(data).length > 0 ? data : null;
  } catch {
    return null;
  }
}

function tellOtherTabs(trigger: 'getSession' | 'signout'): void {
  try {
    localStorage.setItem(MESSAGE_KEY, JSON.stringify({ event: 'session', data: { trigger }, timestamp: Math.floor(Date.now() / 1000) }));
  } catch {
    // No storage: the other tabs learn it when they are next shown.
  }
}

async function csrfToken(): Promise<string> {
  return (await fetchAuth<{ csrfToken: string }>('csrf'))?.csrfToken ?? '';
}

/** The read of the session under way: the callers meanwhile share it (the frame and the first API calls, at a start). */
let reading: Promise<Session | null> | undefined;
const readListeners = new Set<(session: Session | null) => void>();

/** Told of every session read, e.g. to keep its API token (lib/api-client/session-token.ts). */
export function onSessionRead(listener: (session: Session | null) => void): void {
  readListeners.add(listener);
}

/**
 * Reads the session (and tells the other tabs to read theirs, unless `broadcast` is false). A read already under way
 * is shared, unless `fresh` asks for one that starts now (after a sign-in, a sign-out or an update).
 */
export async function getSession(options: { broadcast?: boolean; fresh?: boolean } = {}): Promise<Session | null> {
  if (options.fresh || !reading) {
    const read = fetchAuth<Session>('session').then((session) => {
      for (const listener of readListeners) listener(session);
      return session;
    });
    reading = read;
    void read.finally(() => {
      if (reading === read) reading = undefined;
    });
  }
  const session = await reading;
  if (options.broadcast ?? true) tellOtherTabs('getSession');
  return session;
}

async function postForm(path: string, fields: Record<string, string>): Promise<{ response: Response; url: string | undefined }> {
  const response = await fetch(`${AUTH_BASE}/${path}`, {
    method: 'post',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: 'true' }),
  });
  const data = (await response.json()) as { url?: string };
  return { response, url: data.url };
}

function go(url: string): void {
  window.location.href = url;
  if (url.includes('#')) window.location.reload();
}

export type SignInResult = { error: string | null; status: number; ok: boolean; url: string | null };

/** Signs in with the credentials provider (the only one), as next-auth/react's signIn('credentials', ...) does. */
export async function signIn(
  provider: 'credentials',
  options: { redirect?: boolean; callbackUrl?: string } & Record<string, string | boolean | undefined>,
): Promise<SignInResult | undefined> {
  const { redirect = true, callbackUrl = window.location.href, ...fields } = options;
  const form = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value ?? '')]));
  const { response, url } = await postForm(`callback/${provider}`, { ...form, callbackUrl });
  if (redirect) {
    go(url ?? callbackUrl);
    return undefined;
  }
  const error = url ? new URL(url, window.location.origin).searchParams.get('error') : null;
  if (response.ok) await readAgainInProvider?.();
  return { error, status: response.status, ok: response.ok, url: error ? null : (url ?? null) };
}

/** Signs out (next-auth clears its cookie), tells the other tabs, then goes to `callbackUrl`. */
export async function signOut(options: { callbackUrl?: string; redirect?: boolean } = {}): Promise<void> {
  const callbackUrl = options.callbackUrl ?? window.location.href;
  const { url } = await postForm('signout', { callbackUrl });
  tellOtherTabs('signout');
  if (options.redirect ?? true) go(url ?? callbackUrl);
  else await readAgainInProvider?.();
}

/**
 * The session for the tree below: `session` as the page gave it (undefined: read it once mounted). Read again when
 * another tab signs in or out, and when the tab is shown again (unless `refetchOnWindowFocus` is false).
 */
export function SessionProvider({ session: given, refetchOnWindowFocus = true, children }: { session?: Session | null; refetchOnWindowFocus?: boolean; children: ReactNode }) {
  const [session, setSession] = useState<Session | null | undefined>(given);
  const [loading, setLoading] = useState(given === undefined);

  useEffect(() => {
    let mounted = true;
    const readAgain = async (broadcast: boolean, fresh: boolean) => {
      const read = await getSession({ broadcast, fresh });
      if (!mounted) return;
      setSession(read);
      setLoading(false);
    };
    // Asked after a sign-in or sign-out: a read that started before it would be out of date.
    readAgainInProvider = () => readAgain(false, true);
    if (given === undefined) void readAgain(true, false);
    // Another tab signed in, out, or changed its session.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== MESSAGE_KEY || !event.newValue) return;
      const message = JSON.parse(event.newValue) as { event?: string; data?: unknown };
      if (message.event === 'session' && message.data) void readAgain(false, true);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      mounted = false;
      readAgainInProvider = undefined;
      window.removeEventListener('storage', onStorage);
    };
    // The session given at mount only, as next-auth's provider: later ones come from reading it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // As next-auth: a signed-out tab is not read again on being shown; a signed-in one is (its session may be gone).
    const onVisible = () => {
      if (!refetchOnWindowFocus || document.visibilityState !== 'visible' || session === null || session === undefined) return;
      void readAgainInProvider?.();
    };
    document.addEventListener('visibilitychange', onVisible, false);
    return () => document.removeEventListener('visibilitychange', onVisible, false);
  }, [refetchOnWindowFocus, session]);

  const value = useMemo<SessionContextValue>(() => {
    const update: UpdateSession = async (data) => {
      if (loading || !session) return undefined;
      setLoading(true);
      const updated = await fetchAuth<Session>('session', { csrfToken: await csrfToken(), data });
      setLoading(false);
      if (updated) {
        setSession(updated);
        tellOtherTabs('getSession');
      }
      return updated;
    };
    // As next-auth: the session is given while it is being read again (an update), with status "loading".
    if (session && !loading) return { data: session, status: 'authenticated', update };
    return { data: (session ?? null) as null, status: loading ? 'loading' : 'unauthenticated', update };
  }, [session, loading]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session and its status, as next-auth/react's useSession (without `required`, which no screen uses). */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
